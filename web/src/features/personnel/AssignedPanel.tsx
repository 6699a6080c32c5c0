import { CalendarOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Grid, Popconfirm, Space, Table, Tooltip, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { AssignmentFieldsFragment } from '../../gql/graphql';
import { SiteSelect } from '../../shared/sites/SiteSelect';
import { nameOf } from './person-name';
import { showDay } from './period';

export const ASSIGNMENTS_PAGE_SIZE = 20;

interface Props {
  list: { items: AssignmentFieldsFragment[]; total: number } | undefined;
  loading: boolean;
  page: number;
  onPage(page: number): void;
  siteId: string | null;
  onSite(siteId: string | null): void;
  onMove(assignment: AssignmentFieldsFragment): void;
  /** Its promise keeps the confirmation busy until the removal is done. */
  onRemove(assignment: AssignmentFieldsFragment): Promise<void>;
}

/** Who works where over the period, one site or all, a page at a time; each row moved or removed. */
export function AssignedPanel({ list, loading, page, onPage, siteId, onSite, onMove, onRemove }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const wide = Grid.useBreakpoint().lg ?? false;
  const siteFilterId = useId();
  return (
    <Card
      className="assign-panel assign-panel-table"
      title={<h2 className="assign-panel-title">{t('assignments.ui.assigned.title')}</h2>}
      extra={list ? <Typography.Text type="secondary">{t('assignments.ui.assigned.count', { count: list.total })}</Typography.Text> : null}
    >
      <div className="assign-filter">
        <label className="visually-hidden" htmlFor={siteFilterId}>
          {t('assignments.ui.siteFilter')}
        </label>
        <SiteSelect
          id={siteFilterId}
          className="assign-site-filter"
          value={siteId}
          onChange={onSite}
          allowClear
          placeholder={t('assignments.ui.siteFilter.all')}
          aria-label={t('assignments.ui.siteFilter')}
          notFoundContent={t('assignments.ui.noSite')}
        />
      </div>
      <Table<AssignmentFieldsFragment>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={list?.items ?? []}
        locale={{ emptyText: t('assignments.ui.assigned.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page + 1,
          pageSize: ASSIGNMENTS_PAGE_SIZE,
          total: list?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (p) => onPage(p - 1),
        }}
        columns={[
          {
            title: t('assignments.ui.col.person'),
            key: 'person',
            render: (_, a) => (
              <span className="assign-who-cell">
                <span className="personnel-name">{nameOf(a.personnel)}</span>
                <Typography.Text type="secondary">{a.personnel.trade}</Typography.Text>
              </span>
            ),
          },
          { title: t('assignments.ui.col.site'), key: 'site', render: (_, a) => <span className="assign-site-name">{a.site.name}</span> },
          { title: t('assignments.ui.col.start'), key: 'start', render: (_, a) => <span className="assign-day">{showDay(a.startDate)}</span> },
          { title: t('assignments.ui.col.end'), key: 'end', render: (_, a) => <span className="assign-day">{showDay(a.endDate)}</span> },
          { title: t('assignments.ui.col.days'), dataIndex: 'days', key: 'days', align: 'end' },
          {
            title: t('assignments.ui.col.actions'),
            key: 'actions',
            fixed: wide ? 'end' : undefined,
            render: (_, a) => (
              <Space size={6}>
                <Tooltip title={t('assignments.ui.reschedule.title')}>
                  <Button
                    size="small"
                    icon={<CalendarOutlined />}
                    onClick={() => onMove(a)}
                    aria-label={t('assignments.ui.reschedule.label', { name: nameOf(a.personnel) })}
                  />
                </Tooltip>
                {/* An icon, as a list's row delete: the dates keep their room beside the free people. */}
                <Popconfirm
                  title={t('assignments.ui.remove.confirm', { name: nameOf(a.personnel), site: a.site.name })}
                  okText={t('assignments.ui.remove')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('personnel.ui.cancel')}
                  onConfirm={() => onRemove(a)}
                >
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('assignments.ui.remove.label', { name: nameOf(a.personnel) })}
                    title={t('assignments.ui.remove')}
                  />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
