import { invoiceMailSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { SendDocumentModal } from '../../../shared/mail/SendDocumentModal';
import { SendInvoiceDocument } from './invoice-mail.generated';

interface Props {
  invoice: { id: string; reference: string; client: { email?: string | null } };
  onClose(): void;
}

/** 'Envoyer par e-mail' on an issued invoice or credit note: the quote's dialog, the invoice's words and mutation. */
export function SendInvoiceModal({ invoice, onClose }: Props) {
  const [send] = useMutation(SendInvoiceDocument, { refetchQueries: ['InvoiceSendings'] });
  return (
    <SendDocumentModal
      reference={invoice.reference}
      defaultTo={invoice.client.email}
      words="invoices.mail"
      schema={invoiceMailSchema}
      send={(input) => send({ variables: { id: invoice.id, input } })}
      onClose={onClose}
    />
  );
}
