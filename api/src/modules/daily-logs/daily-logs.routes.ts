import { dailyLogKeySchema, dailyLogPeriodSchema } from '@chantiers/schema';
import express, { type Response, type Router } from 'express';
import type { Context } from '../../core/context/context';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { parseInput } from '../../core/errors/parse';
import { type ContextFor, handle } from '../../core/http/handler';
import { fileAnswer, MEDIA, type RouterOperation, uuidParam } from '../../core/rest/router-doc';
import type { Site } from '../sites';
import type { DailyLog } from './daily-log.entity';
import { renderDailyLogPdf } from './pdf/daily-log-pdf';
import { dailyLogPdfData } from './pdf/daily-log-pdf.data';

const SITE = uuidParam('idChantier', 'Le chantier.');
const DAY_PARAM = { name: 'jour', in: 'path', description: 'Le jour, AAAA-MM-JJ.', schema: { type: 'string', format: 'date' } } as const;
const dateQuery = (name: string, description: string) =>
  ({ name, in: 'query', required: true, description, schema: { type: 'string', format: 'date' } }) as const;

/** A name a file system and a mail client keep: 'journal-villa-anfa-2026-11-30.pdf'. */
const fileName = (site: Site, suffix: string) =>
  `journal-${site.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60)}-${suffix}.pdf`;

async function sendPdf(
  ctx: Context,
  auth: AuthInfo,
  res: Response,
  site: Site,
  logs: DailyLog[],
  period: { from: string; to: string } | null,
  name: string,
) {
  const data = await dailyLogPdfData(ctx.em, ctx.services.files, ctx.services.dailyLogs, auth, site, logs, period);
  const pdf = await renderDailyLogPdf(data);
  res
    .status(200)
    .type('application/pdf')
    .setHeader('Content-Disposition', `inline; filename="${fileName(site, name)}"`)
    .setHeader('Cache-Control', 'private, no-store')
    .send(pdf);
}

export const dailyLogsDoc: readonly RouterOperation[] = [
  {
    method: 'get',
    path: '/{idChantier}/journal/{jour}/pdf',
    summary: 'Télécharger le journal d’un jour en PDF',
    description:
      "Le journal du jour à l'en-tête de l'entreprise : météo, effectifs, matériel, livraisons, événements, photos, signature et additifs.",
    access: 'dailyLogs.export',
    parameters: [SITE, DAY_PARAM],
    responses: fileAnswer('Le PDF du journal.', [MEDIA.pdf]),
  },
  {
    method: 'get',
    path: '/{idChantier}/journal/periode/pdf',
    summary: 'Télécharger les journaux d’une période en PDF',
    description: 'Les journaux enregistrés de la période (62 jours au plus), du plus ancien au plus récent, chaque jour sur sa page.',
    access: 'dailyLogs.export',
    parameters: [SITE, dateQuery('du', 'Premier jour, AAAA-MM-JJ.'), dateQuery('au', 'Dernier jour, AAAA-MM-JJ.')],
    responses: fileAnswer('Le PDF des journaux de la période.', [MEDIA.pdf]),
  },
];

/** `/api/v1/chantiers/{idChantier}/journal/…/pdf`: the PDF of a day's log, and of a period's. */
export function dailyLogsRouter(contextFor: ContextFor): Router {
  const router = express.Router();
  router.get(
    '/:idChantier/journal/periode/pdf',
    handle(contextFor, 'dailyLogs.export', async (ctx, auth, req, res) => {
      const key = parseInput(dailyLogKeySchema, { siteId: req.params.idChantier, day: '2000-01-01' });
      const period = parseInput(dailyLogPeriodSchema, { from: req.query.du, to: req.query.au });
      const logs = await ctx.services.dailyLogs.list(ctx.em, key.siteId, period.from, period.to, true);
      if (!logs.length) throw AppError.notFound('dailyLog.period.empty');
      await sendPdf(ctx, auth, res, logs[0].site, logs, period, `${period.from}-${period.to}`);
    }),
  );
  router.get(
    '/:idChantier/journal/:jour/pdf',
    handle(contextFor, 'dailyLogs.export', async (ctx, auth, req, res) => {
      const key = parseInput(dailyLogKeySchema, { siteId: req.params.idChantier, day: req.params.jour });
      const { site, log } = await ctx.services.dailyLogs.day(ctx.em, key.siteId, key.day);
      if (!log) throw AppError.notFound('dailyLog.notFound');
      await sendPdf(ctx, auth, res, site, [log], null, key.day);
    }),
  );
  return router;
}
