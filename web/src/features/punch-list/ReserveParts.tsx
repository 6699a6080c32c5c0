import { WarningOutlined } from '@ant-design/icons';
import type { ReserveStatus } from '@chantiers/schema';
import { Alert, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ReserveFieldsFragment } from '../../gql/graphql';
import { formatDay } from '../../shared/format/day';
import { STATUS_COLORS } from './reserve-status';

/** Ouverte, Levée, Validée, Refusée, in the status's colour (the pins' too). */
export function StatusTag({ status }: { status: ReserveStatus }) {
  const intl = useIntl();
  return (
    <Tag color={STATUS_COLORS[status]} className="punch-status">
      {intl.formatMessage({ id: `reserve.status.${status}` })}
    </Tag>
  );
}

/** The due date, in red with « En retard » once passed while the réserve is not lifted. */
export function DueDate({ reserve }: { reserve: Pick<ReserveFieldsFragment, 'dueDate' | 'overdue'> }) {
  const intl = useIntl();
  if (!reserve.dueDate) return null;
  const text = intl.formatMessage({ id: 'reserves.due' }, { date: formatDay(reserve.dueDate) });
  return reserve.overdue ? (
    <span className="punch-due is-overdue">
      <WarningOutlined aria-hidden /> {text} · {intl.formatMessage({ id: 'reserves.overdue' })}
    </span>
  ) : (
    <span className="punch-due">{text}</span>
  );
}

/** Who must lift it, with the kind when it is a partner of the directory or a typed name. */
export function responsibleText(reserve: Pick<ReserveFieldsFragment, 'responsible'>, say: (id: string) => string): string {
  const r = reserve.responsible;
  if (!r) return say('reserves.noResponsible');
  return r.type === 'PERSONNEL' ? r.name : `${r.name} (${say(`reserve.responsible.${r.type}`)})`;
}

/**
 * A superseded sheet says so wherever it is shown: « Version remplacée par l'indice N », with the way to the one in
 * force (`current`: its address).
 */
export function SupersededBanner({ by, current, note }: { by: number; current?: string; note?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id }, { number: by });
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="punch-superseded"
      title={t('plans.superseded')}
      description={note}
      action={current ? <Link to={current}>{t('plans.superseded.open')}</Link> : undefined}
    />
  );
}
