import { SearchOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Input, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  SiteFinanceDeleteServiceSheetDocument,
  type SiteFinanceServiceSheetFieldsFragment,
  SiteFinanceServiceSheetsDocument,
} from '../../../gql/graphql';
import { useRecordList } from '../../../shared/records/useRecordList';
import { formatMoney } from '../../../shared/format/money';
import { shownDate } from './dates';
import { ExportMenu, ListToolbar, PAGE_SIZE, PeriodFilter, RowActions } from './ListParts';
import { ServiceSheetFormDrawer } from './ServiceSheetFormDrawer';

const money = (v: string) => <span className="finance-amount">{formatMoney(v)}</span>;

/** 'Fiches de service' (sous-traitance): by period and supplier name, with the filter's totals. */
export function ServiceSheetsTab({ siteId, onChanged }: { siteId: string; onChanged(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [typed, setTyped] = useState('');
  const [supplier, setSupplier] = useState('');
  const records = useRecordList<SiteFinanceServiceSheetFieldsFragment>(onChanged);
  const { period, page, setPage } = records;
  useEffect(() => {
    const timer = window.setTimeout(() => (setSupplier(typed.trim()), setPage(0)), 300);
    return () => window.clearTimeout(timer);
  }, [typed, setPage]);
  const { data, loading, refetch } = useQuery(SiteFinanceServiceSheetsDocument, {
    variables: { siteId, from: period.from, to: period.to, supplier: supplier || null, page, size: PAGE_SIZE },
  });
  records.watch(refetch);
  const [remove] = useMutation(SiteFinanceDeleteServiceSheetDocument);
  const list = data?.serviceSheets;
  const onDelete = (s: SiteFinanceServiceSheetFieldsFragment) =>
    records.remove(() => remove({ variables: { id: s.id } }), list?.items.length ?? 0, t('finance.site.service.deleted', { worker: s.worker }));

  return (
    <>
      <ListToolbar
        onAdd={records.add}
        filters={
          <>
            <PeriodFilter value={period} onChange={records.setPeriod} />
            <Input
              className="finance-filter"
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
      <Table<SiteFinanceServiceSheetFieldsFragment>
        rowKey="id"
        size="middle"
        loading={loading && !data}
        dataSource={list?.items ?? []}
        locale={{ emptyText: t('finance.site.service.empty') }}
        scroll={{ x: 'max-content' }}
        {...records.tablePaging(list?.total ?? 0)}
        columns={[
          { title: t('finance.site.col.date'), key: 'date', render: (_, s) => <span className="finance-nowrap">{shownDate(s.date)}</span> },
          { title: t('finance.site.col.day'), key: 'day', render: (_, s) => t(`finance.site.day.${s.day}`) },
          { title: t('finance.site.col.supplier'), dataIndex: 'supplier', key: 'supplier' },
          { title: t('finance.site.col.worker'), dataIndex: 'worker', key: 'worker' },
          { title: t('finance.site.col.phone'), dataIndex: 'phone', key: 'phone' },
          { title: t('finance.site.col.amountPaid'), key: 'paid', align: 'right', render: (_, s) => money(s.amountPaid) },
          { title: t('finance.site.col.bonus'), key: 'bonus', align: 'right', render: (_, s) => money(s.bonus) },
          { title: t('finance.site.col.total'), key: 'total', align: 'right', render: (_, s) => <strong>{money(s.total)}</strong> },
          {
            title: t('finance.site.col.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, s) => (
              <RowActions
                onEdit={() => records.edit(s)}
                onDelete={() => onDelete(s)}
                confirm={t('finance.site.service.delete.confirm', { worker: s.worker, date: shownDate(s.date) })}
              />
            ),
          },
        ]}
        summary={() =>
          list && list.total > 0 ? (
            <Table.Summary>
              <Table.Summary.Row className="finance-totals">
                <Table.Summary.Cell index={0} colSpan={5}>
                  <strong>{t('finance.site.totals', { count: list.totals.count })}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  <strong>{money(list.totals.amountPaid)}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  <strong>{money(list.totals.bonus)}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={7} align="right">
                  <strong>{money(list.totals.total)}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={8} />
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
      {records.editing !== undefined ? (
        <ServiceSheetFormDrawer siteId={siteId} sheet={records.editing} onClose={records.closeEditor} onSaved={records.saved} />
      ) : null}
    </>
  );
}
