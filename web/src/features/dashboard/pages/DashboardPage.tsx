import { useQuery } from '@apollo/client/react';
import { Button, Card, Result, Skeleton, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrentUser } from '../../../app/session/useCurrentUser';
import { DashboardDocument } from '../../../gql/graphql';
import { type FinanceLine, isEmptyLine } from '../../finance/global/amounts';
import type { MonthLine } from '../../finance/global/FinanceChart';
import { LazyFinanceChart } from '../../finance/global/LazyFinanceChart';
import { LatestSites } from '../components/LatestSites';
import { MonthFinance } from '../components/MonthFinance';
import { MonthTasks } from '../components/MonthTasks';
import { RestockCard } from '../components/RestockCard';
import '../../finance/global/finance-global.css';
import '../dashboard.css';

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
  const { data, loading, error, refetch } = useQuery(DashboardDocument, { errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const finance = data?.monthFinance;
  const months = (finance?.lastMonths ?? []) as MonthLine[];
  const nothingYet = months.every((m) => isEmptyLine(m));

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="dashboard.title" />
          </Typography.Title>
          {userLoading ? (
            <Skeleton active title={false} paragraph={{ rows: 1 }} />
          ) : (
            <Typography.Text type="secondary">
              <FormattedMessage id="dashboard.hello" values={{ name: `${user.firstName} ${user.lastName}` }} /> —{' '}
              <FormattedMessage id="dashboard.company" values={{ company: user.companyName }} />
            </Typography.Text>
          )}
        </div>
      </div>

      {!data && loading ? (
        <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>
      ) : !data ? (
        <Card>
          <Result status="warning" title={t('dashboard.home.error')} extra={<Button type="primary" onClick={() => void refetch()}>{t('dashboard.home.retry')}</Button>} />
        </Card>
      ) : (
        <div className="dash">
          {finance ? (
            <MonthFinance month={finance.month} current={finance.current as FinanceLine} previous={finance.previous as FinanceLine} nothingYet={nothingYet} />
          ) : (
            <SectionError title={t('dashboard.home.finance.title')} />
          )}
          <div className="dash-columns">
            <div className="dash-column">
              {finance && !nothingYet ? (
                <Card className="dash-card" title={<h2 className="dash-section-title">{t('dashboard.home.chart.title')}</h2>}>
                  <LazyFinanceChart months={months} title={t('dashboard.home.chart.title')} height={260} />
                </Card>
              ) : null}
              {data.latestSites ? <LatestSites sites={data.latestSites} /> : <SectionError title={t('dashboard.home.sites.title')} />}
            </div>
            <div className="dash-column">
              {data.stockProducts && typeof data.stockToRestockCount === 'number' ? (
                <RestockCard count={data.stockToRestockCount} products={data.stockProducts.items} />
              ) : (
                <SectionError title={t('dashboard.home.stock.title')} />
              )}
              {data.monthTasks ? <MonthTasks tasks={data.monthTasks} /> : <SectionError title={t('dashboard.home.tasks.title')} />}
            </div>
          </div>
          {error && data ? <span className="visually-hidden" role="status">{t('dashboard.home.error')}</span> : null}
        </div>
      )}
    </>
  );
}
