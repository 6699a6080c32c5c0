import { LIMITS, translate } from '@chantiers/schema';
import express, { type Router } from 'express';
import { fileAnswer, type RouterOperation, uuidParam } from '../rest/router-doc';
import { AppError } from '../errors/app-error';
import { type ContextFor, handle, handlePublic } from '../http/handler';
import { sendError } from '../http/send-error';
import { isUuid } from '../ids';
import { FILE_KINDS, isFileKind } from './file-kinds';
import { receiveOneFile } from './multipart';

/** Every type a stored file can have. */
const STORED_TYPES = [...new Set(Object.values(FILE_KINDS).flatMap((k) => k.types))];

const UPLOAD = {
  method: 'post',
  path: '/',
  summary: 'Envoyer un fichier',
  description:
    "Stocke un fichier (image ou document) et répond son identifiant, qu'une opération donne ensuite à un enregistrement " +
    `(logo, photo, document). Un fichier qu'aucun enregistrement ne prend est supprimé après un jour. ${LIMITS.uploadMaxBytes / 1_000_000} Mo au plus ; ` +
    'le type est lu dans le contenu, et l’extension du nom doit lui correspondre.',
  access: 'files.upload',
  tag: 'files',
  parameters: [
    {
      name: 'kind',
      in: 'query',
      description: Object.entries(FILE_KINDS)
        .map(([kind, k]) => `\`${kind}\` : ${k.types.join(', ')}`)
        .join(' ; '),
      schema: { type: 'string', enum: Object.keys(FILE_KINDS), default: 'image' },
    },
  ],
  form: { files: [{ name: 'file', description: 'Le fichier.', mediaTypes: STORED_TYPES, required: true }] },
  responses: {
    201: {
      description: 'Stocké.',
      content: {
        'application/json': {
          type: 'object',
          required: ['id', 'name', 'contentType', 'size', 'url'],
          properties: {
            id: { type: 'string', format: 'uuid', description: "L'identifiant à donner à l'opération qui prend le fichier." },
            name: { type: 'string', description: 'Le nom du fichier, nettoyé.' },
            contentType: { type: 'string', enum: STORED_TYPES, description: 'Le type lu dans le contenu.' },
            size: { type: 'integer', description: 'En octets.' },
            url: { type: 'string', description: 'URL signée du fichier (`GET /api/v1/files/{id}`), valable un jour au plus.' },
          },
        },
      },
    },
  },
} satisfies RouterOperation;

const DOWNLOAD = {
  method: 'get',
  path: '/{id}',
  summary: 'Télécharger un fichier par son URL signée',
  description:
    "L'URL signée que donnent l'envoi et les enregistrements (`url`, `photo`, `logo`…), sans jeton : une balise `<img>` ne peut " +
    'pas en envoyer ; la signature est la preuve. Une signature fausse, une URL expirée ou un fichier inconnu répondent 404.',
  access: 'public',
  tag: 'files',
  parameters: [
    uuidParam('id', 'Le fichier.'),
    { name: 'exp', in: 'query', required: true, description: "L'expiration de l'URL (secondes depuis 1970).", schema: { type: 'integer' } },
    { name: 'sig', in: 'query', required: true, description: "La signature de l'URL." },
  ],
  responses: {
    ...fileAnswer('Le fichier, dans son type.', STORED_TYPES, { 'Cache-Control': "`private, max-age=…` : jusqu'à l'expiration de l'URL." }),
    302: {
      description: 'Avec le stockage objet (FILES_DRIVER=s3) : le fichier est à cette adresse du stockage, présignée pour quelques minutes.',
      headers: { Location: "L'URL présignée du stockage objet." },
    },
  },
} satisfies RouterOperation;

/** The OpenAPI description of the routes below (rest/openapi/router-doc.ts). */
export const filesDoc: readonly RouterOperation[] = [UPLOAD, DOWNLOAD];

/**
 * `POST /api/v1/files?kind=image|document` (multipart field `file`, bearer) stores an upload and answers its id,
 * which GraphQL mutations then take. `GET /api/v1/files/:id?exp&sig` serves a file through a signed URL.
 */
export function filesRouter(contextFor: ContextFor): Router {
  const router = express.Router();

  router.post(
    '/',
    handle(contextFor, UPLOAD.access, async (ctx, auth, req, res) => {
      const kind = req.query.kind ?? 'image';
      if (!isFileKind(kind)) throw AppError.badInput({ kind: 'error.request.invalid' });
      const file = await receiveOneFile(req, res, 'file');
      if (!file) throw AppError.badInput({ file: 'file.missing' });
      const saved = await ctx.services.files.upload(ctx.em, {
        companyId: auth.companyId,
        userId: auth.userId,
        name: file.name,
        bytes: file.bytes,
        kind,
      });
      res.status(201).json(saved);
    }),
  );

  // No bearer: an <img> cannot send one. The signature is the proof (readSigned checks it and `exp`).
  router.get(
    '/:id',
    handlePublic(contextFor, async (ctx, req, res) => {
      const id = String(req.params.id);
      const found = isUuid(id)
        ? await ctx.services.files.readSigned(ctx.em, id, req.query.exp as string | undefined, req.query.sig as string | undefined)
        : null;
      if (!found) return sendError(res, { code: 'NOT_FOUND', status: 404, message: translate('file.notFound'), traceId: ctx.meta.requestId });
      if ('redirect' in found) {
        // In an object store: the browser fetches the bytes there, by a URL of minutes, asked again after those minutes.
        res.setHeader('Cache-Control', 'private, max-age=240');
        return res.redirect(302, found.redirect);
      }
      const file = found.bytes;
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Length', String(file.size));
      // Cached no longer than the URL lives (readSigned checked `exp`).
      const maxAge = Math.max(0, Math.floor(Number(req.query.exp) - Date.now() / 1000));
      res.setHeader('Cache-Control', `private, max-age=${maxAge}, immutable`);
      res.setHeader('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      // A stored file never runs as a page of this origin, whatever it contains. Only PDFs and images are stored
      // (read by their content), so the app's own pages may show them in a frame (a document's preview).
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox");
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      res.end(file.bytes);
    }),
  );

  return router;
}
