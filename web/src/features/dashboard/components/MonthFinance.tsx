import { Card, Empty, Typography } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatMoney, formatPercent } from '../../../shared/format';
import { useLimitedBy } from '../../../shared/session/useCan';
import { type Basis, deltaOf, type FinanceLine, incomeOf, isEmptyLine, purchasesOf } from '../../finance/global/amounts';
import { FinanceKpi } from '../../finance/global/FinanceKpi';
import { monthDate } from '../../finance/global/period';

/**
 * The four figures of the month on the company's basis (HT when subject to TVA); `rising` says whether going up is
 * good news (an expense is not).
 */
const figures = (basis: Basis): { key: string; amount: (l: FinanceLine) => string; label: string; rising: 'good' | 'bad' }[] => [
  {
    key: 'revenues',
    amount: (l) => incomeOf(l, basis),
    label: basis === 'HT' ? 'dashboard.home.finance.revenuesHT' : 'dashboard.home.finance.revenues',
    rising: 'good',
  },
  {
    key: 'purchases',
    amount: (l) => purchasesOf(l, basis),
    label: basis === 'HT' ? 'dashboard.home.finance.purchasesHT' : 'dashboard.home.finance.purchases',
    rising: 'bad',
  },
  // Labour too: the month's cards add up to its margin (revenues − purchases − labour − subcontracting).
  { key: 'labour', amount: (l) => l.labour, label: 'dashboard.home.finance.labour', rising: 'bad' },
  { key: 'subcontracting', amount: (l) => l.subcontracting, label: 'dashboard.home.finance.subcontracting', rising: 'bad' },
  { key: 'margin', amount: (l) => l.margin, label: 'dashboard.home.finance.margin', rising: 'good' },
];

interface Props {
  month: string;
  basis: Basis;
  current: FinanceLine;
  previous: FinanceLine;
  /** Nothing in the six months: a friendly empty state instead of zeros. */
  nothingYet: boolean;
}

/** 'Finances du mois': this month against the previous one, each with a ▲/▼ change. */
export function MonthFinance({ month, basis, current, previous, nothingYet }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // A Gestionnaire Chantier's month adds up their own sites; the company's finances are the Admin Société's.
  const mySites = useLimitedBy('ownSites');
  const monthName = intl.formatDate(monthDate(month), { month: 'long', year: 'numeric' });
  const previousName = intl.formatDate(monthDate(dayjs(`${month}-01`).subtract(1, 'month').format('YYYY-MM')), { month: 'long', year: 'numeric' });

  return (
    <section className="dash-finance" aria-labelledby="dash-finance-title">
      <div className="dash-section-head">
        <div>
          <h2 id="dash-finance-title" className="dash-section-title">
            {t('dashboard.home.finance.title')}
          </h2>
          <Typography.Text type="secondary" className="dash-month">
            {mySites ? t('dashboard.home.finance.mySites', { month: monthName }) : monthName}
          </Typography.Text>
        </div>
        <Link to="/finance-globale">{t('dashboard.home.finance.link')}</Link>
      </div>
      {nothingYet && isEmptyLine(current) ? (
        <Card>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Title level={3} style={{ fontSize: 17 }}>
                  {t('dashboard.home.finance.empty.title')}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ maxWidth: 540, margin: '0 auto' }}>
                  {t('dashboard.home.finance.empty.body')}
                </Typography.Paragraph>
              </>
            }
          />
        </Card>
      ) : (
        <div className="fin-kpis dash-kpis">
          {figures(basis).map(({ key, amount: of, label, rising }) => {
            const delta = deltaOf(of(current), of(previous));
            const good = delta.direction === 0 ? '' : delta.direction > 0 === (rising === 'good') ? 'is-good' : 'is-bad';
            const amount = formatMoney(delta.difference.replace(/^-/, ''));
            const sentence =
              delta.direction > 0
                ? t('dashboard.home.finance.up', { amount, month: previousName })
                : delta.direction < 0
                  ? t('dashboard.home.finance.down', { amount, month: previousName })
                  : t('dashboard.home.finance.same', { month: previousName });
            return (
              <FinanceKpi key={key} label={t(label)} amount={of(current)} signed={key === 'margin'}>
                <p className={`dash-delta ${good}`}>
                  {/* One left-to-right unit (arrow, signed amount, per cent), also in a right-to-left layout. */}
                  <span aria-hidden dir="ltr">
                    {delta.direction > 0 ? '▲' : delta.direction < 0 ? '▼' : '='}{' '}
                    {delta.direction === 0 ? '' : formatMoney(delta.difference, { signed: true })}
                    {delta.percent && delta.direction !== 0 ? ` (${formatPercent(delta.percent, { signed: true })})` : ''}
                  </span>
                  <span className="visually-hidden">{sentence}</span>
                </p>
                <p className="fin-kpi-note">{t('dashboard.home.finance.previous', { month: previousName, amount: formatMoney(of(previous)) })}</p>
              </FinanceKpi>
            );
          })}
        </div>
      )}
    </section>
  );
}
