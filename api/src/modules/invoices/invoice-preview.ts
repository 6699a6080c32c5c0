import type { EntityManager } from '@mikro-orm/postgresql';
import type { InvoiceData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import type { Invoice } from './invoice.entity';
import type { InvoicesService } from './invoices.service';

/** Thrown to roll the preview's transaction back once its invoice is read. */
const PREVIEW_ONLY = Symbol('invoice preview');

/**
 * The invoice 'Émettre la facture' would issue, computed by the very code that issues it (its amounts, lines, TVA
 * per rate, retention, net to pay, and the number it would take), then rolled back: nothing is numbered, stored,
 * notified or sent. A refusal is the one issuing would give.
 */
export async function previewInvoice<V>(
  service: InvoicesService,
  em: EntityManager,
  auth: AuthInfo,
  quoteId: string,
  input: InvoiceData,
  view: (invoice: Invoice) => V,
): Promise<V> {
  let seen: V | undefined;
  try {
    await em.transactional(async (tx) => {
      const draft = await service.create(tx, auth, quoteId, input);
      seen = view(await service.get(tx, draft.id));
      throw PREVIEW_ONLY;
    });
  } catch (err) {
    if (err !== PREVIEW_ONLY) throw err;
  }
  return seen as V;
}
