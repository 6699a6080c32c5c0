import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Popconfirm, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Can } from '../session/Can';
import type { RecordAction, RowActionsOf } from './RecordTable';
import './records.css';

/** What a record's card shows on a phone: its name, a line under it, its key figures two per row. */
export interface RecordCardView {
  title: ReactNode;
  /** The record's name in its buttons' accessible names ('Modifier Youssef Idrissi'), when cards are many. */
  name?: string;
  meta?: ReactNode;
  /** Beside the title: a status or level tag. */
  badge?: ReactNode;
  /** A class for the card (a level's colour). */
  className?: string;
  figures: { label: string; value: ReactNode }[];
}

export interface CardPaging {
  page: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
}

function Figures({ figures }: { figures: RecordCardView['figures'] }) {
  return (
    <dl className="record-card-figures">
      {figures.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One record's card: its title and badge, the line under them, its figures, then its actions (`children`). */
function RecordCard({ view, children }: { view: RecordCardView; children: ReactNode }) {
  return (
    <article className={`record-card ${view.className ?? ''}`}>
      <div className="record-card-head">
        <div className="record-card-title">{view.title}</div>
        {view.badge}
      </div>
      {view.meta ? <div className="record-card-meta">{view.meta}</div> : null}
      <Figures figures={view.figures} />
      {children}
    </article>
  );
}

/** A record list on a phone: one card a record with its main action as a large button, the totals first. */
export function RecordCards<R extends { id: string }>({
  items,
  loading,
  emptyText,
  card,
  actions,
  custom,
  totals,
  paging,
}: {
  items: R[];
  loading: boolean;
  emptyText: string;
  card(record: R): RecordCardView;
  /** The standard buttons (main, small ones, Supprimer); or `custom` for a record with other actions. */
  actions?(record: R): RowActionsOf;
  custom?(record: R): ReactNode;
  totals?: { title: string; figures: RecordCardView['figures'] } | null;
  paging: CardPaging;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!items.length) return <Empty description={emptyText} />;
  return (
    <div className="record-cards">
      {totals ? (
        <section className="record-card record-card-totals" aria-label={totals.title}>
          <div className="record-card-title">{totals.title}</div>
          <Figures figures={totals.figures} />
        </section>
      ) : null}
      {items.map((record) => {
        const view = card(record);
        if (custom || !actions) {
          return (
            <RecordCard key={record.id} view={view}>
              <div className="record-card-actions">{custom?.(record)}</div>
            </RecordCard>
          );
        }
        const act = actions(record);
        const named = (label: string) => (view.name ? `${label} ${view.name}` : label);
        const edit: RecordAction = { key: 'edit', label: t('records.edit'), icon: <EditOutlined />, onClick: act.onEdit };
        const main = act.main ?? edit;
        const small = [
          ...(act.onView ? [{ key: 'view', label: t('records.view'), icon: <EyeOutlined />, onClick: act.onView }] : []),
          ...(act.extra ?? []),
        ];
        if (act.main) small.push(edit);
        return (
          <RecordCard key={record.id} view={view}>
            <div className="record-card-actions">
              <Button type="primary" size="large" icon={main.icon} onClick={main.onClick} className="record-card-main" aria-label={named(main.label)}>
                {main.label}
              </Button>
              {small.map((a) => (
                <Button key={a.key} size="large" icon={a.icon} onClick={a.onClick} aria-label={named(a.label)} title={a.label} />
              ))}
              <Can action={act.deleteAction}>
                <Popconfirm
                  title={act.confirm}
                  description={act.confirmNote}
                  okText={t('records.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('form.cancel')}
                  onConfirm={act.onDelete}
                >
                  <Button size="large" danger icon={<DeleteOutlined />} aria-label={named(t('records.delete'))} title={t('records.delete')} />
                </Popconfirm>
              </Can>
            </div>
          </RecordCard>
        );
      })}
      <Pagination
        simple
        className="record-cards-pages"
        current={paging.page + 1}
        pageSize={paging.pageSize}
        total={paging.total}
        hideOnSinglePage
        onChange={(p) => paging.onChange(p - 1)}
      />
    </div>
  );
}
