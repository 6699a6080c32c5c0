import { DownloadOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Dropdown, Space, Table, Tooltip, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SupplierFieldsFragment } from '../../gql/graphql';
import { DeleteSupplierDocument, SuppliersDocument } from './suppliers.generated';
import { downloadFile } from '../../shared/download/download-file';
import { notifyError, notifySuccess } from '../../shared/errors/notify';
import { SupplierFormDrawer } from './SupplierFormDrawer';
import { usePhone } from '../../shared/records/usePhone';
import { SupplierCards } from './SupplierCards';
import { actionsColumn } from '../../shared/records/RecordTable';
import './suppliers.css';
import { useAskedSearch } from '../../shared/records/useAskedSearch';
import { SearchBox } from '../../shared/records/SearchBox';
import { ComplianceTags } from './ComplianceTags';
import { askedSupplierSearch, FIRST_SUPPLIER_SORT, type SupplierSort, SUPPLIERS_PAGE_SIZE, suppliersVariables } from './first-queries';

/** `/fournisseurs/` (SPEC §2): a searchable, sortable, paged table; create and edit in a drawer; delete. */
export default function SuppliersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const asked = useAskedSearch();
  const [search, setSearch] = useState(askedSupplierSearch(asked));
  const [sort, setSort] = useState<SupplierSort>(FIRST_SUPPLIER_SORT);
  const [page, setPage] = useState(0);
  const phone = usePhone();
  const [editing, setEditing] = useState<SupplierFieldsFragment | null | undefined>(undefined);
  const { data, loading, refetch } = useQuery(SuppliersDocument, {
    // The prefetch (first-queries.ts) builds the same variables, so a link or the offline cache finds this page answered.
    variables: suppliersVariables({ search, sort, page }),
  });
  const [remove] = useMutation(DeleteSupplierDocument);
  const list = data?.suppliers;

  const onDelete = async (s: SupplierFieldsFragment) => {
    const done = await remove({ variables: { id: s.id } }).catch(() => null);
    if (done) {
      notifySuccess(t('suppliers.deleted', { name: s.name }));
      await refetch();
    }
  };

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="suppliers.title" />
          </Typography.Title>
          <Typography.Text type="secondary">{list ? t('suppliers.subtitle', { count: list.total }) : '\u00a0'}</Typography.Text>
        </div>
        <Space wrap>
          <Dropdown
            menu={{
              items: [
                { key: 'csv', label: t('suppliers.export.csv') },
                { key: 'xlsx', label: t('suppliers.export.xlsx') },
              ],
              onClick: ({ key }) =>
                void downloadFile(
                  `/api/v1/chantiers/fournisseurs/export?format=${key}&search=${encodeURIComponent(search)}`,
                  `fournisseurs.${key}`,
                ).catch(notifyError),
            }}
          >
            <Button icon={<DownloadOutlined />}>{t('suppliers.export')}</Button>
          </Dropdown>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            <FormattedMessage id="suppliers.add" />
          </Button>
        </Space>
      </div>
      <Card>
        <div role="search" style={{ marginBottom: 16, maxWidth: 420 }}>
          <SearchBox size="large" label={t('suppliers.search')} asked={asked} onSearch={(text) => (setSearch(text), setPage(0))} />
        </div>
        {phone ? (
          <SupplierCards
            items={list?.items ?? []}
            loading={loading && !data}
            emptyText={t('suppliers.empty')}
            paging={{ page, pageSize: SUPPLIERS_PAGE_SIZE, total: list?.total ?? 0, onChange: setPage }}
            onEdit={setEditing}
            onDelete={onDelete}
          />
        ) : (
          <Table<SupplierFieldsFragment>
            rowKey="id"
            loading={loading && !data}
            dataSource={list?.items ?? []}
            locale={{ emptyText: t('suppliers.empty') }}
            scroll={{ x: 'max-content' }}
            pagination={{ current: page + 1, pageSize: SUPPLIERS_PAGE_SIZE, total: list?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true }}
            onChange={(pagination, _filters, sorter) => {
              const s = sorter as SorterResult<SupplierFieldsFragment>;
              if (s.columnKey && s.order) setSort({ field: s.columnKey === 'createdAt' ? 'createdAt' : 'name', desc: s.order === 'descend' });
              setPage((pagination.current ?? 1) - 1);
            }}
            columns={[
              {
                title: t('suppliers.col.name'),
                key: 'name',
                render: (_, s) => (
                  <span className="records-wrap">
                    {s.name} <ComplianceTags supplier={s} />
                  </span>
                ),
                sorter: true,
                sortOrder: sort.field === 'name' ? (sort.desc ? 'descend' : 'ascend') : null,
              },
              {
                title: t('suppliers.col.ice'),
                key: 'ice',
                render: (_, s) => (
                  <Space>
                    {s.ice}
                    {s.iceWarning ? (
                      <Tooltip title={t('supplier.ice.warning')}>
                        <WarningOutlined aria-label={t('suppliers.iceWarning')} style={{ color: 'var(--ant-color-warning-text)' }} />
                      </Tooltip>
                    ) : null}
                  </Space>
                ),
              },
              // E-mail and phone in one cell, the address wrapping: the actions stay in sight at 1280 px.
              {
                title: t('suppliers.col.contact'),
                key: 'contact',
                render: (_, s) => (
                  <div className="suppliers-contact">
                    <a href={`mailto:${s.email}`}>{s.email}</a>
                    <a className="suppliers-nowrap" href={`tel:${s.phone.replace(/\s+/g, '')}`}>
                      {s.phone}
                    </a>
                  </div>
                ),
              },
              { title: t('suppliers.col.address'), key: 'address', render: (_, s) => <span className="suppliers-wrap">{s.address}</span> },
              actionsColumn<SupplierFieldsFragment>(intl, (s) => ({
                onEdit: () => setEditing(s),
                onDelete: () => onDelete(s),
                deleteAction: 'suppliers.delete',
                confirm: t('suppliers.delete.confirm', { name: s.name }),
              })),
            ]}
          />
        )}
      </Card>
      {editing !== undefined ? (
        <SupplierFormDrawer
          supplier={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void refetch();
          }}
        />
      ) : null}
    </>
  );
}
