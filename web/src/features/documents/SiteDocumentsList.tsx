import { FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { SiteDocumentFieldsFragment } from '../../gql/graphql';
import { formatDay } from '../../shared/format/day';
import { type CardPaging, RecordCards } from '../../shared/records/RecordCards';
import { ListTable } from '../../shared/records/ListTable';
import { actionsColumn, type RowActionsOf } from '../../shared/records/RecordTable';
import type { TablePaging } from '../../shared/records/useRecordList';
import { sizeParts } from './document-labels';

type Doc = SiteDocumentFieldsFragment;

function FileIcon({ doc }: { doc: Doc }) {
  return doc.file.contentType === 'application/pdf' ? (
    <FilePdfOutlined className="documents-icon is-pdf" aria-hidden />
  ) : (
    <FileImageOutlined className="documents-icon is-image" aria-hidden />
  );
}

interface Props {
  phone: boolean;
  items: Doc[];
  loading: boolean;
  emptyText: string;
  paging: { cards: CardPaging; table: TablePaging };
  actions(d: Doc): RowActionsOf;
  onView(d: Doc): void;
}

/** The site's documents: a card each on a phone, a table on a wide screen; the name opens the preview. */
export function SiteDocumentsList({ phone, items, loading, emptyText, paging, actions, onView }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const size = (bytes: number) => {
    const s = sizeParts(bytes);
    return t(`documents.size.${s.unit}`, { value: intl.formatNumber(s.value) });
  };
  return phone ? (
    <RecordCards<Doc>
      items={items}
      loading={loading}
      emptyText={emptyText}
      actions={(d) => ({
        ...actions(d),
        onView: undefined,
        main: { key: 'view', label: t('documents.preview'), icon: <FileIcon doc={d} />, onClick: () => onView(d) },
      })}
      paging={paging.cards}
      card={(d) => ({
        title: d.label,
        name: d.label,
        meta: `${d.type.name} · ${formatDay(d.documentDate as string)}`,
        badge: <Tag>{t(`documents.category.${d.type.category}`)}</Tag>,
        figures: [{ label: t('documents.col.file'), value: `${d.file.name} · ${size(d.file.size)}` }],
      })}
    />
  ) : (
    <ListTable<Doc>
      items={items}
      loading={loading}
      emptyText={emptyText}
      paging={paging.table}
      columns={[
        {
          title: t('documents.col.label'),
          key: 'label',
          render: (_, d) => (
            <button type="button" className="documents-open" onClick={() => onView(d)}>
              <FileIcon doc={d} />
              <span className="documents-open-label">{d.label}</span>
            </button>
          ),
        },
        {
          title: t('documents.col.type'),
          key: 'type',
          render: (_, d) => (
            <div className="documents-type">
              <span>{d.type.name}</span>
              <Tag className="documents-tag">{t(`documents.category.${d.type.category}`)}</Tag>
            </div>
          ),
        },
        {
          title: t('documents.col.date'),
          key: 'date',
          render: (_, d) => <span className="finance-nowrap">{formatDay(d.documentDate as string)}</span>,
        },
        {
          title: t('documents.col.file'),
          key: 'file',
          render: (_, d) => (
            <span className="documents-secondary">
              {d.file.name} · {size(d.file.size)}
            </span>
          ),
        },
        actionsColumn<Doc>(intl, actions),
      ]}
    />
  );
}
