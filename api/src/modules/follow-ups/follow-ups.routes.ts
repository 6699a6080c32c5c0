import { followUpSchema, LIMITS, unsafeTextPath, UNSAFE_TEXT_MESSAGE } from '@chantiers/schema';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import multer from 'multer';
import type { Context } from '../../core/context/context';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { parseId, parseInput } from '../../core/errors/parse';
import { handle } from '../../core/http/handler';
import { FILE_KINDS } from '../../core/files/file-kinds';
import { type DocumentPdfRoute, addDocumentPdfRoute, documentPdfDoc } from '../../core/documents/pdf-route';
import type { FormFile, RouterOperation } from '../../core/rest/router-doc';
import type { ReceivedPhoto } from './follow-up-photos';
import type { FollowUp } from './follow-up.entity';
import { followUpViews } from './follow-up.view';
import { FOLLOW_UP_LEGACY_FIELDS, followUpInput, legacyFollowUp } from './follow-ups.rest';
import { MAX_PHOTOS } from './follow-ups.service';
import { followUpPdfName, renderFollowUpPdf } from './pdf/follow-up-pdf';
import { followUpPdfData } from './pdf/follow-up-pdf.data';

const MULTER_ERRORS: Record<string, () => AppError> = {
  LIMIT_FILE_SIZE: () => new AppError('PAYLOAD_TOO_LARGE', 'error.payloadTooLarge.message'),
  LIMIT_FIELD_VALUE: () => new AppError('PAYLOAD_TOO_LARGE', 'error.payloadTooLarge.message'),
  LIMIT_FILE_COUNT: () => AppError.badInput({ photoIds: 'followUp.photos.max' }),
};

/**
 * The photos of a multipart form, whatever their field's name ('photo', 'photos', 'photos[]'…), at most 12 of at most
 * the upload limit each (larger ones stop at the limit with 413), and its text fields into `req.body`.
 */
function receivePhotos(req: Request, res: Response): Promise<ReceivedPhoto[]> {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: LIMITS.uploadMaxBytes, files: MAX_PHOTOS, fields: 30, fieldSize: 64 * 1024, parts: MAX_PHOTOS + 30 },
  }).any();
  return new Promise((resolve, reject) => {
    parse(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) return reject((MULTER_ERRORS[err.code] ?? (() => AppError.badInput({ file: 'file.missing' })))());
      if (err) return reject(AppError.badInput({ file: 'file.missing' }));
      const files = ((req as Request & { files?: Express.Multer.File[] }).files ?? []) as Express.Multer.File[];
      // Browsers send multipart file names as UTF-8 while busboy reads latin1.
      resolve(files.map((f) => ({ name: Buffer.from(f.originalname, 'latin1').toString('utf8'), bytes: f.buffer })));
    });
  });
}

/** Errors name the legacy keys the client sent ('libelle', 'photos'), as the REST facade's do. */
function legacyError(err: unknown): unknown {
  if (!(err instanceof AppError) || !err.fields) return err;
  const fields = Object.fromEntries(
    Object.entries(err.fields).map(([k, v]) => [
      k
        .split('.')
        .map((p) => FOLLOW_UP_LEGACY_FIELDS[p] ?? p)
        .join('.'),
      v,
    ]),
  );
  return new AppError(err.code, err.messageId, fields, err.details);
}

/** Only multipart requests are answered here; a JSON body goes on to the REST facade's route. */
const multipartOnly = (req: Request, _res: Response, next: NextFunction) => (req.is('multipart/form-data') ? next() : next('router'));

async function answerSheet(ctx: Context, auth: AuthInfo, res: Response, status: number, sheet: FollowUp): Promise<void> {
  const [view] = await followUpViews(ctx, auth.companyId, [sheet]);
  res.status(status).json(legacyFollowUp(view));
}

/** A legacy multipart save or edit: the form's text, read as the JSON routes read it, and its photos. */
async function multipartInput(req: Request, res: Response) {
  const photos = await receivePhotos(req, res);
  const unsafe = unsafeTextPath(req.body);
  if (unsafe) throw AppError.badInput({ [unsafe.join('.')]: UNSAFE_TEXT_MESSAGE });
  return { input: parseInput(followUpSchema, followUpInput(req)), photos };
}

const SHEET_PDF: DocumentPdfRoute = {
  access: 'followUps.read',
  summary: 'Télécharger la fiche de suivi en PDF',
  description: "La fiche mise en page à l'en-tête de l'entreprise, avec ses photos.",
  idDescription: 'La fiche de suivi.',
  answer: 'Le PDF de la fiche.',
  render: async (ctx, auth, id) => {
    const sheet = await ctx.services.followUps.get(ctx.em, id);
    return {
      filename: followUpPdfName(sheet.label, sheet.visitDate),
      pdf: await renderFollowUpPdf(await followUpPdfData(ctx.em, ctx.services.files, auth, sheet)),
    };
  },
};

const PHOTOS: FormFile = {
  name: 'photos',
  description: `Les photos (${MAX_PHOTOS} au plus ; tout nom de champ convient : \`photo\`, \`photos[]\`…), redimensionnées par le serveur.`,
  mediaTypes: FILE_KINDS.image.types,
  many: true,
};
const ID_PHOTOS = {
  name: 'idPhotos',
  description: 'Les photos de la fiche à garder, dans l’ordre (id séparés par des virgules, ou une liste JSON) ; les photos envoyées suivent.',
};

const SAVE_FORM = {
  method: 'post',
  path: '/save',
  summary: 'En multipart/form-data, avec les photos dans le formulaire',
  description: 'Les champs texte sont les clés du corps JSON ; la fiche et ses photos sont enregistrées ensemble, ou rien.',
  access: 'followUps.create',
  form: { files: [PHOTOS], texts: [ID_PHOTOS] },
  extendsRoute: true,
} satisfies RouterOperation;

const EDIT_FORM = {
  ...SAVE_FORM,
  method: 'put',
  path: '/modifierSuivi/{id}',
  access: 'followUps.update',
} satisfies RouterOperation;

export const followUpsDoc: readonly RouterOperation[] = [documentPdfDoc(SHEET_PDF), SAVE_FORM, EDIT_FORM];

/**
 * `/api/v1/chantiers/suivis`: the sheet's PDF (`GET {id}/pdf`), and the legacy multipart save and edit
 * (`POST save`, `PUT modifierSuivi/{id}` with the photos in the form): the photos are checked, resized and stored with
 * the sheet in one transaction, so a refused form leaves nothing behind. JSON requests go on to the REST facade.
 */
export function followUpsRouter(contextFor: (req: Request) => Context): Router {
  const router = express.Router();
  addDocumentPdfRoute(router, contextFor, SHEET_PDF);
  router.post(
    '/save',
    multipartOnly,
    handle(contextFor, SAVE_FORM.access, async (ctx, auth, req, res) => {
      try {
        const { input, photos } = await multipartInput(req, res);
        await answerSheet(ctx, auth, res, 201, await ctx.services.followUps.create(ctx.em, auth, input, photos));
      } catch (err) {
        throw legacyError(err);
      }
    }),
  );
  router.put(
    '/modifierSuivi/:id',
    multipartOnly,
    handle(contextFor, EDIT_FORM.access, async (ctx, auth, req, res) => {
      try {
        const id = parseId(String(req.params.id));
        const { input, photos } = await multipartInput(req, res);
        await answerSheet(ctx, auth, res, 200, await ctx.services.followUps.update(ctx.em, auth, id, input, photos));
      } catch (err) {
        throw legacyError(err);
      }
    }),
  );
  return router;
}
