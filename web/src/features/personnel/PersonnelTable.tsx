import { CheckCircleOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Grid, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useIntl } from 'react-intl';
import type { PersonnelFieldsFragment } from '../../gql/graphql';
import { formatMoney } from '../../shared/format';
import { Can } from '../../shared/session/Can';
import type { PersonnelListProps } from './PersonnelCards';
import { nameOf } from './person-name';

export type PersonnelSort = { field: 'name' | 'dailyRate'; desc: boolean };

/** The people on a wide screen, sorted by a column's header (PersonnelCards on a phone). */
export function PersonnelTable({
  items,
  loading,
  emptyText,
  paging,
  onEdit,
  onReactivate,
  onDelete,
  sort,
  onSort,
}: PersonnelListProps & { sort: PersonnelSort; onSort(sort: PersonnelSort): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // On a wide screen the actions stay in sight while the table scrolls; on a phone they scroll with the rest.
  const wide = Grid.useBreakpoint().lg ?? false;
  const order = (field: PersonnelSort['field']) => (sort.field === field ? (sort.desc ? 'descend' : 'ascend') : null);
  return (
    <Table<PersonnelFieldsFragment>
      rowKey="id"
      size="middle"
      showSorterTooltip={{ target: 'sorter-icon' }}
      loading={loading}
      dataSource={items}
      locale={{ emptyText }}
      scroll={{ x: 'max-content' }}
      rowClassName={(p) => (p.active ? '' : 'personnel-row-inactive')}
      pagination={{ current: paging.page + 1, pageSize: paging.pageSize, total: paging.total, showSizeChanger: false, hideOnSinglePage: true }}
      onChange={(pagination, _filters, sorter) => {
        const s = sorter as SorterResult<PersonnelFieldsFragment>;
        if (s.columnKey && s.order) onSort({ field: s.columnKey === 'dailyRate' ? 'dailyRate' : 'name', desc: s.order === 'descend' });
        paging.onChange((pagination.current ?? 1) - 1);
      }}
      columns={[
        {
          title: t('personnel.ui.col.name'),
          key: 'name',
          sorter: true,
          sortOrder: order('name'),
          sortDirections: ['ascend', 'descend', 'ascend'],
          render: (_, p) => <span className="personnel-name records-wrap">{nameOf(p)}</span>,
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
                <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(p)} aria-label={`${t('personnel.ui.edit')} ${nameOf(p)}`} />
              </Tooltip>
              {p.active ? null : (
                <Button
                  size="small"
                  icon={<CheckCircleOutlined />}
                  onClick={() => onReactivate(p)}
                  aria-label={`${t('personnel.ui.reactivate')} ${nameOf(p)}`}
                >
                  {t('personnel.ui.reactivate')}
                </Button>
              )}
              <Can action="personnel.delete">
                <Popconfirm
                  title={t('personnel.ui.delete.confirm', { name: nameOf(p) })}
                  description={<Typography.Text type="secondary">{t('personnel.ui.delete.note')}</Typography.Text>}
                  okText={t('personnel.ui.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('personnel.ui.cancel')}
                  onConfirm={() => onDelete(p)}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t('personnel.ui.delete')} ${nameOf(p)}`} />
                </Popconfirm>
              </Can>
            </Space>
          ),
        },
      ]}
    />
  );
}
