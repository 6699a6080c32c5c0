import { CalendarOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { TASK_LIMITS } from '@chantiers/schema';
import { Alert, Button, Card, Empty, Segmented, Select, Skeleton, Space, Typography } from 'antd';
import { LazyResult as Result } from '../../shared/components/LazyResult';
import dayjs from 'dayjs';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { TaskFieldsFragment } from '../../gql/graphql';
import { PlanningPeopleDocument, PlanningTasksDocument } from './planning.generated';
import { SiteSelect } from '../../shared/sites/SiteSelect';
import { MoveConfirm, type PendingMove } from './MoveConfirm';
import { CATEGORY_COLOURS, siteColour } from './planning-colours';
import { type PlanningView, rangeOf, stepAnchor, VIEWS, viewOfSlug, viewSlug } from './planning-period';
import { planningAnchor, planningTasksVariables } from './first-queries';
import { ResourceView } from './ResourceView';
import { TaskCalendar } from './TaskCalendar';
import { TaskFormModal } from './TaskFormModal';
import { TaskList } from './TaskList';
import { useDeskWidth } from './useDeskWidth';
import './planning.css';
import { foldedLabelFilter } from '../../shared/form/folded-filter';

type Task = TaskFieldsFragment;
// The Gantt's library loads only when the Gantt is opened.
const TaskGantt = lazy(() => import('./TaskGantt').then((m) => ({ default: m.TaskGantt })));
type Editing = { task: Task | null; initial: { siteId?: string; startDate?: string; endDate?: string } };

interface Props {
  /** A site's planning; none for the global one. */
  siteId?: string;
  header: ReactNode;
}

/**
 * A planning: the week, month and list views, the Gantt and the people's view, over the period the URL holds
 * (`?vue=&date=`). The global planning filters by site and person (`?chantier=&personne=`) and colours by site.
 */
export function PlanningScreen({ siteId, header }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const desk = useDeskWidth();
  const [params, setParams] = useSearchParams();
  const view = viewOfSlug(params.get('vue'), !desk);
  const today = dayjs().format('YYYY-MM-DD');
  const anchor = planningAnchor(params, today);
  const siteFilter = siteId ?? params.get('chantier');
  const personFilter = params.get('personne');
  const range = rangeOf(view, anchor);
  const global = !siteId;
  const tasks = useQuery(PlanningTasksDocument, {
    variables: planningTasksVariables(range, siteFilter, personFilter),
    fetchPolicy: 'cache-and-network',
  });
  const people = useQuery(PlanningPeopleDocument, { variables: { search: null }, skip: !global });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(changes)) {
          if (v) p.set(k, v);
          else p.delete(k);
        }
        return p;
      },
      { replace: true },
    );
  const list = tasks.data?.tasks ?? [];
  const colourBy = global ? 'site' : 'category';
  const open = (task: Task) => setEditing({ task, initial: {} });
  const onChange = (task: Task, dates: { startDate: string; endDate: string }, revert: () => void) => {
    if (dates.startDate === task.startDate && dates.endDate === task.endDate) return;
    setPending({ task, dates, revert });
  };
  const newTask = (day?: string) =>
    setEditing({ task: null, initial: { siteId: siteFilter ?? undefined, startDate: day ?? anchor, endDate: day ?? anchor } });

  const label = rangeLabel(view, anchor, range, intl);
  const sites = [...new Map(list.map((task) => [task.site.id, task.site.name])).entries()];

  return (
    <>
      <div className="page-header">
        {header}
        <Button type="primary" icon={<PlusOutlined />} onClick={() => newTask()}>
          {t('planning.add')}
        </Button>
      </div>
      <Card className="planning-card">
        <div className="planning-toolbar">
          <div className="planning-nav">
            <Button
              icon={<LeftOutlined className="flip-in-rtl" />}
              onClick={() => set({ date: stepAnchor(view, anchor, -1) })}
              aria-label={t('planning.previous')}
            />
            <strong className="planning-range" aria-live="polite">
              {label}
            </strong>
            <Button
              icon={<RightOutlined className="flip-in-rtl" />}
              onClick={() => set({ date: stepAnchor(view, anchor, 1) })}
              aria-label={t('planning.next')}
            />
            <Button onClick={() => set({ date: null })}>{t('planning.today')}</Button>
          </div>
          <Segmented<PlanningView>
            value={view}
            onChange={(v) => set({ vue: viewSlug(v) })}
            options={VIEWS.map((v) => ({ value: v, label: t(`planning.view.${v}`) }))}
            aria-label={t('planning.view')}
            className="planning-views"
            size={desk ? 'middle' : 'small'}
          />
        </div>
        {global ? (
          <Space wrap className="planning-filters">
            <SiteSelect
              value={siteFilter}
              onChange={(id) => set({ chantier: id })}
              allowClear
              placeholder={t('planning.filter.site.all')}
              aria-label={t('planning.filter.site')}
              className="planning-filter"
            />
            <Select
              value={personFilter ?? undefined}
              onChange={(id?: string) => set({ personne: id ?? null })}
              allowClear
              showSearch={{ filterOption: foldedLabelFilter }}
              placeholder={t('planning.filter.person.all')}
              aria-label={t('planning.filter.person')}
              className="planning-filter"
              loading={people.loading}
              options={(people.data?.personnel.items ?? []).map((p) => ({ value: p.id, label: `${p.firstName} ${p.lastName}` }))}
            />
          </Space>
        ) : null}
        <Legend global={global} sites={sites} />
        {list.length >= TASK_LIMITS.list ? (
          <Alert type="warning" showIcon className="planning-capped" title={t('planning.capped', { count: String(TASK_LIMITS.list) })} />
        ) : null}
        {tasks.error && !tasks.data ? (
          <Result
            status="warning"
            title={t('planning.loadError')}
            extra={<Button onClick={() => void tasks.refetch()}>{t('planning.retry')}</Button>}
          />
        ) : !tasks.data ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : view === 'gantt' ? (
          list.length ? (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <TaskGantt tasks={list} anchor={anchor} colourBy={colourBy} editable onOpen={open} onChange={onChange} />
            </Suspense>
          ) : (
            <EmptyPlanning onAdd={() => newTask()} />
          )
        ) : view === 'resources' ? (
          <ResourceView tasks={list} from={range.from} to={range.to} colourBy={colourBy} onOpen={open} />
        ) : (view === 'list' || (view === 'week' && !desk)) && !list.length ? (
          <EmptyPlanning onAdd={() => newTask()} />
        ) : view === 'list' || (view === 'week' && !desk) ? (
          // Each task once, its title whole: a phone's week of seven narrow columns would cut every title.
          <TaskList tasks={list} colourBy={colourBy} onOpen={open} />
        ) : (
          <TaskCalendar view={view} anchor={anchor} tasks={list} colourBy={colourBy} editable onOpen={open} onDay={newTask} onChange={onChange} />
        )}
        {desk && (view === 'week' || view === 'month' || view === 'gantt') ? (
          <Typography.Paragraph type="secondary" className="planning-help">
            {t('planning.drag.help')}
          </Typography.Paragraph>
        ) : null}
      </Card>
      {editing ? (
        <TaskFormModal task={editing.task} initial={editing.initial} fixedSite={!global} canDelete onClose={() => setEditing(null)} />
      ) : null}
      {pending ? <MoveConfirm pending={pending} onDone={() => setPending(null)} /> : null}
    </>
  );
}

