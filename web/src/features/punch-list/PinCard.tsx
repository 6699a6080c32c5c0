import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import type { ReserveFieldsFragment } from '../../gql/graphql';
import { LinkButton } from '../../shared/components/LinkButton';
import { reservePath } from './paths';
import { DueDate, responsibleText, StatusTag } from './ReserveParts';

/** The card of the pin tapped on the sheet: what the réserve says, and the way to its detail (photos, actions). */
export function PinCard({ siteId, reserve, onClose }: { siteId: string; reserve: ReserveFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className="punch-pin-card" aria-label={`${reserve.reference} ${reserve.title}`}>
      <div className="punch-pin-card-head">
        <strong>
          {reserve.reference} · {reserve.title}
        </strong>
        <Button type="text" size="small" icon={<CloseOutlined aria-hidden />} aria-label={t('viewer.pin.close')} onClick={onClose} />
      </div>
      <div className="punch-row-meta">
        <StatusTag status={reserve.status} />
        <span>{reserve.trade || t('reserves.noTrade')}</span>
        <span>{responsibleText(reserve, t)}</span>
        <DueDate reserve={reserve} />
      </div>
      {reserve.description ? <p className="punch-pin-card-text">{reserve.description}</p> : null}
      <LinkButton to={reservePath(siteId, reserve.id)}>{intl.formatMessage({ id: 'viewer.pin.open' }, { reference: reserve.reference })}</LinkButton>
    </section>
  );
}
