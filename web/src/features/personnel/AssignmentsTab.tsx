import { CalendarOutlined, DeleteOutlined, LeftOutlined, RightOutlined, SearchOutlined, TeamOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Checkbox, DatePicker, Empty, Grid, Input, Popconfirm, Space, Spin, Table, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AssignmentFieldsFragment } from '../../gql/graphql';
import { DeleteAssignmentDocument, PeriodAssignmentsDocument, UnassignedPersonnelDocument } from './personnel.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { formatMoney } from '../../shared/format';
import { AssignModal, type PersonOption, RescheduleModal } from './AssignModal';
import { type Period, SHOWN_FORMAT, shiftPeriod, showDay, WIRE_FORMAT, weekOf } from './period';
import { REFRESH_AFTER_ASSIGNMENT_CHANGE } from './refresh';
import { SiteSelect } from '../../shared/sites/SiteSelect';

const PAGE_SIZE = 20;
const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** Who works where over a period (this week by default), and who is free to be assigned. */
export function AssignmentsTab() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const periodId = useId();
  const wide = Grid.useBreakpoint().lg ?? false;
  const siteFilterId = useId();
  const [period, setPeriod] = useState<Period>(() => weekOf());
  const [siteId, setSiteId] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [assigning, setAssigning] = useState(false);
  const [moving, setMoving] = useState<AssignmentFieldsFragment | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const changePeriod = (next: Period) => (setPeriod(next), setPage(0), setSelected([]));

  const assigned = useQuery(PeriodAssignmentsDocument, { variables: { ...period, siteId, page, size: PAGE_SIZE } });
  const unassigned = useQuery(UnassignedPersonnelDocument, { variables: { ...period, search: search || null } });
  const [remove] = useMutation(DeleteAssignmentDocument, { refetchQueries: REFRESH_AFTER_ASSIGNMENT_CHANGE, awaitRefetchQueries: true });
  const free = unassigned.data?.unassignedPersonnel ?? [];
  const freeIds = new Set(free.map((p) => p.id));
  const chosen = selected.filter((id) => freeIds.has(id));
  const list = assigned.data?.assignments;

  const onRemove = async (a: AssignmentFieldsFragment) => {
    const done = await remove({ variables: { id: a.id } }).catch(() => null);
    if (done?.data?.deleteAssignment) notifySuccess(t('assignments.ui.removed', { name: nameOf(a.personnel), site: a.site.name }));
  };
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...s.filter((x) => x !== id), id] : s.filter((x) => x !== id)));
  const allChosen = free.length > 0 && chosen.length === free.length;
  const today = weekOf();
  const isThisWeek = period.startDate === today.startDate && period.endDate === today.endDate;

  return (
    <>
      <div className="assign-period">
        <label className="assign-period-label" htmlFor={periodId}>
          <CalendarOutlined aria-hidden /> {t('assignments.ui.period')}
        </label>
        <div className="assign-period-controls">
          <Button
            size="large"
            icon={<LeftOutlined />}
            aria-label={t('assignments.ui.period.previous')}
            title={t('assignments.ui.period.previous')}
            onClick={() => changePeriod(shiftPeriod(period, -1))}
          />
          <DatePicker.RangePicker
            id={{ start: periodId }}
            size="large"
            className="assign-range"
            classNames={{ popup: { root: 'assign-range-popup' } }}
            format={SHOWN_FORMAT}
            allowClear={false}
            value={[dayjs(period.startDate), dayjs(period.endDate)]}
            onChange={(range) => {
              if (range?.[0] && range[1]) changePeriod({ startDate: range[0].format(WIRE_FORMAT), endDate: range[1].format(WIRE_FORMAT) });
            }}
            presets={[
              {
                label: t('assignments.ui.period.thisWeek'),
                value: () => {
                  const w = weekOf();
                  return [dayjs(w.startDate), dayjs(w.endDate)];
                },
              },
              {
                label: t('assignments.ui.period.nextWeek'),
                value: () => {
                  const w = shiftPeriod(weekOf(), 1);
                  return [dayjs(w.startDate), dayjs(w.endDate)];
                },
              },
            ]}
            placeholder={[t('assignments.ui.period.start'), t('assignments.ui.period.end')]}
          />
          <Button
            size="large"
            icon={<RightOutlined />}
            aria-label={t('assignments.ui.period.next')}
            title={t('assignments.ui.period.next')}
            onClick={() => changePeriod(shiftPeriod(period, 1))}
          />
        </div>
        <Button size="large" type="link" disabled={isThisWeek} onClick={() => changePeriod(weekOf())}>
          {t('assignments.ui.period.thisWeek')}
        </Button>
      </div>

      <div className="assign-grid">
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
              onChange={(v) => (setSiteId(v), setPage(0))}
              allowClear
              placeholder={t('assignments.ui.siteFilter.all')}
              aria-label={t('assignments.ui.siteFilter')}
              notFoundContent={t('assignments.ui.noSite')}
            />
          </div>
          <Table<AssignmentFieldsFragment>
            rowKey="id"
            size="small"
            loading={assigned.loading && !assigned.data}
            dataSource={list?.items ?? []}
            locale={{ emptyText: t('assignments.ui.assigned.empty') }}
            scroll={{ x: 'max-content' }}
            pagination={{
              current: page + 1,
              pageSize: PAGE_SIZE,
              total: list?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (p) => setPage(p - 1),
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
                        onClick={() => setMoving(a)}
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

        <Card
          className="assign-panel"
          title={<h2 className="assign-panel-title">{t('assignments.ui.unassigned.title')}</h2>}
          extra={<Typography.Text type="secondary">{free.length}</Typography.Text>}
        >
          <div role="search" className="assign-filter">
            <Input
              allowClear
              prefix={<SearchOutlined aria-hidden />}
              placeholder={t('assignments.ui.unassigned.search')}
              aria-label={t('assignments.ui.unassigned.search')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          <div className="unassigned-bar">
            <Checkbox
              checked={allChosen}
              indeterminate={chosen.length > 0 && !allChosen}
              disabled={!free.length}
              onChange={(e) => setSelected(e.target.checked ? free.map((p) => p.id) : [])}
            >
              {t('assignments.ui.unassigned.selectAll')}
            </Checkbox>
            <Typography.Text type="secondary" aria-live="polite">
              {t('assignments.ui.unassigned.selected', { count: chosen.length })}
            </Typography.Text>
          </div>
          {unassigned.loading && !unassigned.data ? (
            <div className="unassigned-loading">
              <Spin />
            </div>
          ) : free.length ? (
            <ul className="unassigned-list" aria-label={t('assignments.ui.unassigned.title')}>
              {free.map((p) => (
                <li key={p.id}>
                  <Checkbox checked={chosen.includes(p.id)} onChange={(e) => toggle(p.id, e.target.checked)}>
                    <span className="unassigned-name">{nameOf(p)}</span>
                  </Checkbox>
                  <span className="unassigned-meta">
                    {p.trade} · {formatMoney(p.dailyRate)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(search ? 'assignments.ui.unassigned.noMatch' : 'assignments.ui.unassigned.empty')}
            />
          )}
          <Button type="primary" size="large" block icon={<TeamOutlined />} className="assign-button" onClick={() => setAssigning(true)}>
            {t('assignments.ui.assign')}
          </Button>
        </Card>
      </div>

      {assigning ? (
        <AssignModal
          period={period}
          siteId={siteId}
          people={free.filter((p) => chosen.includes(p.id)) satisfies PersonOption[]}
          onClose={() => setAssigning(false)}
          onAssigned={() => (setAssigning(false), setSelected([]))}
        />
      ) : null}
      {moving ? <RescheduleModal assignment={moving} onClose={() => setMoving(null)} /> : null}
    </>
  );
}