function EmptyPlanning({ onAdd }: { onAdd(): void }) {
  const intl = useIntl();
  return (
    <Empty
      image={<CalendarOutlined className="planning-empty-icon" aria-hidden />}
      description={
        <>
          <strong>{intl.formatMessage({ id: 'planning.empty' })}</strong>
          <br />
          {intl.formatMessage({ id: 'planning.empty.help' })}
        </>
      }
    >
      <Button type="primary" onClick={onAdd}>
        {intl.formatMessage({ id: 'planning.add' })}
      </Button>
    </Empty>
  );
}

/** What the colours mean: the categories on a site, the sites on the global planning. */
function Legend({ global, sites }: { global: boolean; sites: [string, string][] }) {
  const intl = useIntl();
  const items = global
    ? sites.map(([id, name]) => ({ key: id, colour: siteColour(id), label: name }))
    : Object.entries(CATEGORY_COLOURS).map(([c, colour]) => ({ key: c, colour, label: intl.formatMessage({ id: `planning.category.${c}` }) }));
  if (!items.length) return null;
  return (
    <ul className="planning-legend" aria-label={intl.formatMessage({ id: 'planning.legend' })}>
      {items.map((i) => (
        <li key={i.key}>
          <span className="planning-swatch" style={{ background: i.colour }} aria-hidden />
          {i.label}
        </li>
      ))}
    </ul>
  );
}

function rangeLabel(view: PlanningView, anchor: string, range: { from: string; to: string }, intl: ReturnType<typeof useIntl>): string {
  const fmt = (d: string, opts: Intl.DateTimeFormatOptions) => intl.formatDate(`${d}T12:00:00Z`, { ...opts, timeZone: 'UTC' });
  if (view === 'week' || view === 'resources')
    return intl.formatMessage(
      { id: 'planning.range.week' },
      { from: fmt(range.from, { day: 'numeric', month: 'long' }), to: fmt(range.to, { day: 'numeric', month: 'long', year: 'numeric' }) },
    );
  if (view === 'gantt')
    return intl.formatMessage(
      { id: 'planning.range.gantt' },
      { from: fmt(range.from, { month: 'long' }), to: fmt(range.to, { month: 'long', year: 'numeric' }) },
    );
  return fmt(anchor, { month: 'long', year: 'numeric' });
}
