import { LockMode } from '@mikro-orm/core';
import { compareDecimal } from '@chantiers/schema';
import type { FilesService } from '../../../core/files/files.service';
import { renderDocumentPdf } from '../../../core/documents/pdf/document-pdf';
import { fingerprintOf, type Signable } from '../../signatures';
import { Invoice } from '../invoice.entity';
import { invoicePdfData } from '../invoice-pdf-data';
import type { InvoicesService } from '../invoices.service';

/**
 * A situation (progress statement) signed by the client by link: the maître d'ouvrage's approval of the progress it
 * bills. It changes nothing the invoice says (an issued invoice never changes): the signed copy and its proof are
 * the signature request's. A credit note on it since it was sent voids the link.
 */
export function situationSignable(invoices: InvoicesService, files: FilesService): Signable {
  return {
    kind: 'SITUATION',
    async load(tx, id, lock) {
      if (lock && !(await tx.findOne(Invoice, { id }, { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE }))) return null;
      const invoice = await tx.findOne(Invoice, { id }, { populate: ['quote.client', 'site'], refresh: true });
      if (!invoice) return null;
      const client = invoice.quote.client;
      const credited = compareDecimal(invoice.creditedAmount, 0) > 0;
      return {
        id: invoice.id,
        siteId: invoice.site.id,
        link: `/factures/${invoice.id}`,
        title: `Situation ${invoice.reference} — ${invoice.label}`,
        client: client ? { name: client.name, email: client.email ?? null } : null,
        fingerprint: fingerprintOf({ totalTTC: invoice.totalTTC, netToPay: invoice.netToPay, credited: invoice.creditedAmount }),
        notSignable: invoice.kind === 'SITUATION' && !credited ? null : 'signature.why.situation',
      };
    },
    async pdf(tx, _caller, id) {
      const invoice = await invoices.get(tx, id);
      return { filename: `${invoice.reference}.pdf`, bytes: await renderDocumentPdf(await invoicePdfData(tx, files, invoice)) };
    },
    // The approval is the request's own record; a refusal is told to the company with its reason.
    async signed() {},
    async refused() {},
  };
}
