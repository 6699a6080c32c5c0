import { CheckCircleOutlined, ClockCircleOutlined, MailOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Card, Empty } from 'antd';
import { useIntl } from 'react-intl';
import { QuoteSendingsDocument } from './quote-mail.generated';
import './quote-mail.css';

/** The record of a quote's e-mails: when, to whom, by whom, and whether the mail has left. */
export function QuoteSendings({ quoteId }: { quoteId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data } = useQuery(QuoteSendingsDocument, { variables: { quoteId }, fetchPolicy: 'cache-and-network' });
  const sendings = data?.quoteSendings ?? [];
  return (
    <Card title={t('quotes.mail.history')} className="quote-card">
      {sendings.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('quotes.mail.none')} />
      ) : (
        <ul className="quote-sendings" aria-label={t('quotes.mail.history')}>
          {sendings.map((s) => (
            <li key={s.id}>
              <MailOutlined aria-hidden />
              <span className="quote-sending-text">
                {t('quotes.mail.line', {
                  date: intl.formatDate(s.createdAt, { dateStyle: 'short', timeStyle: 'short' }),
                  to: s.to,
                  by: s.sentByName,
                })}
              </span>
              <span className={`quote-sending-state${s.delivered ? ' is-delivered' : ''}`}>
                {s.delivered ? <CheckCircleOutlined aria-hidden /> : <ClockCircleOutlined aria-hidden />}{' '}
                {t(s.delivered ? 'quotes.mail.delivered' : 'quotes.mail.pending')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
