import { lazy, Suspense } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import type { SiteFinanceRevenueFieldsFragment } from '../../../gql/graphql';
import { SiteFinanceDeleteRevenueDocument, SiteFinanceRevenuesDocument } from './site-finance.generated';
import { RECORD_PAGE_SIZE } from '../../../shared/records/page-size';
import { useRecordList } from '../../../shared/records/useRecordList';
import { formatMoney, formatPercent } from '../../../shared/format';
import { formatDay } from '../../../shared/format';
import { ExportMenu, ListToolbar, PeriodFilter } from '../../../shared/records/RecordListParts';
import { deskOnly } from '../../../shared/records/desk-only';
import { RecordCards } from '../../../shared/records/RecordCards';
import { usePhone } from '../../../shared/records/usePhone';
import { useAddFromAddress } from '../../../shared/records/useAddFromAddress';
import { useVatSubject } from '../../../shared/company/useVatSubject';
import { rateChoice } from './amounts';

// Opened on a tap: the form and the detail load then, not with the page a deep link opens.
const RevenueFormDrawer = lazy(() => import('./RevenueFormDrawer').then((m) => ({ default: m.RevenueFormDrawer })));
const RevenueDetailModal = lazy(() => import('./RecordDetailModal').then((m) => ({ default: m.RevenueDetailModal })));
const RevenuesTable = deskOnly(() => import('./RevenuesTable'));

/** 'Recettes': the site's revenues by period, with the filter's total; HT, TVA and TTC for a company subject to TVA. */
export function RevenuesTab({ siteId, onChanged }: { siteId: string; onChanged(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const records = useRecordList<SiteFinanceRevenueFieldsFragment>(onChanged);
  useAddFromAddress('recettes', false, records.add);
  const phone = usePhone();
  // Unknown yet: laid out as for most companies, subject to TVA.
  const ht = useVatSubject().vatSubject !== false;
  const { period, page } = records;
  const { data, loading, refetch } = useQuery(SiteFinanceRevenuesDocument, {
    variables: { siteId, from: period.from, to: period.to, page, size: RECORD_PAGE_SIZE },
  });
  records.watch(refetch);
  const [remove] = useMutation(SiteFinanceDeleteRevenueDocument);
  const list = data?.revenues;
  const onDelete = (r: SiteFinanceRevenueFieldsFragment) =>
    records.remove(() => remove({ variables: { id: r.id } }), list?.items.length ?? 0, t('finance.site.revenue.deleted', { label: r.label }));

  const actions = (r: SiteFinanceRevenueFieldsFragment) => ({
    onView: () => records.view(r.id),
    onEdit: () => records.edit(r),
    onDelete: () => onDelete(r),
    deleteAction: 'revenues.delete' as const,
    confirm: t('finance.site.revenue.delete.confirm', { label: r.label }),
  });

  return (
    <>
      <ListToolbar
        onAdd={records.add}
        filters={<PeriodFilter value={period} onChange={records.setPeriod} />}
        actions={<ExportMenu kind="recettes" fileBase="recettes" siteId={siteId} period={period} />}
      />
      {phone ? (
        <RecordCards<SiteFinanceRevenueFieldsFragment>
          items={list?.items ?? []}
          loading={loading && !data}
          emptyText={t('finance.site.revenue.empty')}
          actions={actions}
          paging={records.cardPaging(list?.total ?? 0)}
          card={(r) => ({
            title: r.label,
            meta: `${formatDay(r.date)} · ${r.reference}`,
            figures: ht
              ? [
                  { label: t('finance.site.col.ttc'), value: <strong>{formatMoney(r.amount)}</strong> },
                  { label: t('finance.site.col.ht'), value: formatMoney(r.amountHT) },
                  { label: `${t('finance.site.col.vat')} ${formatPercent(rateChoice(r.vatRate))}`, value: formatMoney(r.amountVAT) },
                ]
              : [{ label: t('finance.site.col.amount'), value: <strong>{formatMoney(r.amount)}</strong> }],
          })}
          totals={
            list && list.total > 0
              ? {
                  title: t('records.totals', { count: list.totals.count }),
                  figures: ht
                    ? [
                        { label: t('finance.site.col.ttc'), value: formatMoney(list.totals.amount) },
                        { label: t('finance.site.col.ht'), value: formatMoney(list.totals.amountHT) },
                        { label: t('finance.site.col.vat'), value: formatMoney(list.totals.amountVAT) },
                      ]
                    : [{ label: t('finance.site.col.amount'), value: formatMoney(list.totals.amount) }],
                }
              : null
          }
        />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <RevenuesTable list={list} loading={loading && !data} paging={records.tablePaging(list?.total ?? 0)} actions={actions} ht={ht} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {records.editing !== undefined ? (
          <RevenueFormDrawer siteId={siteId} revenue={records.editing} onClose={records.closeEditor} onSaved={records.saved} />
        ) : null}
        {records.viewing ? <RevenueDetailModal id={records.viewing} onClose={records.closeView} /> : null}
      </Suspense>
    </>
  );
}
