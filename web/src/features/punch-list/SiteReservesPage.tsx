import { ArrowLeftOutlined, DownloadOutlined, FileImageOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Pagination, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { useOutbox } from '../../app/offline/outbox-store';
import { useRecordTitle } from '../../app/routing/title-detail';
import { LinkButton } from '../../shared/components/LinkButton';
import { downloadFile } from '../../shared/download/download-file';
import { notifyError } from '../../shared/errors/notify';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { Can } from '../../shared/session/Can';
import { readUser } from '../../shared/session/storage';
import { FILTER_KEYS, filterOf, pageOf, type ReserveFilter, RESERVES_PAGE_SIZE, reservesVariables, STATUS_SLUGS, UUID } from './first-queries';
import { punchListMessages } from './messages';
import { punchListMessagesEn } from './messages.en';
import { plansPath, reservesPdfPath } from './paths';
import { PunchListSiteDocument, SitePlansDocument, SiteReservesDocument } from './punch-list.generated';
import { keptReserves } from './reserve-outbox';
import { tradeSuggestions } from './reserve-values';
import { ReserveFilters, StatusTotals } from './ReserveFilters';
import { ReservesList } from './ReservesList';
import { SiteProblem } from './SiteProblem';
import './punch-list.css';

/** The address with a filter changed: back to the first page, unused keys left out. */
function withFilter(search: URLSearchParams, change: Partial<ReserveFilter>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(change) as [keyof ReserveFilter, string | null][]) {
    const shown = key === 'status' && value ? STATUS_SLUGS[value as keyof typeof STATUS_SLUGS] : value;
    if (shown) next.set(FILTER_KEYS[key], shown);
    else next.delete(FILTER_KEYS[key]);
  }
  next.delete(FILTER_KEYS.page);
  return next;
}

/**
 * `/detail-chantier/:idChantier/reserves` (issue 37): the site's réserves, the newest first, by pages; filtered by plan,
 * trade, status and responsible (in the address); the count of each status as tags. A réserve opens its detail.
 */
function ReservesScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { idChantier = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const valid = UUID.test(idChantier);
  const filter = filterOf(search);
  const page = pageOf(search);
  const site = useQuery(PunchListSiteDocument, { variables: { id: idChantier }, skip: !valid });
  useRecordTitle(site.data?.site.name);
  const plans = useQuery(SitePlansDocument, { variables: { siteId: idChantier }, skip: !valid });
  // The prefetch (first-queries.ts) builds the same variables, so a link or the offline cache finds this page answered.
  const reserves = useQuery(SiteReservesDocument, {
    variables: reservesVariables(idChantier, filter, page),
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const kept = keptReserves(useOutbox(), readUser().id, idChantier).filter((k) => !k.refused);
  const [downloading, setDownloading] = useState(false);
  if (!valid || site.error || !site.data) return <SiteProblem valid={valid} error={site.error} />;

  const answer = reserves.data?.reserves ?? reserves.previousData?.reserves;
  const items = reserves.data?.reserves.items;
  const filtered = !!(filter.planId || filter.trade || filter.status || filter.responsible);
  const change = (c: Partial<ReserveFilter>) => setSearch(withFilter(search, c), { replace: true });
  const toPage = (p: number) => {
    const next = new URLSearchParams(search);
    if (p > 1) next.set(FILTER_KEYS.page, String(p));
    else next.delete(FILTER_KEYS.page);
    setSearch(next);
  };
  const trades = tradeSuggestions(
    t('reserve.form.trades'),
    (items ?? []).map((r) => r.trade),
  );

  return (
    <>
      <div className="page-header punch-header">
        <div className="punch-heading">
          <LinkButton to={`/detail-chantier/${encodeURIComponent(idChantier)}`} type="default">
            <ArrowLeftOutlined aria-hidden /> {t('punchList.backToSite')}
          </LinkButton>
          <Typography.Title level={1} className="punch-title">
            {t('reserves.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{site.data.site.name}</Typography.Text>
        </div>
        <div className="punch-header-tools">
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={downloading}
            title={t('reserves.pdf.note')}
            onClick={() => {
              setDownloading(true);
              downloadFile(reservesPdfPath(idChantier, filter, STATUS_SLUGS), `reserves-${idChantier}.pdf`)
                .catch(notifyError)
                .finally(() => setDownloading(false));
            }}
          >
            {t('reserves.pdf')}
          </Button>
          <LinkButton to={plansPath(idChantier)} type="default">
            <FileImageOutlined aria-hidden /> {t('reserves.openPlans')}
          </LinkButton>
        </div>
      </div>
      <Card>
        <Can action="reserves.write">
          <p className="punch-secondary">{t('reserves.add.hint')}</p>
        </Can>
        {kept.length ? (
          <p className="punch-kept" role="status">
            <Tag color="blue">{t('reserves.kept.tag')}</Tag> {t('reserves.kept', { count: kept.length })}
          </p>
        ) : null}
        <StatusTotals totals={answer?.totals} status={filter.status} onStatus={(status) => change({ status })} />
        <ReserveFilters filter={filter} plans={plans.data?.plans ?? []} trades={trades} onChange={change} />
        {reserves.error && !items ? (
          <p className="punch-empty" role="alert">
            {t('punchList.loadError')}
          </p>
        ) : (
          <>
            {answer ? <p className="punch-secondary punch-count">{t('reserves.total', { count: answer.total })}</p> : null}
            <ReservesList siteId={idChantier} items={items} emptyText={t(filtered ? 'reserves.empty.filtered' : 'reserves.empty')} />
          </>
        )}
        {answer && answer.total > RESERVES_PAGE_SIZE ? (
          <Pagination
            className="punch-pages"
            current={page + 1}
            pageSize={RESERVES_PAGE_SIZE}
            total={answer.total}
            showSizeChanger={false}
            onChange={toPage}
            simple
          />
        ) : null}
      </Card>
    </>
  );
}

/** With its feature's own messages, which load with it. */
export default function SiteReservesPage() {
  return (
    <FeatureMessages fr={punchListMessages} en={punchListMessagesEn} ar={() => import('./messages.ar').then((m) => m.punchListMessagesAr)}>
      <ReservesScreen />
    </FeatureMessages>
  );
}
