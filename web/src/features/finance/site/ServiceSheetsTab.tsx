import { SearchOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Input, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SiteFinanceServiceSheetFieldsFragment } from '../../../gql/graphql';
import { SiteFinanceDeleteServiceSheetDocument, SiteFinanceServiceSheetsDocument } from './site-finance.generated';
import { RECORD_PAGE_SIZE, useRecordList } from '../../../shared/records/useRecordList';
import { formatMoney } from '../../../shared/format';
import { formatDay } from '../../../shared/format';
import { ExportMenu, ListToolbar, PeriodFilter } from '../../../shared/records/RecordListParts';
import { deskOnly } from '../../../shared/records/desk-only';
import { RecordCards } from '../../../shared/records/RecordCards';
import { usePhone } from '../../../shared/records/usePhone';

// Opened on a tap: the form loads then, not with the page a deep link opens.
const ServiceSheetFormDrawer = lazy(() => import('./ServiceSheetFormDrawer').then((m) => ({ default: m.ServiceSheetFormDrawer })));
const ServiceSheetsTable = deskOnly(() => import('./ServiceSheetsTable'));

/** 'Fiches de service' (sous-traitance): by period and supplier name, with the filter's totals. */
export function ServiceSheetsTab({ siteId, onChanged }: { siteId: string; onChanged(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [typed, setTyped] = useState('');
  const [supplier, setSupplier] = useState('');
  const records = useRecordList<SiteFinanceServiceSheetFieldsFragment>(onChanged);
  const phone = usePhone();
  const { period, page, setPage } = records;
  useEffect(() => {
    const timer = window.setTimeout(() => (setSupplier(typed.trim()), setPage(0)), 300);
    return () => window.clearTimeout(timer);
  }, [typed, setPage]);
  const { data, loading, refetch } = useQuery(SiteFinanceServiceSheetsDocument, {
    variables: { siteId, from: period.from, to: period.to, supplier: supplier || null, page, size: RECORD_PAGE_SIZE },
  });
  records.watch(refetch);
  const [remove] = useMutation(SiteFinanceDeleteServiceSheetDocument);
  const list = data?.serviceSheets;
  const onDelete = (s: SiteFinanceServiceSheetFieldsFragment) =>
    records.remove(() => remove({ variables: { id: s.id } }), list?.items.length ?? 0, t('finance.site.service.deleted', { worker: s.worker }));

  const actions = (s: SiteFinanceServiceSheetFieldsFragment) => ({
    onEdit: () => records.edit(s),
    onDelete: () => onDelete(s),
    confirm: t('finance.site.service.delete.confirm', { worker: s.worker, date: formatDay(s.date) }),
  });

  return (
    <>
      <ListToolbar
        onAdd={records.add}
        filters={
          <>
            <PeriodFilter value={period} onChange={records.setPeriod} />
            <Input
              className="records-filter"
              allowClear
              prefix={<SearchOutlined aria-hidden />}
              placeholder={t('finance.site.filter.supplierText')}
              aria-label={t('finance.site.filter.supplierText')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </>
        }
        actions={<ExportMenu kind="services" fileBase="fiches-de-service" siteId={siteId} period={period} extra={{ fournisseur: supplier }} />}
      />
      {phone ? (
        <RecordCards<SiteFinanceServiceSheetFieldsFragment>
          items={list?.items ?? []}
          loading={loading && !data}
          emptyText={t('finance.site.service.empty')}
          actions={actions}
          paging={records.cardPaging(list?.total ?? 0)}
          card={(s) => ({
            title: s.worker,
            meta: `${formatDay(s.date)} · ${t(`finance.site.day.${s.day}`)} · ${s.supplier}`,
            figures: [
              { label: t('finance.site.col.total'), value: <strong>{formatMoney(s.total)}</strong> },
              { label: t('finance.site.col.bonus'), value: formatMoney(s.bonus) },
            ],
          })}
          totals={
            list && list.total > 0
              ? {
                  title: t('records.totals', { count: list.totals.count }),
                  figures: [
                    { label: t('finance.site.col.total'), value: formatMoney(list.totals.total) },
                    { label: t('finance.site.col.bonus'), value: formatMoney(list.totals.bonus) },
                  ],
                }
              : null
          }
        />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <ServiceSheetsTable list={list} loading={loading && !data} paging={records.tablePaging(list?.total ?? 0)} actions={actions} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {records.editing !== undefined ? (
          <ServiceSheetFormDrawer siteId={siteId} sheet={records.editing} onClose={records.closeEditor} onSaved={records.saved} />
        ) : null}
      </Suspense>
    </>
  );
}
