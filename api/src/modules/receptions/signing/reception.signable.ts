import { LockMode } from '@mikro-orm/core';
import type { AuthInfo } from '../../../core/auth/auth-info';
import type { FilesService } from '../../../core/files/files.service';
import { fingerprintOf, type Signable } from '../../signatures';
import { renderReceptionPdf } from '../pdf/reception-pdf';
import { receptionPdfData, receptionPdfName } from '../pdf/reception-pdf.data';
import { Reception } from '../reception.entity';
import type { ReceptionsService } from '../receptions.service';

const KIND = { PROVISIONAL: 'provisoire', FINAL: 'définitive' } as const;

/**
 * A PV de réception signed by the company on the screen, sent to the client's representative to sign by link: signed,
 * the PV is complete (their name, and their drawing when drawn). A refusal leaves it awaiting, its reason told to the
 * company (the parties meet again).
 */
export function receptionSignable(receptions: ReceptionsService, files: FilesService): Signable {
  return {
    kind: 'RECEPTION',
    async load(tx, id, lock) {
      if (lock && !(await tx.findOne(Reception, { id }, { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE }))) return null;
      const reception = await tx.findOne(Reception, { id }, { populate: ['site'], refresh: true });
      if (!reception) return null;
      const client = reception.parties.find((p) => p.role === 'CLIENT');
      return {
        id: reception.id,
        siteId: reception.site.id,
        link: `/detail-chantier/${reception.site.id}/reception`,
        title: `Procès-verbal de réception ${KIND[reception.kind]} — ${reception.site.name}`,
        client: client ? { name: client.name, email: null } : null,
        fingerprint: fingerprintOf({ updatedAt: reception.updatedAt.toISOString(), status: reception.status }),
        notSignable: reception.status === 'AWAITING' ? null : 'signature.why.reception',
      };
    },
    async pdf(tx, caller, id) {
      const reception = await receptions.get(tx, id);
      const data = await receptionPdfData(tx, files, receptions, caller as AuthInfo, reception);
      return { filename: receptionPdfName(reception), bytes: await renderReceptionPdf(data) };
    },
    async signed(tx, id, signer) {
      await receptions.clientSignedByLink(tx, id, signer);
    },
    async refused() {},
  };
}
