import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response } from 'express';
import type { Context } from '../context/context';
import { AppError } from '../errors/app-error';
import type { ReadReplicas } from './read-replicas';

/**
 * THE way to mark a read as replica-tolerant: a list, a dashboard, an export — what may show the company's data a
 * moment old, never the caller's own change missing. `read` gets an entity manager on a streaming replica that is up
 * and has replayed the caller's latest write, else the request's own (the primary). A replica that fails the read
 * (stopped, or cancelled it during replay) is left aside and the primary answers. Without DATABASE_REPLICA_URLS it
 * is `read(ctx.em)`, nothing more. Everything else reads the primary: MikroORM runs with `preferReadReplicas: false`.
 */
export async function replicaRead<T>(ctx: Context, read: (em: EntityManager) => Promise<T>): Promise<T> {
  const replicas = ctx.services.replicas;
  if (!replicas.enabled) return read(ctx.em);
  const auth = ctx.auth ?? (await ctx.authenticate());
  const replica = await replicas.choose(auth?.userId ?? null);
  if (replica) {
    try {
      const answer = await read(replica.entityManager(ctx.em));
      replicas.count('replica');
      return answer;
    } catch (err) {
      // The service's own answer (not found, refused…) is the same on the primary.
      if (err instanceof AppError) throw err;
      replica.failed(err);
    }
  }
  replicas.count('primary');
  return read(ctx.em);
}

/** Who each request was authenticated as (app.ts's context notes it), for `markWrites`. */
const callers = new WeakMap<Request, string>();

export function noteCaller(req: Request, userId: string): void {
  callers.set(req, userId);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may have written: any change on the REST doors; on /graphql a document naming a mutation (or
 * none, a persisted query) — a false alarm only sends that user's next lists to the primary for a moment.
 */
function mayWrite(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  if (!req.originalUrl.startsWith('/graphql')) return true;
  const operations: unknown[] = Array.isArray(req.body) ? req.body : [req.body];
  return operations.some((op) => {
    const query = (op as { query?: unknown } | null)?.query;
    return typeof query !== 'string' || /\bmutation\b/.test(query);
  });
}

/**
 * Read-your-writes: when a signed-in caller's write request (a GraphQL mutation, a REST change) ends, where the
 * primary's WAL stands is recorded for them before the answer leaves (`ReadReplicas.wrote`). Holds `res.end` for that
 * one statement, so the next request, on any api process, already knows.
 */
export function markWrites(replicas: ReadReplicas): RequestHandler {
  return (req: Request, res: Response, next) => {
    if (!replicas.enabled || SAFE_METHODS.has(req.method)) return next();
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let ended = false;
    res.end = ((...args: unknown[]) => {
      const userId = callers.get(req);
      if (ended || !userId || !mayWrite(req)) return end(...args);
      ended = true;
      void replicas
        .wrote(userId)
        .catch((err: unknown) => req.log?.error({ err }, 'write mark not recorded: the next lists may come from a replica behind'))
        .finally(() => end(...args));
      return res;
    }) as Response['end'];
    next();
  };
}
