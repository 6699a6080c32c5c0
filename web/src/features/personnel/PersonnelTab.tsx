import { CheckCircleOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Dropdown, Grid, Input, Popconfirm, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PersonnelFieldsFragment } from '../../gql/graphql';
import { DeletePersonnelDocument, PersonnelDocument, SetPersonnelActiveDocument } from './personnel.generated';
import { downloadFile } from '../../shared/download/download-file';
import { notifyError, notifySuccess } from '../../shared/errors/notify';
import { formatMoney } from '../../shared/format';
import { usePhone } from '../../shared/records/usePhone';
import { PersonnelCards } from './PersonnelCards';
import { PersonnelFormDrawer } from './PersonnelFormDrawer';
import { REFRESH_AFTER_PERSONNEL_CHANGE } from './refresh';
import { ManagerOnly } from '../../app/session/ManagerOnly';
import { useAskedSearch } from '../../shared/records/useAskedSearch';

const PAGE_SIZE = 20;
type SortField = 'name' | 'dailyRate';

const fullName = (p: Pick<PersonnelFieldsFragment, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`;

/** The company's people: search, sort, pages, the deactivated on demand; create and edit in a drawer. */
export function PersonnelTab({ onTotal }: { onTotal(total: number | undefined): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const switchId = useId();
  // On a wide screen the actions stay in sight while the table scrolls; on a phone they scroll with the rest.
  const wide = Grid.useBreakpoint().lg ?? false;
  const phone = usePhone();
  const [typed, setTyped, asked] = useAskedSearch();
  const [search, setSearch] = useState(asked);
  const [includeInactive, setIncludeInactive] = useState(false);
  const [sort, setSort] = useState<{ field: SortField; desc: boolean }>({ field: 'name', desc: false });
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<PersonnelFieldsFragment | null | undefined>(undefined);
  useEffect(() => {
    const timer = window.setTimeout(() => (setSearch(typed.trim()), setPage(0)), 300);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const { data, loading } = useQuery(PersonnelDocument, {
    variables: { search: search || null, includeInactive, sort: sort.field, desc: sort.desc, page, size: PAGE_SIZE },
  });
  const [remove] = useMutation(DeletePersonnelDocument, { refetchQueries: REFRESH_AFTER_PERSONNEL_CHANGE, awaitRefetchQueries: true });
  const [setActive] = useMutation(SetPersonnelActiveDocument, { refetchQueries: REFRESH_AFTER_PERSONNEL_CHANGE, awaitRefetchQueries: true });
  const list = data?.personnel;
  useEffect(() => onTotal(list?.total), [list?.total, onTotal]);

  const onDelete = async (p: PersonnelFieldsFragment) => {
    const done = await remove({ variables: { id: p.id } }).catch(() => null);
    const outcome = done?.data?.deletePersonnel;
    if (outcome) notifySuccess(t(outcome === 'DELETED' ? 'personnel.ui.deleted' : 'personnel.ui.deactivated', { name: fullName(p) }));
  };
  const onReactivate = async (p: PersonnelFieldsFragment) => {
    const done = await setActive({ variables: { id: p.id, active: true } }).catch(() => null);
    if (done?.data) notifySuccess(t('personnel.ui.reactivated', { name: fullName(p) }));
  };
  const exportTo = (format: string) => {
    const query = new URLSearchParams({ format, search });
    if (includeInactive) query.set('inactifs', 'true');
    void downloadFile(`/api/v1/chantiers/personnel/export?${query.toString()}`, `personnel.${format}`).catch(notifyError);
  };
  const order = (field: SortField) => (sort.field === field ? (sort.desc ? 'descend' : 'ascend') : null);

  return (
    <>
      <div className="personnel-toolbar">
        <div role="search" className="personnel-search">
          <Input
            size="large"
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('personnel.ui.search')}
            aria-label={t('personnel.ui.search')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <label className="personnel-switch" htmlFor={switchId}>
          <Switch id={switchId} checked={includeInactive} onChange={(v) => (setIncludeInactive(v), setPage(0))} />
          <span>{t('personnel.ui.showInactive')}</span>
        </label>
        <Space wrap className="personnel-toolbar-actions">
          <Dropdown
            menu={{
              items: [
                { key: 'csv', label: t('personnel.ui.export.csv') },
                { key: 'xlsx', label: t('personnel.ui.export.xlsx') },
              ],
              onClick: ({ key }) => exportTo(key),
            }}
          >
            <Button size="large" icon={<DownloadOutlined />}>
              {t('personnel.ui.export')}
            </Button>
          </Dropdown>
          <Button size="large" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('personnel.ui.add')}
          </Button>
        </Space>
      </div>
      {phone ? (
        <PersonnelCards
          items={list?.items ?? []}
          loading={loading && !data}
          emptyText={t(search ? 'personnel.ui.noMatch' : 'personnel.ui.empty')}
          paging={{ page, pageSize: PAGE_SIZE, total: list?.total ?? 0, onChange: setPage }}
          onEdit={setEditing}
          onReactivate={(p) => void onReactivate(p)}
          onDelete={onDelete}
        />
      ) : (
        <Table<PersonnelFieldsFragment>
          rowKey="id"
          size="middle"
          showSorterTooltip={{ target: 'sorter-icon' }}
          loading={loading && !data}
          dataSource={list?.items ?? []}
          locale={{ emptyText: t(search ? 'personnel.ui.noMatch' : 'personnel.ui.empty') }}
          scroll={{ x: 'max-content' }}
          rowClassName={(p) => (p.active ? '' : 'personnel-row-inactive')}
          pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: list?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true }}
          onChange={(pagination, _filters, sorter) => {
            const s = sorter as SorterResult<PersonnelFieldsFragment>;
            if (s.columnKey && s.order) setSort({ field: s.columnKey === 'dailyRate' ? 'dailyRate' : 'name', desc: s.order === 'descend' });
            setPage((pagination.current ?? 1) - 1);
          }}
          columns={[
            {
              title: t('personnel.ui.col.name'),
              key: 'name',
              sorter: true,
              sortOrder: order('name'),
              sortDirections: ['ascend', 'descend', 'ascend'],
              render: (_, p) => <span className="personnel-name records-wrap">{fullName(p)}</span>,
            },
            { title: t('personnel.ui.col.cni'), dataIndex: 'cni', key: 'cni', className: 'personnel-nowrap' },
            { title: t('personnel.ui.col.trade'), dataIndex: 'trade', key: 'trade' },
            {
              title: t('personnel.ui.col.dailyRate'),
              key: 'dailyRate',
              align: 'end',
              sorter: true,
              sortOrder: order('dailyRate'),
              sortDirections: ['ascend', 'descend', 'ascend'],
              // The meal bonus under the daily rate: a day's pay reads in one place.
              render: (_, p) => (
                <div className="personnel-rates">
                  <span className="personnel-amount">{formatMoney(p.dailyRate)}</span>
                  <span className="personnel-amount personnel-secondary">{t('personnel.ui.bonusOf', { amount: formatMoney(p.mealBonus) })}</span>
                </div>
              ),
            },
            // Phone and e-mail in one cell (the e-mail wraps): the status and the actions stay in sight at 1280 px.
            {
              title: t('personnel.ui.col.contact'),
              key: 'contact',
              render: (_, p) => (
                <div className="personnel-contact">
                  <a className="personnel-nowrap" href={`tel:${p.phone.replace(/\s+/g, '')}`}>
                    {p.phone}
                  </a>
                  {p.email ? <a href={`mailto:${p.email}`}>{p.email}</a> : null}
                </div>
              ),
            },
            {
              title: t('personnel.ui.col.status'),
              key: 'status',
              render: (_, p) => (
                <Tag color={p.active ? 'green' : 'default'} className="personnel-status">
                  {t(p.active ? 'personnel.ui.status.active' : 'personnel.ui.status.inactive')}
                </Tag>
              ),
            },
            {
              title: t('personnel.ui.col.actions'),
              key: 'actions',
              fixed: wide ? 'end' : undefined,
              render: (_, p) => (
                <Space>
                  <Tooltip title={t('personnel.ui.edit')}>
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => setEditing(p)}
                      aria-label={`${t('personnel.ui.edit')} ${fullName(p)}`}
                    />
                  </Tooltip>
                  {p.active ? null : (
                    <Button
                      size="small"
                      icon={<CheckCircleOutlined />}
                      onClick={() => void onReactivate(p)}
                      aria-label={`${t('personnel.ui.reactivate')} ${fullName(p)}`}
                    >
                      {t('personnel.ui.reactivate')}
                    </Button>
                  )}
                  <ManagerOnly>
                    <Popconfirm
                      title={t('personnel.ui.delete.confirm', { name: fullName(p) })}
                      description={<Typography.Text type="secondary">{t('personnel.ui.delete.note')}</Typography.Text>}
                      okText={t('personnel.ui.delete')}
                      okButtonProps={{ danger: true }}
                      cancelText={t('personnel.ui.cancel')}
                      onConfirm={() => onDelete(p)}
                    >
                      <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t('personnel.ui.delete')} ${fullName(p)}`} />
                    </Popconfirm>
                  </ManagerOnly>
                </Space>
              ),
            },
          ]}
        />
      )}
      {editing !== undefined ? (
        <PersonnelFormDrawer person={editing} onClose={() => setEditing(undefined)} onSaved={() => setEditing(undefined)} />
      ) : null}
    </>
  );
}
