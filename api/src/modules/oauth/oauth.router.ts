import { randomBytes } from 'node:crypto';
import { type Request, type Response, Router } from 'express';
import { OIDC_SLOTS } from '../../config';
import type { Context } from '../../core/context/context';
import { AppError } from '../../core/errors/app-error';
import { handlePublic } from '../../core/http/handler';
import { redirectAnswer, type RouterOperation, type RouterParameter } from '../../core/rest/router-doc';
import { ProviderUnavailable } from './oauth.service';
import { appRedirect, withParam } from './redirect-uri';

/** Binds a sign-in to the browser that started it: a state seen elsewhere (a stolen link) cannot finish it. */
export const BROWSER_COOKIE = 'chantiers_oauth';
const BROWSER_SECRET = /^[\w-]{43}$/;

function cookieOf(req: Request, name: string): string | null {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The app's own origin: APP_URL's, else the one this request came to (development, the embedded database's
 * `npm start`). The redirect URI registered at the provider derives from it.
 */
function appBase(ctx: Context, req: Request): string {
  return ctx.services.oauth.appUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

const originOfBase = (base: string) => new URL(base).origin;

const PROVIDER: RouterParameter = {
  name: 'provider',
  in: 'path',
  description: 'Le fournisseur OpenID Connect ; un emplacement non configuré répond 404.',
  schema: { type: 'string', enum: OIDC_SLOTS.map((s) => s.id) },
};
const OAUTH_ERRORS = '`rate_limited`, `provider`, `state`, `cancelled`, `email`, `unverified`, `disabled`';

/** Browser navigations, not API calls: each answers a redirect. */
export const oauthDoc: readonly RouterOperation[] = [
  {
    method: 'get',
    path: '/authorize/{provider}',
    summary: 'Se connecter avec un fournisseur (navigateur)',
    description:
      'Ouvre la connexion chez le fournisseur (code d’autorisation avec PKCE) et pose le cookie qui lie la connexion à ce navigateur. ' +
      `Une adresse de retour invalide répond 400, sans redirection ; les autres échecs reviennent à \`redirect_uri\` avec \`?oauth_error=\` (${OAUTH_ERRORS}).`,
    access: 'public',
    parameters: [
      PROVIDER,
      { name: 'redirect_uri', in: 'query', required: true, description: "L'adresse de l'application où revenir (même origine qu'APP_URL)." },
    ],
    responses: redirectAnswer('Vers le fournisseur, ou vers `redirect_uri` avec `?oauth_error=`.'),
  },
  {
    method: 'get',
    path: '/callback/{provider}',
    summary: 'Retour du fournisseur (adresse de redirection enregistrée chez lui)',
    description:
      'Vérifie l’état, le navigateur et le jeton d’identité, puis revient à l’application : `?oauth_code=` (à échanger par la mutation ' +
      '`exchangeOAuthCode`, 60 s), `/inscription-sociale?ticket=` pour un nouveau compte, ou `?oauth_error=`.',
    access: 'public',
    parameters: [
      PROVIDER,
      { name: 'state', in: 'query', description: "L'état donné au départ." },
      { name: 'code', in: 'query', description: "Le code d'autorisation du fournisseur." },
      { name: 'error', in: 'query', description: 'Le refus du fournisseur (`access_denied` : annulé).' },
    ],
    responses: redirectAnswer("Vers l'application."),
  },
];

/**
 * `GET /oauth2/authorize/{provider}?redirect_uri=…` (SPEC §7) and `GET /oauth2/callback/{provider}`, the redirect URI
 * registered at the provider. Answered at the root and under /api/v1 (oauth.module.ts).
 */
export function oauthRouter(contextFor: (req: Request) => Context): Router {
  const router = Router();

  router.get(
    '/authorize/:provider',
    handlePublic(contextFor, async (ctx, req, res) => {
      const provider = ctx.services.oauth.provider(String(req.params.provider));
      if (!provider) throw AppError.notFound('oauth.provider.unknown');
      const base = appBase(ctx, req);
      const redirectUri = appRedirect(req.query.redirect_uri, originOfBase(base));
      // No redirect at all on a bad return address: that is the open redirect this check exists to refuse.
      if (!redirectUri) throw new AppError('BAD_USER_INPUT', 'oauth.redirect.invalid', { redirect_uri: 'oauth.redirect.invalid' });
      try {
        await ctx.services.oauth.limit(ctx.em, 'authorize', ctx.meta.ip);
      } catch (err) {
        if (err instanceof AppError && err.code === 'RATE_LIMITED') return redirect(res, withParam(redirectUri, 'oauth_error', 'rate_limited'));
        throw err;
      }
      // One secret per browser, kept while it lives: two sign-ins started in two tabs both finish.
      const existing = cookieOf(req, BROWSER_COOKIE);
      const browserSecret = existing && BROWSER_SECRET.test(existing) ? existing : randomBytes(32).toString('base64url');
      let location: string;
      try {
        location = await ctx.services.oauth.authorize(ctx.em, provider, {
          callbackUrl: `${base}/oauth2/callback/${provider.id}`,
          redirectUri,
          browserSecret,
          ip: ctx.meta.ip,
        });
      } catch (err) {
        // The provider's discovery failed (down, misconfigured): the person goes back with a message, not a 500.
        if (!(err instanceof ProviderUnavailable)) throw err;
        ctx.logger.error({ err, provider: provider.id }, 'social sign-in: provider unreachable');
        return redirect(res, withParam(redirectUri, 'oauth_error', 'provider'));
      }
      res.cookie(BROWSER_COOKIE, browserSecret, {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure || base.startsWith('https:'),
        path: '/',
        maxAge: 10 * 60_000,
      });
      redirect(res, location);
    }),
  );

  router.get(
    '/callback/:provider',
    handlePublic(contextFor, async (ctx, req, res) => {
      const provider = ctx.services.oauth.provider(String(req.params.provider));
      if (!provider) throw AppError.notFound('oauth.provider.unknown');
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(req.query)) if (typeof value === 'string') query.set(key, value);
      const location = await ctx.services.oauth.callback(ctx.em, provider, {
        query,
        browserSecret: cookieOf(req, BROWSER_COOKIE),
        fallback: `${originOfBase(appBase(ctx, req))}/sign-in`,
        meta: ctx.meta,
        logger: ctx.logger,
      });
      redirect(res, location);
    }),
  );

  return router;
}

function redirect(res: Response, location: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(302, location);
}
