import type { EntityManager } from '@mikro-orm/postgresql';
import type { SignatureRequest } from '../signatures';
import { envelope, queueWebhook } from './webhook-emit';

/** A document answered by its client through a signature link: `document.signed` or `document.refused`, with the proof. */
export const signatureAnswered = (tx: EntityManager, r: SignatureRequest) =>
  queueWebhook(
    tx,
    envelope(r.company.id, r.status === 'SIGNED' ? 'document.signed' : 'document.refused', {
      signature: {
        id: r.id,
        document: { kind: r.documentKind, id: r.documentId, title: r.title },
        siteId: r.siteId ?? null,
        recipientEmail: r.recipientEmail,
        status: r.status,
        signerName: r.signerName ?? null,
        answeredAt: r.answeredAt?.toISOString() ?? null,
        ip: r.answerIp ?? null,
        pdfSha256: r.pdfSha256,
        refusalReason: r.refusalReason ?? null,
      },
    }),
  );
