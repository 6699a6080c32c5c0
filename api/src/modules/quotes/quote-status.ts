import type { QuoteStatus } from '@chantiers/schema';

/** A pending quote past its validity date reads as DEPASSE everywhere, without a job having to run. */
export function statusOf(quote: { status: string; validUntil: string }, today: string): QuoteStatus {
  return quote.status === 'EN_COURS' && quote.validUntil < today ? 'DEPASSE' : (quote.status as QuoteStatus);
}

/** The SQL condition of a read status on the quote table aliased `q` (DEPASSE and EN_COURS split on the date). */
export function statusSql(status: QuoteStatus | null | undefined, today: string): { sql: string; params: string[] } {
  switch (status) {
    case 'EN_COURS':
      return { sql: ` and q.status = 'EN_COURS' and q.valid_until >= ?`, params: [today] };
    case 'DEPASSE':
      return { sql: ` and q.status = 'EN_COURS' and q.valid_until < ?`, params: [today] };
    case 'ACCEPTE':
    case 'REFUSE':
      return { sql: ` and q.status = ?`, params: [status] };
    default:
      return { sql: '', params: [] };
  }
}
