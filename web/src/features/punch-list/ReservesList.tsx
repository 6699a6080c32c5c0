import { RightOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ReserveFieldsFragment } from '../../gql/graphql';
import { reservePath } from './paths';
import { DueDate, responsibleText, StatusTag } from './ReserveParts';

interface Props {
  siteId: string;
  items: readonly ReserveFieldsFragment[] | undefined;
  emptyText: string;
}

/**
 * The réserves, the newest first, each a link to its detail: number and title, status, trade, who lifts it, by when
 * (in red once overdue), and the plan it is on. One line of text each, wrapped on a 390 px phone.
 */
export function ReservesList({ siteId, items, emptyText }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (!items) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!items.length) return <Empty description={emptyText} />;
  return (
    <ol className="punch-rows">
      {items.map((r) => (
        <li key={r.id}>
          <Link to={reservePath(siteId, r.id)} className={`punch-row${r.overdue ? ' is-overdue' : ''}`}>
            <span className="punch-row-main">
              <span className="punch-row-title">
                <span className="punch-reference">{r.reference}</span> {r.title}
              </span>
              <StatusTag status={r.status} />
            </span>
            <span className="punch-row-meta">
              <span>{r.trade || t('reserves.noTrade')}</span>
              <span>{responsibleText(r, t)}</span>
              <DueDate reserve={r} />
              <span className="punch-secondary">{r.plan.title}</span>
            </span>
            <RightOutlined className="punch-row-go flip-in-rtl" aria-hidden />
          </Link>
        </li>
      ))}
    </ol>
  );
}
