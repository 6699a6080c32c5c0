import { PlusOutlined } from '@ant-design/icons';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { QuotesDocument } from './quotes.generated';
import { LinkButton } from '../../shared/components/LinkButton';
import { formatDay, formatMoney } from '../../shared/format';
import { DocumentListPage } from '../../shared/records/DocumentListPage';
import { NO_PERIOD } from '../../shared/records/period';
import { useDocumentList } from '../../shared/records/useDocumentList';
import { QuoteActions } from './QuoteActions';
import { QuoteStatusTag } from './QuoteStatusTag';
import { QuotesTable } from './QuotesTable';
import './quotes.css';

// '?statut=EN_COURS' (the dashboard's link) opens the list filtered.
const STATUSES = ['ALL', 'EN_COURS', 'ACCEPTE', 'REFUSE', 'DEPASSE'] as const;
const SORTS = ['date', 'reference', 'client', 'total'] as const;
const WIRE = 'YYYY-MM-DD';

/** `/liste-devis` (SPEC §2): the company's quotes by status ('tous' too), search, period and sort, with their totals. */
export default function QuotesPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const docs = useDocumentList(QuotesDocument, { statuses: STATUSES, sorts: SORTS, pick: (data) => data.quotes });
  const changed = () => void docs.refetch();
  const { period, setPeriod } = docs;

  return (
    <DocumentListPage
      prefix="quotes"
      docs={docs}
      action={
        <LinkButton to="/devis">
          <PlusOutlined /> {t('quotes.new')}
        </LinkButton>
      }
      // The quotes' own period picker (its 'Du'/'Au' and day format), drawn at once.
      period={
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          placeholder={[t('quotes.filter.from'), t('quotes.filter.to')]}
          value={period.from && period.to ? [dayjs(period.from), dayjs(period.to)] : null}
          onChange={(range) => setPeriod(range?.[0] && range[1] ? { from: range[0].format(WIRE), to: range[1].format(WIRE) } : NO_PERIOD)}
        />
      }
      card={(q) => ({
        title: q.reference,
        name: q.reference,
        meta: `${q.client.name} · ${formatDay(q.issueDate)}`,
        badge: <QuoteStatusTag status={q.status} />,
        figures: [
          { label: t('quotes.col.ttc'), value: <strong>{formatMoney(q.totalTTC)}</strong> },
          { label: t('quotes.col.validUntil'), value: formatDay(q.validUntil) },
        ],
      })}
      custom={(q) => <QuoteActions quote={q} onChanged={changed} large />}
      totals={(totals) => [{ label: t('quotes.col.ttc'), value: formatMoney(totals.totalTTC) }]}
      table={<QuotesTable list={docs.list} loading={docs.loading} paging={docs.paging} onChanged={changed} />}
    />
  );
}
