import { isUuid } from '../../../core/ids';
import express, { type Router } from 'express';
import { AppError } from '../../../core/errors/app-error';
import { type ContextFor, handle } from '../../../core/http/handler';
import { FILE_KINDS } from '../../../core/files/file-kinds';
import { fileAnswer, type RouterOperation, uuidParam } from '../../../core/rest/router-doc';
import type { SiteImageKind } from './site-images.service';

/** The legacy paths (SPEC §7), the image each one serves and its name in French. */
const LEGACY_PATHS: Record<string, { kind: SiteImageKind; what: string }> = {
  getphotochantier: { kind: 'PHOTO', what: 'la photo du chantier' },
  getplanchantier: { kind: 'PLAN', what: 'le plan du chantier' },
  getphotoclient: { kind: 'CLIENT_PHOTO', what: 'la photo du client' },
};
const ACTION = 'sites.images.read';

export const siteImagesDoc: readonly RouterOperation[] = Object.entries(LEGACY_PATHS).map(([path, { what }]) => ({
  method: 'get',
  path: `/${path}/{id}`,
  summary: `Télécharger ${what}`,
  description: "Un chantier d'une autre entreprise, inconnu ou sans cette image répond 404.",
  access: ACTION,
  parameters: [uuidParam('id', 'Le chantier.')],
  responses: fileAnswer(`L'image (${what}).`, FILE_KINDS.image.types, { 'Cache-Control': '`private, max-age=300` : l’image peut être remplacée.' }),
}));

/**
 * `GET /api/v1/images/{getphotochantier|getplanchantier|getphotoclient}/:siteId` (bearer): the image's bytes for
 * a member of the site's company. They serve files, not GraphQL answers, so they sit outside the REST facade.
 * Another company's site, an unknown one and a site without that image all answer the same 404.
 */
export function siteImagesRouter(contextFor: ContextFor): Router {
  const router = express.Router();

  for (const [path, { kind }] of Object.entries(LEGACY_PATHS)) {
    router.get(
      `/${path}/:id`,
      handle(contextFor, ACTION, async (ctx, _auth, req, res) => {
        const id = String(req.params.id);
        const file = isUuid(id) ? await ctx.services.siteImages.image(ctx.em, id.toLowerCase(), kind) : null;
        if (!file) throw AppError.notFound('file.notFound');
        res.setHeader('Content-Type', file.contentType);
        res.setHeader('Content-Length', String(file.size));
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // Private: the answer depends on the bearer. Short: the image can be replaced under the same path.
        res.setHeader('Cache-Control', 'private, max-age=300');
        res.setHeader('Vary', 'Authorization');
        res.setHeader('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
        // A stored file never runs as a page of this origin, whatever it contains.
        res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        res.end(file.bytes);
      }),
    );
  }

  return router;
}
