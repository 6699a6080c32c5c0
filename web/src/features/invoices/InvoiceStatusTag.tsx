import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import { downloadFile } from '../../shared/download/download-file';
import { notifyError } from '../../shared/errors/notify';
import './invoices.css';

const COLOURS: Record<string, string> = {
  EMISE: 'processing',
  PARTIELLEMENT_PAYEE: 'gold',
  PAYEE: 'success',
  EN_RETARD: 'error',
  ANNULEE: 'default',
  AVOIR: 'purple',
};

/** An invoice's read status as a tag; a credit note reads 'Avoir'. */
export function InvoiceStatusTag({ status, kind }: { status: string; kind: string }) {
  const intl = useIntl();
  const key = kind === 'AVOIR' ? 'AVOIR' : status;
  return (
    <Tag color={COLOURS[key] ?? 'default'} className="invoice-status-tag">
      {intl.formatMessage({ id: `invoices.status.${key}` })}
    </Tag>
  );
}

/** The PDF of an invoice or credit note, fetched with the session's bearer and saved as its reference. */
export const downloadInvoicePdf = (i: { id: string; reference: string }) =>
  downloadFile(`/api/v1/factures/${i.id}/pdf`, `${i.reference}.pdf`).catch(notifyError);
