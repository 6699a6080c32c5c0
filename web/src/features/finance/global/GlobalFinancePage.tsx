import { globalFinanceMessages } from './messages';
import { globalFinanceMessagesEn } from './messages.en';
import { FeatureMessages } from '../../../shared/intl/FeatureMessages';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { GlobalFinanceQuery } from '../../../gql/graphql';
import { GlobalFinanceDocument } from './global-finance.generated';
import { basisOf, isEmptyLine } from './amounts';
import type { MonthLine } from './chart-data';
import { LazyFinanceChart } from './LazyFinanceChart';
import { type Period, periodFromSearch, SHOWN_FORMAT } from './period';
import { GlobalFinanceKpis } from './GlobalFinanceKpis';
import { GlobalFinanceToolbar } from './GlobalFinanceToolbar';
import { SiteFinanceTable } from './SiteFinanceTable';
import './finance-global.css';

type SiteLine = GlobalFinanceQuery['globalFinance']['sites'][number];

const shown = (day: string) => dayjs(day).format(SHOWN_FORMAT);

/** `/finance-globale/` (SPEC §2): the company's revenues, expenses and margin over a period, by month and by site. */
function GlobalFinanceScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => periodFromSearch(params), [params]);
  const { data, loading, error, refetch } = useQuery(GlobalFinanceDocument, { variables: period });
  const finance = data?.globalFinance;
  const totals = finance?.totals;
  const sites: SiteLine[] = finance?.sites ?? [];
  const months: MonthLine[] = finance?.months ?? [];
  // Months to come hold nothing yet: drawn as zero, they would read as a collapse.
  const currentMonth = dayjs().format('YYYY-MM');
  const pastMonths = months.filter((m) => m.month <= currentMonth);
  const empty = !!totals && sites.length === 0 && isEmptyLine(totals);
  const basis = basisOf(finance?.vatSubject);
  const ht = basis === 'HT';

  const choose = (p: Period) => setParams({ du: p.from, au: p.to }, { replace: true });

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            {t('finance.global.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('finance.global.subtitle', { from: shown(period.from), to: shown(period.to) })}</Typography.Text>
        </div>
        <GlobalFinanceToolbar period={period} onChoose={choose} />
      </div>

      {error && !finance ? (
        <Card>
          <Result
            status="warning"
            title={t('finance.global.error')}
            extra={
              <Button type="primary" onClick={() => void refetch()}>
                {t('finance.global.retry')}
              </Button>
            }
          />
        </Card>
      ) : loading && !finance ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : empty || !totals ? (
        <Card>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Title level={2} style={{ fontSize: 20 }}>
                  {t('finance.global.empty.title')}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ maxWidth: 560, margin: '0 auto' }}>
                  {t('finance.global.empty.body')}
                </Typography.Paragraph>
              </>
            }
          >
            <Link to="/dashboard-chantiers">{t('finance.global.empty.action')}</Link>
          </Empty>
        </Card>
      ) : (
        <>
          <GlobalFinanceKpis totals={totals} basis={basis} />

          <Card className="fin-section" title={<h2 className="fin-section-title">{t('finance.global.chart.title')}</h2>}>
            <LazyFinanceChart
              months={pastMonths}
              basis={basis}
              title={t('finance.global.chart.title')}
              note={t(ht ? 'finance.global.chart.noteHT' : 'finance.global.chart.note')}
            />
          </Card>

          <Card className="fin-section" title={<h2 className="fin-section-title">{t('finance.global.sites.title')}</h2>}>
            <SiteFinanceTable sites={sites} totals={totals} ht={ht} />
          </Card>
        </>
      )}
    </>
  );
}

/** With the page's own messages, which load with it (the chart's words come with the private area). */
export default function GlobalFinancePage() {
  return (
    <FeatureMessages
      fr={globalFinanceMessages}
      en={globalFinanceMessagesEn}
      ar={() => import('./messages.ar').then((m) => m.globalFinanceMessagesAr)}
    >
      <GlobalFinanceScreen />
    </FeatureMessages>
  );
}
