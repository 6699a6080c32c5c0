import { Card, Segmented, Select, Typography } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type RecordCardView, RecordCards } from './RecordCards';
import { PeriodFilter } from './RecordListParts';
import { SearchBox } from './SearchBox';
import type { DocumentList, DocumentListData } from './useDocumentList';
import { usePhone } from './usePhone';

type Item<L extends DocumentListData> = L['items'][number];

export interface DocumentListPageProps<L extends DocumentListData, S extends string, O extends string> {
  /**
   * The feature's messages and class names: `{prefix}.title`, `.subtitle`, `.filter.{status}`, `.filter.status`,
   * `.search`, `.sort`, `.sort.{sort}`, `.empty`, `.totals`; `{prefix}-filters`, `-search`, `-sort` (its CSS and its
   * browser tests find the filters by them).
   */
  prefix: string;
  /** The list's state and query (useDocumentList). */
  docs: DocumentList<L, S, O>;
  /** On the header's right: 'Nouveau devis', the export menu… */
  action: ReactNode;
  /** The period filter; the record lists' one (PeriodFilter) when none. */
  period?: ReactNode;
  /** A feature's own filters, after the period. */
  filters?: ReactNode;
  /** On a phone: a document's card, its actions, and the totals card's figures. */
  card(item: Item<L>): RecordCardView;
  custom(item: Item<L>): ReactNode;
  totals(totals: L['totals']): RecordCardView['figures'];
  /** On a desk: the feature's table, on `docs.list` and `docs.paging`. */
  table: ReactNode;
}

/** The page's title, its count (a blank line until the first answer, so nothing moves) and its action. */
function DocumentListHeader({ prefix, total, action }: { prefix: string; total: number | undefined; action: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="page-header">
      <div>
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          <FormattedMessage id={`${prefix}.title`} />
        </Typography.Title>
        <Typography.Text type="secondary">
          {total === undefined ? '\u00a0' : intl.formatMessage({ id: `${prefix}.subtitle` }, { count: total })}
        </Typography.Text>
      </div>
      {action}
    </div>
  );
}

/** On a phone the statuses scroll sideways: the one the address chose is brought into view. */
function useChosenInView() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chosen = bar.current?.querySelector('.ant-segmented-item-selected');
    if (!bar.current || !chosen || bar.current.scrollWidth <= bar.current.clientWidth) return;
    const [b, c] = [bar.current.getBoundingClientRect(), chosen.getBoundingClientRect()];
    bar.current.scrollLeft += c.left - b.left - (b.width - c.width) / 2;
  }, []);
  return bar;
}

/** Status, search, period, the feature's own filters and the sort (when the query takes one). */
function DocumentListFilters<L extends DocumentListData, S extends string, O extends string>({
  prefix,
  docs,
  period,
  filters,
}: Pick<DocumentListPageProps<L, S, O>, 'prefix' | 'docs' | 'period' | 'filters'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const statuses = useChosenInView();
  return (
    <div className={`${prefix}-filters`} role="search">
      <Segmented
        ref={statuses}
        value={docs.status}
        onChange={(v) => docs.setStatus(v as S)}
        options={docs.statuses.map((s) => ({ value: s, label: t(`${prefix}.filter.${s}`) }))}
        aria-label={t(`${prefix}.filter.status`)}
      />
      <SearchBox className={`${prefix}-search`} label={t(`${prefix}.search`)} onSearch={docs.setSearch} />
      {period ?? <PeriodFilter value={docs.period} onChange={docs.setPeriod} />}
      {filters}
      {docs.sorts ? (
        <Select
          value={docs.sort}
          onChange={(v) => docs.setSort(v)}
          aria-label={t(`${prefix}.sort`)}
          options={docs.sorts.map((s) => ({ value: s, label: t(`${prefix}.sort.${s}`) }))}
          className={`${prefix}-sort`}
        />
      ) : null}
    </div>
  );
}

/**
 * A company's documents (quotes, invoices): header, filters, then cards with a totals card on a phone or the
 * feature's table on a desk. The feature declares only what differs: its query (useDocumentList), statuses, sorts,
 * messages, card, table and header action.
 */
export function DocumentListPage<L extends DocumentListData, S extends string, O extends string>(props: DocumentListPageProps<L, S, O>) {
  const { prefix, docs, card, custom, totals, table } = props;
  const intl = useIntl();
  const phone = usePhone();
  const list = docs.list;
  return (
    <>
      <DocumentListHeader prefix={prefix} total={list?.total} action={props.action} />
      <Card>
        <DocumentListFilters prefix={prefix} docs={docs} period={props.period} filters={props.filters} />
        {phone ? (
          <RecordCards<Item<L>>
            items={list?.items ?? []}
            loading={docs.loading}
            emptyText={intl.formatMessage({ id: `${prefix}.empty` })}
            paging={docs.paging}
            card={card}
            custom={custom}
            totals={
              list && list.total > 0
                ? { title: intl.formatMessage({ id: `${prefix}.totals` }, { count: list.totals.count }), figures: totals(list.totals) }
                : null
            }
          />
        ) : (
          table
        )}
      </Card>
    </>
  );
}
