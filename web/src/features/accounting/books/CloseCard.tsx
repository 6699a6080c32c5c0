import { LockOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, List, Popconfirm, Typography } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { notifySuccess } from '../../../shared/errors/notify';
import { useCan } from '../../../shared/session/useCan';
import { BooksPeriodsDocument, CloseBooksMonthDocument } from './books.generated';
import { nextToClose } from './months';

/** The months closed, the ones open, and closing the next one (an Admin Société, after a confirmation: it is final). */
export function CloseCard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const monthName = (m: string) =>
    intl.formatDate(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)) - 1, 15), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const canClose = useCan('accounting.manage');
  const { data } = useQuery(BooksPeriodsDocument);
  const [close, { loading }] = useMutation(CloseBooksMonthDocument, { refetchQueries: [BooksPeriodsDocument] });
  const periods = data?.booksPeriods;
  const next = periods ? nextToClose(periods.closedThrough ?? null, dayjs().format('YYYY-MM')) : null;

  const onClose = async (month: string) => {
    const done = await close({ variables: { month } }).catch(() => null);
    if (done?.data) notifySuccess(t('books.close.done', { month: monthName(month) }));
  };

  return (
    <Card title={t('books.close.title')} className="books-card">
      {periods ? (
        <Typography.Paragraph>
          {periods.closedThrough
            ? t('books.close.through', { month: monthName(periods.closedThrough), open: periods.openMonths.map(monthName).join(', ') })
            : t('books.close.none')}
        </Typography.Paragraph>
      ) : null}
      {canClose && periods ? (
        next ? (
          <Popconfirm
            title={t('books.close.confirm', { month: monthName(next) })}
            okText={t('books.close.confirm.ok')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onClose(next)}
          >
            <Button type="primary" icon={<LockOutlined aria-hidden />} loading={loading}>
              {t('books.close.action', { month: monthName(next) })}
            </Button>
          </Popconfirm>
        ) : (
          <Typography.Text type="secondary">{t('books.close.nothing')}</Typography.Text>
        )
      ) : null}
      {periods?.closings.length ? (
        <List
          className="books-closings"
          header={t('books.close.history')}
          size="small"
          dataSource={periods.closings}
          renderItem={(c) => (
            <List.Item>
              <span>{monthName(c.month)}</span>
              <Typography.Text type="secondary">
                {t('books.close.at', { date: intl.formatDate(c.closedAt, { dateStyle: 'medium' }) })}
              </Typography.Text>
            </List.Item>
          )}
        />
      ) : null}
    </Card>
  );
}
