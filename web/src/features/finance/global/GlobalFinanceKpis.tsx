import { useIntl } from 'react-intl';
import { formatMoney } from '../../../shared/format';
import { type Basis, type FinanceLine, incomeOf, purchasesOf } from './amounts';
import { FinanceKpi } from './FinanceKpi';

/** The period's totals as figures: income, purchases, labour, subcontracting, the TVA due (HT basis) and the margin. */
export function GlobalFinanceKpis({ totals, basis }: { totals: FinanceLine; basis: Basis }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const ht = basis === 'HT';
  return (
    <section className="fin-kpis" aria-label={t('finance.global.title')}>
      <FinanceKpi label={t(ht ? 'finance.global.kpi.revenuesHT' : 'finance.global.kpi.revenues')} amount={incomeOf(totals, basis)}>
        {ht ? <p className="fin-kpi-note">{t('finance.global.kpi.ttc', { amount: formatMoney(totals.revenues) })}</p> : null}
      </FinanceKpi>
      <FinanceKpi label={t(ht ? 'finance.global.kpi.purchasesHT' : 'finance.global.kpi.purchases')} amount={purchasesOf(totals, basis)}>
        <p className="fin-kpi-note">
          {ht
            ? t('finance.global.kpi.ttc', { amount: formatMoney(totals.purchasesTTC) })
            : t('finance.global.kpi.ofWhichHT', { amount: formatMoney(totals.purchasesHT) })}
        </p>
      </FinanceKpi>
      <FinanceKpi
        label={t('finance.global.kpi.labour')}
        amount={totals.labour}
        help={{ label: t('finance.global.kpi.labour.helpLabel'), text: t('finance.global.kpi.labour.help') }}
      />
      <FinanceKpi label={t('finance.global.kpi.subcontracting')} amount={totals.subcontracting} />
      {ht ? (
        <FinanceKpi
          label={t(totals.vatBalance.startsWith('-') ? 'finance.global.kpi.vatCredit' : 'finance.global.kpi.vatBalance')}
          amount={totals.vatBalance.replace(/^-/, '')}
          help={{ label: t('finance.global.kpi.vatBalance.helpLabel'), text: t('finance.global.kpi.vatBalance.help') }}
        >
          <p className="fin-kpi-note">
            {t('finance.global.kpi.vatParts', { collected: formatMoney(totals.revenuesVAT), deductible: formatMoney(totals.purchasesVAT) })}
          </p>
        </FinanceKpi>
      ) : null}
      <FinanceKpi label={t('finance.global.kpi.margin')} amount={totals.margin} signed>
        <p className="fin-kpi-note">{t(ht ? 'finance.global.kpi.margin.helpHT' : 'finance.global.kpi.margin.help')}</p>
      </FinanceKpi>
    </section>
  );
}
