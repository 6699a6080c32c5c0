import { quoteMailSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { SendDocumentModal } from '../../../shared/mail/SendDocumentModal';
import { SendQuoteDocument } from './quote-mail.generated';

interface Props {
  quote: { id: string; reference: string; client: { email?: string | null } };
  onClose(): void;
  onSent?(): void;
}

/** 'Envoyer par e-mail' on a quote: the documents' dialog, the quote's words and mutation. */
export function SendQuoteModal({ quote, onClose, onSent }: Props) {
  const [send] = useMutation(SendQuoteDocument, { refetchQueries: ['QuoteSendings'] });
  return (
    <SendDocumentModal
      reference={quote.reference}
      defaultTo={quote.client.email}
      words="quotes.mail"
      schema={quoteMailSchema}
      send={(input) => send({ variables: { id: quote.id, input } })}
      onClose={onClose}
      onSent={onSent}
    />
  );
}
