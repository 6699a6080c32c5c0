import { Table, Tag } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentDelaysQuery } from '../../../gql/graphql';
import { formatDay, formatMoney, formatPercent } from '../../../shared/format';
import { RecordCards } from '../../../shared/records/RecordCards';
import { usePhone } from '../../../shared/records/usePhone';

export type DelayRow = PaymentDelaysQuery['paymentDelays']['rows'][number];
const PAGE_SIZE = 20;

/** The due date, saying when the law changed it: none agreed (60 days) or capped at 120 days. */
function DueDate({ row }: { row: DelayRow }) {
  const intl = useIntl();
  const note = row.dueDateCapped ? 'paymentDelays.col.capped' : row.agreedDueDate ? null : 'paymentDelays.col.default';
  return (
    <span>
      {formatDay(row.dueDate)}
      {note ? <span className="pd-note"> ({intl.formatMessage({ id: note })})</span> : null}
    </span>
  );
}

function Delay({ row }: { row: DelayRow }) {
  const intl = useIntl();
  if (!row.late) return <Tag color="green">{intl.formatMessage({ id: 'paymentDelays.onTime' })}</Tag>;
  return <Tag color="red">{intl.formatMessage({ id: 'paymentDelays.col.days' }, { days: row.daysLate })}</Tag>;
}

/** Every invoice's delay: a table on a desk, cards below 576 px, as the other lists. */
export function PaymentDelaysList({ rows, loading }: { rows: DelayRow[]; loading: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const phone = usePhone();
  const [page, setPage] = useState(0);
  const side = (r: DelayRow) => t(`paymentDelays.row.${r.side}`);
  if (phone)
    return (
      <RecordCards<DelayRow>
        items={rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)}
        loading={loading}
        emptyText={t('paymentDelays.empty')}
        paging={{ page, pageSize: PAGE_SIZE, total: rows.length, onChange: setPage }}
        custom={() => null}
        card={(r) => ({
          title: `${r.reference} · ${r.party}`,
          meta: `${side(r)} · ${formatDay(r.issueDate)}`,
          badge: <Delay row={r} />,
          figures: [
            { label: t('paymentDelays.col.dueDate'), value: <DueDate row={r} /> },
            { label: t('paymentDelays.col.amount'), value: formatMoney(r.amount) },
            { label: t('paymentDelays.col.unpaid'), value: formatMoney(r.unpaid) },
            { label: t('paymentDelays.col.penalty'), value: <strong>{formatMoney(r.penalty)}</strong> },
          ],
        })}
      />
    );
  return (
    <Table<DelayRow>
      className="pd-table"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: t('paymentDelays.empty') }}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: t('paymentDelays.col.reference'),
          key: 'reference',
          // The side and the date under the number: the penalty, the column that matters, stays in sight on a laptop.
          render: (_, r) => (
            <>
              <div>{r.reference}</div>
              <div className="pd-note">
                {side(r)} · {formatDay(r.issueDate)}
              </div>
            </>
          ),
        },
        { title: t('paymentDelays.col.party'), dataIndex: 'party', key: 'party' },
        { title: t('paymentDelays.col.dueDate'), key: 'dueDate', render: (_, r) => <DueDate row={r} /> },
        { title: t('paymentDelays.col.amount'), key: 'amount', align: 'right', render: (_, r) => formatMoney(r.amount) },
        { title: t('paymentDelays.col.unpaid'), key: 'unpaid', align: 'right', render: (_, r) => formatMoney(r.unpaid) },
        { title: t('paymentDelays.col.daysLate'), key: 'daysLate', render: (_, r) => <Delay row={r} /> },
        { title: t('paymentDelays.col.rate'), key: 'rate', align: 'right', render: (_, r) => (r.late ? formatPercent(r.rate) : '—') },
        { title: t('paymentDelays.col.penalty'), key: 'penalty', align: 'right', render: (_, r) => <strong>{formatMoney(r.penalty)}</strong> },
      ]}
    />
  );
}
