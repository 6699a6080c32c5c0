import { useQuery } from '@apollo/client/react';
import { DocumentSendings } from '../../../shared/mail/DocumentSendings';
import { InvoiceSendingsDocument } from './invoice-mail.generated';

/** The record of an invoice's e-mails: when, to whom, by whom, and whether the mail has left. */
export function InvoiceSendings({ invoiceId }: { invoiceId: string }) {
  const { data } = useQuery(InvoiceSendingsDocument, { variables: { invoiceId }, fetchPolicy: 'cache-and-network' });
  return <DocumentSendings sendings={data?.invoiceSendings ?? []} words="invoices.mail" className="invoice-card" />;
}
