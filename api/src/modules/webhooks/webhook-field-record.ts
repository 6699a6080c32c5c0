import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChangeOrder } from '../quotes';
import type { Reception } from '../receptions';
import { envelope, queueWebhook } from './webhook-emit';

/** A PV signed by both parties: its kind, day, site, signers and how many réserves it lists. */
export const receptionSigned = (tx: EntityManager, r: Reception, site: { id: string; name: string }) =>
  queueWebhook(
    tx,
    envelope(r.company.id, 'reception.signed', {
      reception: {
        id: r.id,
        kind: r.kind,
        date: r.date,
        site: { id: site.id, name: site.name },
        signedAt: r.signedAt?.toISOString() ?? null,
        companySignerName: r.companySignerName ?? null,
        clientSignerName: r.clientSignerName ?? null,
        withReserves: r.reserves.length > 0,
        reserves: r.reserves.length,
      },
    }),
  );

/** An avenant accepted: what it adds to (or takes from) the contract, decimal strings. */
export const changeOrderAccepted = (tx: EntityManager, o: ChangeOrder, quote: { id: string; reference: string }) =>
  queueWebhook(
    tx,
    envelope(o.company.id, 'change_order.accepted', {
      changeOrder: {
        id: o.id,
        reference: o.reference,
        label: o.label,
        quote: { id: quote.id, reference: quote.reference },
        deltaHT: o.deltaHT,
        deltaVAT: o.deltaVAT,
        deltaTTC: o.deltaTTC,
        decidedAt: o.decidedAt?.toISOString() ?? null,
        byClientLink: !o.decidedBy,
      },
    }),
  );
