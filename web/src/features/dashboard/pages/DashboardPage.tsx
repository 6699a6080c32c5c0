import { useQuery } from '@apollo/client/react';
import { Button, Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useDeferredValue, useRef } from 'react';
import { useNearViewport } from '../../../shared/components/useNearViewport';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrentUser } from '../../../shared/session/useCurrentUser';
import { DashboardDocument } from '../dashboard.generated';
import { basisOf, isEmptyLine } from '../../finance/global/amounts';
import type { MonthLine } from '../../finance/global/chart-data';
import { LazyFinanceChart } from '../../finance/global/LazyFinanceChart';
import { LatestSites } from '../components/LatestSites';
import { QuickActions } from '../components/QuickActions';
import { ToPayCard } from '../components/ToPayCard';
import { Can } from '../../../shared/session/Can';
import { QuotesWaitingCard } from '../components/QuotesWaitingCard';
import { MonthFinance } from '../components/MonthFinance';
import { MonthTasks } from '../components/MonthTasks';
import { RestockCard } from '../components/RestockCard';
import { GettingStarted } from '../components/GettingStarted';
import { LazyResult } from '../../../shared/components/LazyResult';
import '../../finance/global/finance-global.css';
import '../dashboard.css';

// Only who reads the books sees it, and on a phone below the fold: its code (and its query) load when it comes into view.
const PaymentDelaysCard = lazy(() => import('../components/PaymentDelaysCard').then((m) => ({ default: m.PaymentDelaysCard })));

function PaymentDelaysWhenVisible() {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, true);
  return (
    <div ref={place}>
      {near ? (
        <Suspense fallback={null}>
          <PaymentDelaysCard />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A section whose field failed while the others arrived (errorPolicy 'all'). */
function SectionError({ title }: { title: string }) {
  const intl = useIntl();
  return (
    <Card className="dash-card" title={<h2 className="dash-section-title">{title}</h2>}>
      <Typography.Text type="secondary">{intl.formatMessage({ id: 'dashboard.home.error' })}</Typography.Text>
    </Card>
  );
}

/** `/dashboard/`: the month's finances, six months of them, the month's tasks, the latest sites and the stock to reorder. */
export default function DashboardPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { user, loading: userLoading } = useCurrentUser();
  const query = useQuery(DashboardDocument, { errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const { loading, error, refetch } = query;
  // Apollo hands new data over synchronously; drawing every section in that one task blocks a phone for a
  // long moment. The deferred copy lets React draw them in short, interruptible slices instead.
  const data = useDeferredValue(query.data);
  const finance = data?.monthFinance;
  const months = (finance?.lastMonths ?? []) as MonthLine[];
  const nothingYet = months.every((m) => isEmptyLine(m));
  const basis = basisOf(finance?.vatSubject);

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="dashboard.title" />
          </Typography.Title>
          {/* The stored user shows at once (no placeholder to swap, nothing moves); the server's replaces it. */}
          {userLoading && !user.id ? (
            <Skeleton active title={false} paragraph={{ rows: 1 }} />
          ) : (
            <Typography.Text type="secondary">
              <FormattedMessage id="dashboard.hello" values={{ name: `${user.firstName} ${user.lastName}` }} /> —{' '}
              <FormattedMessage id="dashboard.company" values={{ company: user.companyName }} />
            </Typography.Text>
          )}
        </div>
      </div>
      {data?.welcomeChecklist ? <GettingStarted checklist={data.welcomeChecklist} /> : null}
      <QuickActions />

      {!data && (loading || query.data) ? (
        // As tall as a screen: the footer below stays out of sight until the sections arrive (no layout shift).
        <Card className="dash-loading">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : !data ? (
        <Card>
          <LazyResult
            fallback={<Skeleton active paragraph={{ rows: 3 }} />}
            status="warning"
            title={t('dashboard.home.error')}
            extra={
              <Button type="primary" onClick={() => void refetch()}>
                {t('dashboard.home.retry')}
              </Button>
            }
          />
        </Card>
      ) : (
        <div className="dash">
          {finance ? (
            <MonthFinance month={finance.month} basis={basis} current={finance.current} previous={finance.previous} nothingYet={nothingYet} />
          ) : (
            <SectionError title={t('dashboard.home.finance.title')} />
          )}
          <div className="dash-columns">
            <div className="dash-column">
              {finance && !nothingYet ? (
                <Card className="dash-card dash-chart-card" title={<h2 className="dash-section-title">{t('dashboard.home.chart.title')}</h2>}>
                  <LazyFinanceChart months={months} basis={basis} title={t('dashboard.home.chart.title')} height={260} whenVisible />
                </Card>
              ) : null}
              {data.latestSites ? <LatestSites sites={data.latestSites} /> : <SectionError title={t('dashboard.home.sites.title')} />}
            </div>
            <div className="dash-column">
              {data.toPay ? <ToPayCard toPay={data.toPay} /> : <SectionError title={t('dashboard.home.toPay.title')} />}
              <Can action="accounting.read">
                <PaymentDelaysWhenVisible />
              </Can>
              {data.quotesWaiting ? (
                <QuotesWaitingCard waiting={data.quotesWaiting} overdue={data.invoicesOverdue ?? null} />
              ) : (
                <SectionError title={t('dashboard.home.quotes.title')} />
              )}
              {data.stockProducts && typeof data.stockToRestockCount === 'number' ? (
                <RestockCard count={data.stockToRestockCount} products={data.stockProducts.items} />
              ) : (
                <SectionError title={t('dashboard.home.stock.title')} />
              )}
              {data.monthTasks ? <MonthTasks tasks={data.monthTasks} /> : <SectionError title={t('dashboard.home.tasks.title')} />}
            </div>
          </div>
          {error && data ? (
            <span className="visually-hidden" role="status">
              {t('dashboard.home.error')}
            </span>
          ) : null}
        </div>
      )}
    </>
  );
}
