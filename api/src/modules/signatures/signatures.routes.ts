import { signatureToken } from '@chantiers/schema';
import express, { type Response, type Router } from 'express';
import * as z from 'zod/mini';
import { parseId, parseInput } from '../../core/errors/parse';
import { type ContextFor, handle, handlePublic } from '../../core/http/handler';
import { fileAnswer, MEDIA, type RouterOperation, uuidParam } from '../../core/rest/router-doc';

const TOKEN = { name: 'jeton', in: 'path', description: 'Le jeton du lien reçu par e-mail.', schema: { type: 'string' } } as const;
const SESSION = {
  name: 'X-Signature-Session',
  in: 'header',
  description: 'La session rendue par la vérification du code.',
  schema: { type: 'string' },
} as const;

const sendPdf = (res: Response, filename: string, bytes: Buffer) =>
  res
    .status(200)
    .type('application/pdf')
    .setHeader('Content-Disposition', `inline; filename="${filename.replace(/[^\w.-]+/g, '_')}"`)
    .setHeader('Cache-Control', 'private, no-store')
    .send(bytes);

export const signaturesDoc: readonly RouterOperation[] = [
  {
    method: 'get',
    path: '/{id}/pdf',
    summary: 'Télécharger le document signé',
    description: 'Le PDF tel qu’envoyé, suivi de la page de certificat : signataire, date, adresse IP et empreinte SHA-256.',
    access: 'signatures.read',
    parameters: [uuidParam('id', 'La demande de signature.')],
    responses: fileAnswer('Le PDF signé.', [MEDIA.pdf]),
  },
  {
    method: 'get',
    path: '/lien/{jeton}/document',
    summary: 'Lire le document à signer (client, sans compte)',
    description: 'Le PDF tel qu’il sera signé, après la vérification du code envoyé par e-mail.',
    access: 'public',
    parameters: [TOKEN, SESSION],
    responses: fileAnswer('Le PDF à signer.', [MEDIA.pdf]),
  },
];

/** `/api/v1/signatures/{id}/pdf` (the company's signed copy) and `/api/v1/signatures/lien/{jeton}/document` (the client's reading). */
export function signaturesRouter(contextFor: ContextFor): Router {
  const router = express.Router();
  router.get(
    '/lien/:jeton/document',
    handlePublic(contextFor, async (ctx, req, res) => {
      const token = parseInput(z.object({ token: signatureToken }), { token: req.params.jeton }).token;
      const session = req.get('X-Signature-Session') ?? '';
      const { filename, bytes } = await ctx.services.signatures.documentPdf(ctx.em, token, session, ctx.meta.ip);
      sendPdf(res, filename, bytes);
    }),
  );
  router.get(
    '/:id/pdf',
    handle(contextFor, 'signatures.read', async (ctx, _auth, req, res) => {
      const { filename, bytes } = await ctx.services.signatures.signedPdf(ctx.em, parseId(req.params.id));
      sendPdf(res, filename, bytes);
    }),
  );
  return router;
}
