import { InfoCircleOutlined } from '@ant-design/icons';
import { Card, Skeleton, Tooltip } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SiteFinanceSummaryQuery } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/format';
import { formatPercent } from '../../../shared/format';

type Summary = SiteFinanceSummaryQuery['siteSummary'];

function Figure({
  id,
  title,
  help,
  value,
  tone,
  children,
}: {
  id: string;
  title: string;
  help: string;
  value: string;
  tone?: 'gain' | 'loss';
  children?: ReactNode;
}) {
  return (
    <Card size="small" className={`finance-figure${tone ? ` is-${tone}` : ''}`} aria-labelledby={`${id}-title`}>
      <div className="finance-figure-head">
        <h2 id={`${id}-title`} className="finance-figure-title">
          {title}
        </h2>
        <Tooltip title={help}>
          <InfoCircleOutlined className="finance-figure-help" role="img" aria-label={help} tabIndex={0} />
        </Tooltip>
      </div>
      <div className="finance-figure-value" data-testid={id} style={{ '--chars': value.length } as CSSProperties}>
        {value}
      </div>
      {children ? <div className="finance-figure-more">{children}</div> : null}
    </Card>
  );
}

/**
 * The site's figures: revenues, purchases, labour (gross; net, bonus), subcontracting, the TVA balance and the
 * profitability; HT with the TVA apart for a company subject to TVA, TTC otherwise.
 */
export function FigureCards({ summary }: { summary: Summary | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (!summary) {
    return (
      <div className="finance-figures" aria-busy="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Card size="small" key={i} className="finance-figure">
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </Card>
        ))}
      </div>
    );
  }
  const sign = summary.profitability.startsWith('-') ? 'loss' : /[1-9]/.test(summary.profitability) ? 'gain' : undefined;
  // Subject to TVA: the figures are HT, each with its TTC and TVA beneath, and the TVA balance has its own card.
  const ht = summary.vatSubject;
  const credit = summary.vatBalance.startsWith('-');
  return (
    <section className="finance-figures" aria-label={t('finance.site.figures')}>
      {ht ? (
        <Figure
          id="fig-revenues"
          title={t('finance.site.fig.revenuesHT')}
          help={t('finance.site.fig.revenuesHT.help')}
          value={formatMoney(summary.revenuesHT)}
        >
          <span>
            {t('finance.site.fig.ttc')} {formatMoney(summary.revenues)}
          </span>
          <span>
            {t('finance.site.fig.vat')} {formatMoney(summary.revenuesVAT)}
          </span>
        </Figure>
      ) : (
        <Figure
          id="fig-revenues"
          title={t('finance.site.fig.revenues')}
          help={t('finance.site.fig.revenues.help')}
          value={formatMoney(summary.revenues)}
        />
      )}
      <Figure
        id="fig-purchases"
        title={t(ht ? 'finance.site.fig.purchasesHT' : 'finance.site.fig.purchases')}
        help={t(ht ? 'finance.site.fig.purchasesHT.help' : 'finance.site.fig.purchases.help')}
        value={formatMoney(ht ? summary.purchasesHT : summary.purchasesTTC)}
      >
        <span>
          {t(ht ? 'finance.site.fig.ttc' : 'finance.site.fig.ht')} {formatMoney(ht ? summary.purchasesTTC : summary.purchasesHT)}
        </span>
        <span>
          {t('finance.site.fig.vat')} {formatMoney(summary.purchasesVAT)}
        </span>
      </Figure>
      <Figure id="fig-labour" title={t('finance.site.fig.labour')} help={t('finance.site.fig.labour.help')} value={formatMoney(summary.labourGross)}>
        <span>
          {t('finance.site.fig.net')} {formatMoney(summary.labourNet)}
        </span>
        <span>
          {t('finance.site.fig.bonus')} {formatMoney(summary.labourBonus)}
        </span>
      </Figure>
      <Figure
        id="fig-subcontracting"
        title={t('finance.site.fig.subcontracting')}
        help={t('finance.site.fig.subcontracting.help')}
        value={formatMoney(summary.subcontracting)}
      />
      {ht ? (
        <Figure
          id="fig-vat"
          title={t(credit ? 'finance.site.fig.vatCredit' : 'finance.site.fig.vatBalance')}
          help={t('finance.site.fig.vatBalance.help')}
          value={formatMoney(summary.vatBalance.replace(/^-/, ''))}
        >
          <span>
            {t('finance.site.fig.vatCollected')} {formatMoney(summary.revenuesVAT)}
          </span>
          <span>
            {t('finance.site.fig.vatDeductible')} {formatMoney(summary.purchasesVAT)}
          </span>
        </Figure>
      ) : null}
      <Figure
        id="fig-profitability"
        title={t('finance.site.fig.profitability')}
        help={t(ht ? 'finance.site.fig.profitability.helpHT' : 'finance.site.fig.profitability.help')}
        value={formatMoney(summary.profitability)}
        tone={sign}
      >
        <span>
          {summary.profitabilityPercent !== null && summary.profitabilityPercent !== undefined
            ? t('finance.site.fig.ofBudget', {
                percent: formatPercent(summary.profitabilityPercent),
                budget: formatMoney(summary.budget),
              })
            : t('finance.site.fig.noBudget')}
        </span>
      </Figure>
    </section>
  );
}
