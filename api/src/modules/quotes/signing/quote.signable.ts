import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../../../core/auth/auth-info';
import type { FilesService } from '../../../core/files/files.service';
import { renderDocumentPdf } from '../../../core/documents/pdf/document-pdf';
import { todayInMorocco } from '../../../core/time/morocco';
import { fingerprintOf, type Signable } from '../../signatures';
import { quotePdfData } from '../quote-pdf-data';
import { statusOf } from '../quote-status';
import { Quote } from '../quote.entity';
import type { QuotesService } from '../quotes.service';

/** A quote, signed by its client by link: signed, it is accepted as if the company had recorded the client's yes. */
export function quoteSignable(quotes: QuotesService, files: FilesService): Signable {
  return {
    kind: 'QUOTE',
    async load(tx: EntityManager, id: string, lock: boolean) {
      if (lock && !(await tx.findOne(Quote, { id }, { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE }))) return null;
      const quote = await tx.findOne(Quote, { id }, { populate: ['client', 'site', 'lines'], refresh: true });
      if (!quote) return null;
      return {
        id: quote.id,
        siteId: quote.site?.id ?? null,
        link: `/devis/${quote.id}`,
        title: `Devis ${quote.reference}${quote.object ? ` — ${quote.object}` : ''}`,
        client: quote.client ? { name: quote.client.name, email: quote.client.email ?? null } : null,
        // Its content and its last change: any edit after sending voids the link.
        fingerprint: fingerprintOf({ updatedAt: quote.updatedAt.toISOString(), totalTTC: quote.totalTTC, validUntil: quote.validUntil }),
        notSignable: statusOf(quote, todayInMorocco()) === 'EN_COURS' ? null : 'signature.why.quote',
      };
    },
    async pdf(tx, caller, id) {
      const quote = await quotes.get(tx, id);
      const data = await quotePdfData(tx, files, caller as AuthInfo, quote);
      return { filename: `${quote.reference}.pdf`, bytes: await renderDocumentPdf(data) };
    },
    async signed(tx, id) {
      await quotes.decideIn(tx, id, 'ACCEPTE', null);
    },
    async refused(tx, id) {
      await quotes.decideIn(tx, id, 'REFUSE', null);
    },
  };
}
