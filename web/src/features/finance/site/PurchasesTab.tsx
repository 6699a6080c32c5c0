import { useMutation, useQuery } from '@apollo/client/react';
import { Skeleton, Switch } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import type { SiteFinancePurchaseFieldsFragment } from '../../../gql/graphql';
import { SiteFinanceDeletePurchaseDocument, SiteFinancePurchasesDocument } from './site-finance.generated';
import { useRecordList } from '../../../shared/records/useRecordList';
import { purchasesVariables } from './first-queries';
import { formatMoney, formatPercent } from '../../../shared/format';
import { rateChoice } from './amounts';
import { formatDay } from '../../../shared/format';
import { afterPaint } from '../../../shared/components/after-paint';
import type { SupplierSelectProps } from './SupplierSelect';
import { ExportMenu, ListToolbar, PeriodFilter } from '../../../shared/records/RecordListParts';
import { deskOnly } from '../../../shared/records/desk-only';
import { RecordCards } from '../../../shared/records/RecordCards';
import { usePhone } from '../../../shared/records/usePhone';
import { useAddFromAddress } from '../../../shared/records/useAddFromAddress';

// Opened on a tap: the form and the detail (uploads, pickers) load then, not with the page a deep link opens.
const PurchaseFormDrawer = lazy(() => import('./PurchaseFormDrawer').then((m) => ({ default: m.PurchaseFormDrawer })));
const PurchaseDetailModal = lazy(() => import('./RecordDetailModal').then((m) => ({ default: m.PurchaseDetailModal })));
const PurchasesTable = deskOnly(() => import('./PurchasesTable'));
const SupplierFilter = afterPaint<SupplierSelectProps>(
  () => import('./SupplierSelect').then((m) => ({ default: m.SupplierSelect })),
  ({ className }) => <span className={`${className} records-pending`} />,
);

/** 'Achats': the site's purchases by period and supplier, with the filter's totals. */
export function PurchasesTab({ siteId, onChanged }: { siteId: string; onChanged(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [supplier, setSupplier] = useState<{ id: string; name: string } | null>(null);
  const records = useRecordList<SiteFinancePurchaseFieldsFragment>(onChanged);
  useAddFromAddress('achats', true, records.add);
  const phone = usePhone();
  const { period, page } = records;
  // 'À régler' lives in the address, so the dashboard's card opens the list already filtered.
  const [params, setParams] = useSearchParams();
  const toPay = params.get('aRegler') === '1';
  const toPayId = useId();
  const setToPay = (on: boolean) =>
    records.refilter(() => setParams((p) => (on ? p.set('aRegler', '1') : p.delete('aRegler'), p), { replace: true }));
  const { data, loading, refetch } = useQuery(SiteFinancePurchasesDocument, {
    variables: purchasesVariables(siteId, { from: period.from, to: period.to, supplierId: supplier?.id ?? null, toPay, page }),
  });
  records.watch(refetch);
  const [remove] = useMutation(SiteFinanceDeletePurchaseDocument);
  const list = data?.purchases;
  const onDelete = (p: SiteFinancePurchaseFieldsFragment) =>
    records.remove(() => remove({ variables: { id: p.id } }), list?.items.length ?? 0, t('finance.site.purchase.deleted', { label: p.label }));
  const actions = (p: SiteFinancePurchaseFieldsFragment) => ({
    onView: () => records.view(p.id),
    onEdit: () => records.edit(p),
    onDelete: () => onDelete(p),
    deleteAction: 'purchases.delete' as const,
    confirm: t('finance.site.purchase.delete.confirm', { label: p.label }),
  });

  return (
    <>
      <ListToolbar
        onAdd={records.add}
        filters={
          <>
            <PeriodFilter value={period} onChange={records.setPeriod} />
            <SupplierFilter
              className="records-filter"
              value={supplier?.id ?? null}
              known={supplier}
              onChange={(id, name) => records.refilter(() => setSupplier(id ? { id, name: name ?? '' } : null))}
              allowClear
              placeholder={t('finance.site.filter.allSuppliers')}
              aria-label={t('finance.site.filter.supplier')}
            />
            <span className="records-switch">
              <Switch id={toPayId} checked={toPay} onChange={setToPay} />
              <label htmlFor={toPayId}>{t('finance.site.filter.toPay')}</label>
            </span>
          </>
        }
        actions={
          <ExportMenu
            kind="depenses"
            fileBase="achats"
            siteId={siteId}
            period={period}
            extra={{ idFournisseur: supplier?.id, aRegler: toPay ? 'true' : undefined }}
          />
        }
      />
      {phone ? (
        <RecordCards<SiteFinancePurchaseFieldsFragment>
          items={list?.items ?? []}
          loading={loading && !data}
          emptyText={t('finance.site.purchase.empty')}
          actions={actions}
          paging={records.cardPaging(list?.total ?? 0)}
          card={(p) => ({
            title: p.label,
            meta: `${formatDay(p.date)} · ${p.supplier.name} · ${p.reference}`,
            figures: [
              { label: t('finance.site.col.ttc'), value: <strong>{formatMoney(p.amountTTC)}</strong> },
              { label: t('finance.site.col.remaining'), value: p.settled ? t('finance.site.settled') : formatMoney(p.amountRemaining) },
              { label: t('finance.site.col.ht'), value: formatMoney(p.amountHT) },
              { label: `${t('finance.site.col.vat')} ${formatPercent(rateChoice(p.vatRate))}`, value: formatMoney(p.amountVAT) },
            ],
          })}
          totals={
            list && list.total > 0
              ? {
                  title: t('records.totals', { count: list.totals.count }),
                  figures: [
                    { label: t('finance.site.col.ttc'), value: formatMoney(list.totals.amountTTC) },
                    { label: t('finance.site.col.remaining'), value: formatMoney(list.totals.amountRemaining) },
                    { label: t('finance.site.col.ht'), value: formatMoney(list.totals.amountHT) },
                    { label: t('finance.site.col.paid'), value: formatMoney(list.totals.amountPaid) },
                  ],
                }
              : null
          }
        />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <PurchasesTable list={list} loading={loading && !data} paging={records.tablePaging(list?.total ?? 0)} actions={actions} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {records.editing !== undefined ? (
          <PurchaseFormDrawer siteId={siteId} purchase={records.editing} onClose={records.closeEditor} onSaved={records.saved} />
        ) : null}
        {records.viewing ? <PurchaseDetailModal id={records.viewing} onClose={records.closeView} /> : null}
      </Suspense>
    </>
  );
}
