import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { parse } from 'graphql';
import type { Context } from '../context/context';
import { AppError } from '../errors/app-error';
import { toPublicError } from '../errors/to-public';
import { sendError } from '../http/send-error';

/** How long a key is kept: a phone offline for a week still gets its answers, not a second change. */
export const KEPT_DAYS = 7;
/** A change still 'running' after this is taken as lost (the server stopped under it): a retry runs it again. */
export const RUNNING_TIMEOUT_SECONDS = 300;
const KEY = /^[\x21-\x7e]{1,255}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Old keys are forgotten every this many new ones (no scheduler needed; a busy server forgets more often). */
const FORGET_EVERY = 500;

interface Stored {
  request_hash: string;
  state: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
}

const sql = <R>(em: EntityManager, text: string, params: unknown[]) => em.getConnection().execute<R[]>(text, params, 'all');

/** Whether a GraphQL body asks a mutation (a query or a subscription is answered afresh, key or not). */
function isMutation(body: unknown): boolean {
  const query = (body as { query?: unknown } | undefined)?.query;
  if (typeof query !== 'string') return false;
  try {
    const name = (body as { operationName?: unknown }).operationName;
    return parse(query).definitions.some(
      (d) => d.kind === 'OperationDefinition' && d.operation === 'mutation' && (typeof name !== 'string' || d.name?.value === name),
    );
  } catch {
    return false;
  }
}

function refuse(req: Request, res: Response, err: AppError): void {
  const pub = toPublicError(err, String(req.id));
  if (err.code === 'CONFLICT') res.setHeader('Retry-After', '1');
  if (!req.baseUrl.startsWith('/graphql')) return sendError(res, pub);
  res
    .status(pub.status)
    .json({ errors: [{ message: pub.message, extensions: { code: pub.code, status: pub.status, messageId: pub.messageId, traceId: pub.traceId } }] });
}

/**
 * Tries to take the key for this request: a new key, or one whose earlier request was lost (still running after
 * RUNNING_TIMEOUT_SECONDS) or forgotten (older than KEPT_DAYS). Null when taken; otherwise what the key holds.
 */
async function claim(em: EntityManager, userId: string, key: string, hash: string): Promise<Stored | null> {
  const taken = await sql<{ key: string }>(
    em,
    `insert into idempotency_key (user_id, key, request_hash, state, created_at) values (?, ?, ?, 'running', now())
     on conflict (user_id, key) do update set request_hash = excluded.request_hash, state = 'running', status = null,
       content_type = null, body = null, created_at = now()
     where idempotency_key.created_at < now() - make_interval(days => ?)
        or (idempotency_key.state = 'running' and idempotency_key.created_at < now() - make_interval(secs => ?))
     returning key`,
    [userId, key, hash, KEPT_DAYS, RUNNING_TIMEOUT_SECONDS],
  );
  if (taken.length) return null;
  const [stored] = await sql<Stored>(
    em,
    `select request_hash, state, status, content_type, body from idempotency_key where user_id = ? and key = ?`,
    [userId, key],
  );
  // Forgotten between the two statements (a retry's own answer failed and gave the key back): a retry will take it.
  return stored ?? { request_hash: hash, state: 'running', status: null, content_type: null, body: null };
}

type Answer = { status: number; contentType: string | null; body: string };

/**
 * Keeps what `res` sends (its status, type and body) with `keep` before it goes: a retry arriving the moment the caller
 * has its answer finds it kept, not still running. A caller gone before the answer changes nothing: the change goes on
 * and its answer is kept for the retry (a process that dies first leaves the key running: RUNNING_TIMEOUT_SECONDS).
 */
