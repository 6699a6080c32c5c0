import type { Request, RequestHandler, Response } from 'express';
import type { Context } from '../context/context';
import type { AuthInfo } from '../auth/auth-info';
import { gateTokenRequest, isApiTokenBearer } from '../auth/api-token-access';
import { toPublicError } from '../errors/to-public';
import { type Action, authorize } from '../policies/authorize';
import { scopeToCompany } from '../tenancy/scope';
import { siteAccessFor } from '../tenancy/site-access';
import { sendError } from './send-error';

export type ContextFor = (req: Request) => Context;

/**
 * The one chain of every express entry point (downloads, uploads, exports): the request's context, the caller
 * (authenticated, then allowed by the policy table), the entity manager scoped to the caller's company, the handler,
 * and one error answer (the same body as GraphQL's and the REST facade's, internal errors logged with the trace id).
 */
export function handle(
  contextFor: ContextFor,
  action: Action,
  fn: (ctx: Context, auth: AuthInfo, req: Request, res: Response) => Promise<void>,
): RequestHandler {
  return (req, res) => {
    const ctx = contextFor(req);
    void (async () => {
      // A personal access token (issue 21): its RateLimit headers and the method's scope, as on the REST facade.
      const refusal =
        isApiTokenBearer(req.get('authorization')) && (await gateTokenRequest(ctx.authenticate, req.method, (n, v) => res.setHeader(n, v)));
      if (refusal) throw refusal;
      const auth = authorize(await ctx.authenticate(), action);
      scopeToCompany(ctx.em, auth.companyId, siteAccessFor(auth));
      await fn(ctx, auth, req, res);
    })().catch((err) => answerError(ctx, res, err));
  };
}

/** For entry points that need no signed-in caller (a signed URL carries its own proof): context and error answer. */
export function handlePublic(contextFor: ContextFor, fn: (ctx: Context, req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req, res) => {
    const ctx = contextFor(req);
    void fn(ctx, req, res).catch((err) => answerError(ctx, res, err));
  };
}

function answerError(ctx: Context, res: Response, err: unknown): void {
  const pub = toPublicError(err, ctx.meta.requestId);
  if (pub.internal) ctx.logger.error({ err, traceId: ctx.meta.requestId }, 'unhandled error');
  if (res.headersSent) res.destroy();
  else sendError(res, pub);
}
