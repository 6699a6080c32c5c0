import { useQuery } from '@apollo/client/react';
import { DocumentSendings } from '../../../shared/mail/DocumentSendings';
import { QuoteSendingsDocument } from './quote-mail.generated';

/** The record of a quote's e-mails: when, to whom, by whom, and whether the mail has left. */
export function QuoteSendings({ quoteId }: { quoteId: string }) {
  const { data } = useQuery(QuoteSendingsDocument, { variables: { quoteId }, fetchPolicy: 'cache-and-network' });
  return <DocumentSendings sendings={data?.quoteSendings ?? []} words="quotes.mail" className="quote-card" />;
}
