import { CheckCircleOutlined, ClockCircleOutlined, MailOutlined } from '@ant-design/icons';
import { Card, Empty } from 'antd';
import { useIntl } from 'react-intl';
import './document-mail.css';

export interface DocumentSending {
  id: string;
  to: string;
  sentByName: string;
  createdAt: string;
  delivered: boolean;
}

/**
 * The record of a document's e-mails: when, to whom, by whom, and whether the mail has left. The feature's message
 * ids under `words`: `.history`, `.none`, `.line`, `.delivered`, `.pending`.
 */
export function DocumentSendings({ sendings, words, className }: { sendings: readonly DocumentSending[]; words: string; className?: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `${words}.${id}` }, values);
  return (
    <Card title={t('history')} className={className}>
      {sendings.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />
      ) : (
        <ul className="document-sendings" aria-label={t('history')}>
          {sendings.map((s) => (
            <li key={s.id}>
              <MailOutlined aria-hidden />
              <span className="document-sending-text">
                {t('line', { date: intl.formatDate(s.createdAt, { dateStyle: 'short', timeStyle: 'short' }), to: s.to, by: s.sentByName })}
              </span>
              <span className={`document-sending-state${s.delivered ? ' is-delivered' : ''}`}>
                {s.delivered ? <CheckCircleOutlined aria-hidden /> : <ClockCircleOutlined aria-hidden />} {t(s.delivered ? 'delivered' : 'pending')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
