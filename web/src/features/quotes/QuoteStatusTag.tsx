import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import './quotes.css';

const COLOURS: Record<string, string> = { EN_COURS: 'processing', ACCEPTE: 'success', REFUSE: 'error', DEPASSE: 'warning' };

/** A quote's status as a coloured tag: en cours, accepté, refusé, dépassé. */
export function QuoteStatusTag({ status }: { status: string }) {
  const intl = useIntl();
  return (
    <Tag color={COLOURS[status] ?? 'default'} className="quote-status-tag">
      {intl.formatMessage({ id: `quotes.status.${status}` })}
    </Tag>
  );
}

/** Pending quotes (expired ones included: extending the validity revives them) are still edited and deleted. */
export const isEditable = (status: string) => status === 'EN_COURS' || status === 'DEPASSE';

/** A quote is mailed while it is pending or once accepted: an expired one is extended first, a refused one is over. */
export const canSend = (status: string) => status === 'EN_COURS' || status === 'ACCEPTE';
