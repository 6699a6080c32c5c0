import { EyeOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { FollowUpFieldsFragment } from '../../gql/graphql';
import { formatDay } from '../../shared/format/day';
import { type CardPaging, RecordCards } from '../../shared/records/RecordCards';
import { ListTable } from '../../shared/records/ListTable';
import { actionsColumn, type RowActionsOf } from '../../shared/records/RecordTable';
import type { TablePaging } from '../../shared/records/useRecordList';
import { firstLine, thumbStrip } from './follow-up-text';

type Sheet = FollowUpFieldsFragment;

/** The first photos of a sheet as small thumbnails, then '+N'. */
function Thumbs({ sheet }: { sheet: Sheet }) {
  const intl = useIntl();
  const { shown, more } = thumbStrip(sheet.photos);
  if (!sheet.photos.length) return <span className="followups-secondary">{intl.formatMessage({ id: 'followUps.photos.count' }, { count: 0 })}</span>;
  return (
    <span className="followups-thumbs">
      {shown.map((p) => (
        <img key={p.id} src={p.thumbnailUrl} alt="" loading="lazy" />
      ))}
      {more ? (
        <span className="followups-thumbs-more" aria-label={intl.formatMessage({ id: 'followUps.photos.more' }, { count: more })}>
          +{more}
        </span>
      ) : null}
    </span>
  );
}

/** Maîtrise d'œuvre and d'ouvrage, one under the other. */
function Parties({ sheet }: { sheet: Sheet }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <dl className="followups-parties">
      <div>
        <dt title={t('followUps.projectManager')}>{t('followUps.projectManager.short')}</dt>
        <dd>{sheet.projectManager}</dd>
      </div>
      <div>
        <dt title={t('followUps.projectOwner')}>{t('followUps.projectOwner.short')}</dt>
        <dd>{sheet.projectOwner}</dd>
      </div>
    </dl>
  );
}

interface Props {
  phone: boolean;
  items: Sheet[];
  loading: boolean;
  emptyText: string;
  paging: { cards: CardPaging; table: TablePaging };
  actions(s: Sheet): RowActionsOf;
  onView(s: Sheet): void;
}

/** The site's follow-up sheets: a card each on a phone, a table on a wide screen; the title opens the sheet. */
export function FollowUpsList({ phone, items, loading, emptyText, paging, actions, onView }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return phone ? (
    <RecordCards<Sheet>
      items={items}
      loading={loading}
      emptyText={emptyText}
      actions={(s) => ({
        ...actions(s),
        onView: undefined,
        main: { key: 'view', label: t('records.view'), icon: <EyeOutlined />, onClick: () => onView(s) },
      })}
      paging={paging.cards}
      card={(s) => ({
        title: s.label,
        name: s.label,
        className: 'followups-card',
        meta: `${formatDay(s.visitDate as string)} · ${t('followUps.photos.count', { count: s.photos.length })}`,
        figures: [
          { label: t('followUps.projectManager'), value: s.projectManager },
          { label: t('followUps.projectOwner'), value: s.projectOwner },
          { label: t('followUps.report'), value: <span className="followups-line">{firstLine(s.report)}</span> },
          ...(s.photos.length ? [{ label: t('followUps.col.photos'), value: <Thumbs sheet={s} /> }] : []),
        ],
      })}
    />
  ) : (
    <ListTable<Sheet>
      className="followups-table"
      items={items}
      loading={loading}
      emptyText={emptyText}
      paging={paging.table}
      columns={[
        {
          title: t('followUps.col.date'),
          key: 'date',
          render: (_, s) => <span className="followups-nowrap">{formatDay(s.visitDate as string)}</span>,
        },
        {
          title: t('followUps.col.label'),
          key: 'label',
          render: (_, s) => (
            <div className="followups-title-cell">
              <button type="button" className="followups-open" onClick={() => onView(s)}>
                {s.label}
              </button>
              <span className="followups-secondary followups-line">{firstLine(s.report)}</span>
            </div>
          ),
        },
        { title: t('followUps.col.parties'), key: 'parties', render: (_, s) => <Parties sheet={s} /> },
        { title: t('followUps.col.photos'), key: 'photos', render: (_, s) => <Thumbs sheet={s} /> },
        actionsColumn<Sheet>(intl, actions),
      ]}
    />
  );
}