function recordAnswer(res: Response, keep: (answer: Answer | null) => Promise<void>): void {
  let kept = false;
  const send = res.send.bind(res);
  res.send = ((chunk?: unknown) => {
    if (kept) return send(chunk as never);
    kept = true;
    const body = Buffer.isBuffer(chunk) ? chunk.toString('utf8') : typeof chunk === 'string' ? chunk : JSON.stringify(chunk ?? null);
    const type = res.getHeader('content-type');
    const contentType = type ? String(type) : typeof chunk === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
    // A server error changed nothing (the change's transaction rolled back): the key is given back for a retry.
    void keep(res.statusCode < 500 ? { status: res.statusCode, contentType, body } : null).finally(() => send(chunk as never));
    return res;
  }) as Response['send'];
}

/**
 * `Idempotency-Key` on both doors (issue 36): a change sent again with the same key — a phone's queue retrying after
 * the network dropped the answer — gets the first answer again and changes nothing twice. The key is the caller's
 * (per signed-in user); it must name the same request (method, path, body), else it is refused; a retry while the
 * first is still under way is told to wait (409, Retry-After). Reads, unsigned calls (sign-in…) and GraphQL queries
 * go on as without a key. Files (multipart) are not covered yet: such a request with a key is refused, so a client
 * never believes it is protected when it is not.
 */
export function idempotencyKeys(contextFor: (req: Request) => Context, parseJson: RequestHandler): RequestHandler {
  let claims = 0;
  return (req: Request, res: Response, next: NextFunction) => {
    const key = req.get('idempotency-key');
    if (key === undefined || SAFE_METHODS.has(req.method)) return next();
    // The body is read here only for a request with a key: the others reach their routes as before.
    parseJson(req, res, (err?: unknown) => (err ? next(err) : withKey(req, res, next, key)));
  };

  function withKey(req: Request, res: Response, next: NextFunction, key: string): void {
    void (async () => {
      if (!KEY.test(key)) return refuse(req, res, new AppError('BAD_USER_INPUT', 'idempotency.key.invalid'));
      if (!req.is('application/json')) return refuse(req, res, new AppError('UNSUPPORTED_MEDIA_TYPE', 'idempotency.files'));
      if (req.baseUrl.startsWith('/graphql') && !isMutation(req.body)) return next();
      const ctx = contextFor(req);
      const auth = await ctx.authenticate();
      if (!auth) return next();
      const hash = createHash('sha256')
        .update(JSON.stringify([req.method, req.originalUrl, req.body ?? null]))
        .digest('hex');
      const em = ctx.em.fork();
      const stored = await claim(em, auth.userId, key, hash);
      if (stored) {
        if (stored.request_hash !== hash) return refuse(req, res, new AppError('BAD_USER_INPUT', 'idempotency.key.reused'));
        if (stored.state !== 'done') return refuse(req, res, new AppError('CONFLICT', 'idempotency.running'));
        res.setHeader('Idempotency-Replayed', 'true');
        if (stored.content_type) res.setHeader('Content-Type', stored.content_type);
        res.status(stored.status ?? 200).send(stored.body ?? '');
        return;
      }
      if (++claims % FORGET_EVERY === 0)
        void forgetOldKeys(ctx.em.fork()).catch((err: unknown) => req.log?.error({ err }, 'old idempotency keys not forgotten'));
      recordAnswer(res, async (answer) => {
        const forget = () => sql(em, `delete from idempotency_key where user_id = ? and key = ? and state = 'running'`, [auth.userId, key]);
        const keep = (a: Answer) =>
          sql(em, `update idempotency_key set state = 'done', status = ?, content_type = ?, body = ? where user_id = ? and key = ?`, [
            a.status,
            a.contentType,
            a.body,
            auth.userId,
            key,
          ]);
        await (answer ? keep(answer) : forget()).catch((err: unknown) => req.log?.error({ err }, 'idempotency key not recorded'));
      });
      next();
    })().catch(next);
  }
}

/** Forgets the keys older than KEPT_DAYS (every FORGET_EVERY new keys). */
export async function forgetOldKeys(em: EntityManager): Promise<number> {
  const rows = await sql<{ key: string }>(em, `delete from idempotency_key where created_at < now() - make_interval(days => ?) returning key`, [
    KEPT_DAYS,
  ]);
  return rows.length;
}
