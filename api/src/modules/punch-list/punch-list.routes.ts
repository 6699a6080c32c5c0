import { reserveFilterSchema } from '@chantiers/schema';
import express, { type Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { parseId, parseInput } from '../../core/errors/parse';
import { type ContextFor, handle } from '../../core/http/handler';
import { fileAnswer, MEDIA, type RouterOperation, uuidParam } from '../../core/rest/router-doc';
import { siteIdArg } from '../../core/records/list-args';
import { Site } from '../sites';
import { reservesPdfData } from './pdf/reserves-pdf.data';
import { renderReservesPdf } from './pdf/reserves-pdf';
import { reserveFilterOfQuery } from './punch-list.rest';

const textQuery = (name: string, description: string) => ({ name, in: 'query', description, schema: { type: 'string' } }) as const;

/** 'reserves-villa-anfa-2026-11-30.pdf': a name a file system and a mail client keep. */
export const reservesPdfName = (siteName: string, day: string) =>
  `reserves-${
    siteName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'chantier'
  }-${day}.pdf`;

export const punchListDoc: readonly RouterOperation[] = [
  {
    method: 'get',
    path: '/{idChantier}/reserves/pdf',
    summary: 'Télécharger les réserves du chantier en PDF',
    description:
      "Les réserves du filtre (les mêmes clés que la liste : plan, metier, statut, responsable ; 300 au plus), par numéro, à l'en-tête de " +
      "l'entreprise : titre, corps de métier, statut, responsable, échéance, un extrait du plan autour de la réserve et ses photos.",
    access: 'reserves.read',
    parameters: [
      uuidParam('idChantier', 'Le chantier.'),
      textQuery('plan', 'Un plan du chantier (id).'),
      textQuery('metier', 'Le corps de métier (le même mot, accents et casse à part).'),
      textQuery('statut', 'OUVERTE, LEVEE, VALIDEE ou REFUSEE.'),
      textQuery('responsable', 'L’id d’une personne ou d’un partenaire, ou une partie du nom du responsable.'),
    ],
    responses: fileAnswer('Le PDF des réserves.', [MEDIA.pdf]),
  },
];

export const partnerReservesDoc: readonly RouterOperation[] = [
  {
    method: 'get',
    path: '/reserves/{id}/plan',
    summary: 'L’extrait du plan d’une réserve confiée au partenaire',
    description: 'Le plan autour de la réserve, la réserve marquée (JPEG, 640 px de large au plus) ; une réserve confiée à un autre : 404.',
    access: 'partner.reserves.read',
    parameters: [uuidParam('id', 'La réserve.')],
    responses: fileAnswer('L’extrait du plan.', ['image/jpeg']),
  },
];

/** `/api/v1/partenaire/reserves/{id}/plan`: the plan around a partner's réserve, its pin drawn, as a JPEG. */
export function partnerReservesRouter(contextFor: ContextFor): Router {
  const router = express.Router();
  router.get(
    '/reserves/:id/plan',
    handle(contextFor, 'partner.reserves.read', async (ctx, auth, req, res) => {
      const crop = await ctx.services.partnerReserves.planCrop(ctx.em, auth, parseId(String(req.params.id)));
      if (!crop) throw AppError.notFound('plan.notFound');
      res
        .status(200)
        .type('image/jpeg')
        .setHeader('Content-Disposition', 'inline; filename="plan.jpg"')
        .setHeader('Cache-Control', 'private, max-age=300');
      res.send(crop.bytes);
    }),
  );
  return router;
}

/** `/api/v1/chantiers/{idChantier}/reserves/pdf`: the site's réserves of the list's filter, as a PDF. */
export function punchListRouter(contextFor: ContextFor): Router {
  const router = express.Router();
  router.get(
    '/:idChantier/reserves/pdf',
    handle(contextFor, 'reserves.read', async (ctx, auth, req, res) => {
      const siteId = siteIdArg(String(req.params.idChantier));
      const filter = parseInput(reserveFilterSchema, reserveFilterOfQuery(req));
      // The tenant and a USER's site filters apply: another's site is answered as if it did not exist.
      const site = await ctx.em.findOne(Site, { id: siteId });
      if (!site) throw AppError.notFound('site.notFound');
      const data = await reservesPdfData(ctx.em, ctx.services.files, ctx.services.reserves, auth, site, filter);
      const pdf = await renderReservesPdf(data);
      res
        .status(200)
        .type('application/pdf')
        .setHeader('Content-Disposition', `inline; filename="${reservesPdfName(data.site.name, data.printedOn)}"`)
        .setHeader('Cache-Control', 'private, no-store')
        .send(pdf);
    }),
  );
  return router;
}
