import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { ReceptionReserveFieldsFragment } from '../../gql/graphql';
import { LinkButton } from '../../shared/components/LinkButton';

/** The réserve statuses' tag colours, as on the réserves' own screens. */
const STATUS_COLORS: Record<string, string> = { OPEN: 'orange', LIFTED: 'blue', VALIDATED: 'green', REFUSED: 'red' };

interface Props {
  siteId: string;
  reserves: readonly ReceptionReserveFieldsFragment[];
  /** Signed: the réserves as they stood at the signature; a draft: as they stand today. */
  signed: boolean;
}

/** 'Avec réserves' and each one (R-001 title, trade, status, responsible), or 'Sans réserves': what a PV is read for. */
export function ReceptionReserves({ siteId, reserves, signed }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <section className="reception-reserves" aria-label={t('reception.reserves.title')}>
      <p className={`reception-verdict ${reserves.length ? 'is-with' : 'is-without'}`}>
        {reserves.length ? t('reception.reserves.with', { count: reserves.length }) : t('reception.reserves.without')}
      </p>
      {reserves.length ? (
        <>
          <p className="reception-secondary">{t(signed ? 'reception.reserves.signed' : 'reception.reserves.draft')}</p>
          <ul className="reception-reserve-list">
            {reserves.map((r) => (
              <li key={r.number} className="reception-reserve">
                <div className="reception-reserve-head">
                  <span className="reception-reserve-title">{r.title}</span>
                  <Tag color={STATUS_COLORS[r.status]}>{t(`reception.reserve.status.${r.status}`)}</Tag>
                </div>
                <div className="reception-secondary">
                  {t('reception.reserve.trade', { trade: r.trade })}
                  {' · '}
                  {r.responsible ? t('reception.reserve.responsible', { name: r.responsible }) : t('reception.reserve.noResponsible')}
                </div>
              </li>
            ))}
          </ul>
          {signed ? null : (
            <LinkButton to={`/detail-chantier/${encodeURIComponent(siteId)}/reserves`} type="default">
              {t('reception.reserves.open')}
            </LinkButton>
          )}
        </>
      ) : null}
    </section>
  );
}
