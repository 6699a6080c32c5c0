import { DownloadOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadFile } from '../../../shared/download/download-file';
import { notifyError } from '../../../shared/errors/notify';
import { formatMoney } from '../../../shared/format';
import { BooksJournalsDocument } from './books.generated';
import { lastDay, shiftMonth } from './months';

/** A month's journals: their debits and credits (equal: every entry is balanced), and the files for the accountant. */
export function JournalsCard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const current = dayjs().format('YYYY-MM');
  const [month, setMonth] = useState(() => shiftMonth(current, -1));
  const from = `${month}-01`;
  const to = lastDay(month);
  const { data, error, refetch } = useQuery(BooksJournalsDocument, { variables: { from, to } });
  const totals = data?.accountingJournals.from === from ? data.accountingJournals.totals : undefined;
  const monthName = intl.formatDate(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const download = (path: string, name: string) => void downloadFile(`/api/v1/comptabilite/journaux/${path}`, name).catch(notifyError);
  const year = month.slice(0, 4);

  return (
    <Card title={t('books.journals.title')} className="books-card">
      <div className="books-toolbar">
        <div className="books-month" role="group" aria-label={t('books.journals.month')}>
          <Button
            icon={<LeftOutlined className="flip-in-rtl" aria-hidden />}
            aria-label={t('books.journals.previous')}
            onClick={() => setMonth(shiftMonth(month, -1))}
          />
          <span className="books-month-name">{monthName}</span>
          <Button
            icon={<RightOutlined className="flip-in-rtl" aria-hidden />}
            aria-label={t('books.journals.next')}
            disabled={month >= current}
            onClick={() => setMonth(shiftMonth(month, 1))}
          />
        </div>
        <span className="books-actions">
          <Button
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => download(`export?du=${from}&au=${to}&format=csv`, `journaux_${from}_${to}.csv`)}
          >
            {t('books.journals.csv')}
          </Button>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => download(`export?du=${from}&au=${to}&format=xlsx`, `journaux_${from}_${to}.xlsx`)}
          >
            {t('books.journals.xlsx')}
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => download(`fec?annee=${year}`, `FEC_${year}.txt`)}>
            {t('books.journals.fec', { year })}
          </Button>
        </span>
      </div>
      {error && !totals ? (
        <Typography.Paragraph type="danger">
          {t('books.journals.error')}{' '}
          <Button type="link" onClick={() => void refetch()}>
            {t('books.retry')}
          </Button>
        </Typography.Paragraph>
      ) : (
        <Table
          size="small"
          rowKey="journal"
          loading={!totals && !error}
          pagination={false}
          dataSource={totals ?? []}
          rowClassName={(r) => (r.journal === 'ALL' ? 'books-total-row' : '')}
          columns={[
            { title: t('books.journals.col.journal'), dataIndex: 'journal', render: (j: string) => t(`books.journal.${j}`) },
            { title: t('books.journals.col.entries'), dataIndex: 'entries', align: 'right' },
            {
              title: t('books.journals.col.debit'),
              dataIndex: 'debit',
              align: 'right',
              render: (v: string) => <span className="books-amount">{formatMoney(v)}</span>,
            },
            {
              title: t('books.journals.col.credit'),
              dataIndex: 'credit',
              align: 'right',
              render: (v: string) => <span className="books-amount">{formatMoney(v)}</span>,
            },
          ]}
        />
      )}
    </Card>
  );
}
