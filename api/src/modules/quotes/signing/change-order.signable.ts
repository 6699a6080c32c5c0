import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FilesService } from '../../../core/files/files.service';
import { renderDocumentPdf } from '../../../core/documents/pdf/document-pdf';
import { fingerprintOf, type Signable } from '../../signatures';
import { ChangeOrder } from '../change-orders/change-order.entity';
import { changeOrderPdfData } from '../change-orders/change-order-pdf-data';
import type { ChangeOrdersService } from '../change-orders/change-orders.service';
import { Quote } from '../quote.entity';

async function loadOrder(
  tx: EntityManager,
  id: string,
  lock: boolean,
): Promise<{ order: ChangeOrder; quote: Quote; accepted: ChangeOrder[] } | null> {
  // In the order the avenant's acceptance takes them (acceptIn): the avenant, then its quote.
  const head = await tx.findOne(ChangeOrder, { id }, { fields: ['id', 'quote'], ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) });
  if (!head) return null;
  if (lock) await tx.findOne(Quote, { id: head.quote.id }, { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE });
  const order = await tx.findOne(ChangeOrder, { id }, { populate: ['lines'], refresh: true });
  const quote = order ? await tx.findOne(Quote, { id: order.quote.id }, { populate: ['client', 'site', 'lines'] }) : null;
  if (!order || !quote) return null;
  const accepted = await tx.find(ChangeOrder, { quote: quote.id, status: 'ACCEPTE', id: { $ne: order.id } }, { populate: ['lines'] });
  return { order, quote, accepted };
}

/**
 * An avenant, signed by the client by link: signed, it is accepted (checked again against the quote as it is then);
 * refused, it is refused with the client's reason. What it said when sent includes the avenants accepted before it:
 * another one accepted since changes the contract it amends, and voids the link.
 */
export function changeOrderSignable(orders: ChangeOrdersService, files: FilesService): Signable {
  return {
    kind: 'CHANGE_ORDER',
    async load(tx, id, lock) {
      const found = await loadOrder(tx, id, lock);
      if (!found) return null;
      const { order, quote, accepted } = found;
      return {
        id: order.id,
        siteId: quote.site?.id ?? null,
        link: `/devis/${quote.id}`,
        title: `Avenant ${order.reference} au devis ${quote.reference} — ${order.label}`,
        client: quote.client ? { name: quote.client.name, email: quote.client.email ?? null } : null,
        fingerprint: fingerprintOf({
          updatedAt: order.updatedAt.toISOString(),
          deltaTTC: order.deltaTTC,
          accepted: accepted.map((o) => o.id).sort(),
        }),
        notSignable: order.status === 'EN_COURS' && quote.status === 'ACCEPTE' ? null : 'signature.why.changeOrder',
      };
    },
    async pdf(tx, caller, id) {
      const found = await loadOrder(tx, id, false);
      if (!found) throw new Error(`avenant ${id} vanished while sent`);
      const data = await changeOrderPdfData(tx, files, caller.companyId, found.order, found.quote, found.accepted);
      return { filename: `${found.order.reference}.pdf`, bytes: await renderDocumentPdf(data) };
    },
    async signed(tx, id) {
      await orders.acceptIn(tx, id, null);
    },
    async refused(tx, id, reason) {
      await orders.refuseIn(tx, id, reason, null);
    },
  };
}
