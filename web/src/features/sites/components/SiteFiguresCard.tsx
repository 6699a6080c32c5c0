import { InfoCircleOutlined } from '@ant-design/icons';
import { Card, Progress, Skeleton, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import type { SiteSummaryQuery } from '../../../gql/graphql';
import { LinkButton } from '../../../shared/components/LinkButton';
import { formatMoney, formatPercent } from '../../../shared/format';
import { isZeroMoney } from '@chantiers/schema';
import { BudgetBar } from './BudgetBar';

const LABOUR = ['labourGross', 'labourNet', 'labourBonus', 'subcontracting', 'profitability'] as const;
/** The figures in order: HT first with the TVA apart for a company subject to TVA, TTC otherwise (SPEC §3's list). */
const FIGURES = {
  HT: ['revenuesHT', 'revenues', 'revenuesVAT', 'purchasesHT', 'purchasesTTC', 'purchasesVAT', 'vatBalance', ...LABOUR],
  TTC: ['revenues', 'purchasesTTC', 'purchasesHT', 'purchasesVAT', ...LABOUR],
} as const;

interface Props {
  siteId: string;
  /** The progress the site declares, until its summary (which has the same) arrives. */
  declaredProgress: number;
  summary: SiteSummaryQuery['siteSummary'] | undefined;
}

/** The site's progress, budget and money at a glance, with the way to its finance screen. */
export function SiteFiguresCard({ siteId, declaredProgress, summary }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card
      title={t('site.detail.figures')}
      extra={
        <Tooltip title={t('site.detail.figures.help')}>
          <InfoCircleOutlined aria-label={t('site.detail.figures.help')} />
        </Tooltip>
      }
    >
      <div className="site-figure-progress">
        <span>{t('site.fig.progress')}</span>
        <Progress percent={summary?.progress ?? declaredProgress} format={(p) => formatPercent(p ?? 0)} aria-label={t('site.fig.progress')} />
        {/* Two figures on one page: this one is declared; the planning's below follows the tasks. */}
        <span className="site-figure-note">{t('site.fig.progress.note')}</span>
      </div>
      {summary ? <BudgetBar budget={summary.currentBudget} committed={summary.committed} paid={summary.paid} /> : null}
      {summary?.budget && !isZeroMoney(summary.changeOrders) ? (
        <p className="site-figure-note">
          {intl.formatMessage(
            { id: 'budget.withChangeOrders' },
            { budget: formatMoney(summary.budget), changeOrders: formatMoney(summary.changeOrders, { signed: true }) },
          )}
        </p>
      ) : null}
      {summary ? (
        <dl className="site-figures">
          {FIGURES[summary.vatSubject ? 'HT' : 'TTC'].map((f) => (
            <div key={f} className={f === 'profitability' ? 'is-total' : undefined}>
              <dt>{t(`site.fig.${f}${summary.vatSubject && f === 'revenues' ? 'TTC' : ''}`)}</dt>
              <dd>{formatMoney(summary[f])}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      )}
      <div style={{ marginTop: 16 }}>
        <LinkButton to={`/detail-chantier/${siteId}/finances`} type="default">
          {t('site.detail.figures.open')}
        </LinkButton>
      </div>
    </Card>
  );
}
