import { translate } from '@chantiers/schema';
import express, { type Router } from 'express';
import { type ContextFor, handlePublic } from '../../core/http/handler';
import { sendError } from '../../core/http/send-error';
import { fileAnswer, MEDIA, type RouterOperation } from '../../core/rest/router-doc';

export const planningFeedDoc: readonly RouterOperation[] = [
  {
    method: 'get',
    path: '/{token}.ics',
    summary: "Le planning d'une personne pour un agenda (iCalendar)",
    description:
      "Le lien secret qu'un MANAGER crée pour une personne (mutation `createPlanningFeed`) : sans connexion, le jeton est la preuve. " +
      'Un jeton inconnu, révoqué ou mal formé répond 404.',
    access: 'public',
    parameters: [
      {
        name: 'token',
        in: 'path',
        description: 'Le jeton secret du lien (43 caractères).',
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
      },
    ],
    responses: fileAnswer('Le planning, au format iCalendar (RFC 5545).', [MEDIA.calendar]),
  },
];

/**
 * `GET /api/v1/calendriers/{token}.ics`: a person's planning for a calendar app, no sign-in (the token is the
 * credential). Whatever is wrong with the token answers the same bare 404.
 */
export function planningFeedRouter(contextFor: ContextFor): Router {
  const router = express.Router();
  router.get(
    '/:file',
    handlePublic(contextFor, async (ctx, req, res) => {
      const file = String(req.params.file);
      const ics = file.endsWith('.ics') ? await ctx.services.planningFeed.calendar(ctx.em, file.slice(0, -4), ctx.meta.ip) : null;
      if (ics === null) return sendError(res, { code: 'NOT_FOUND', status: 404, message: translate('feed.notFound'), traceId: ctx.meta.requestId });
      res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
      res.setHeader('Content-Disposition', 'inline; filename="planning.ics"');
      // A person's planning behind a secret URL: no shared or disk cache keeps it, the app asks again (REFRESH-INTERVAL).
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      res.send(ics);
    }),
  );
  return router;
}
