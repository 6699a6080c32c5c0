import { translate } from '@chantiers/schema';
import express, { type Request, type Response, type Router } from 'express';
import { type DocumentNode, type GraphQLSchema, parse, validate } from 'graphql';
import type { JitExecutor } from '../graphql/jit-executor';
import type { Context } from '../context/context';
import { toPublicError } from '../errors/to-public';
import type { FileKind } from '../files/file-kinds';
import { receiveOneFile } from '../files/multipart';
import { AppError } from '../errors/app-error';
import { sendError } from '../http/send-error';
import { gateTokenRequest, isApiTokenBearer } from '../auth/api-token-access';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One legacy `/api/v1` path, answered by one GraphQL operation against the same schema and context. */
export interface RestRoute {
  method: Method;
  path: string;
  /** A single GraphQL operation; aliases produce the legacy (French) keys. */
  operation: string;
  variables?: (req: Request) => Record<string, unknown>;
  /** GraphQL input field -> legacy key, so field errors name what the client sent. */
  legacyFields?: Record<string, string>;
  status?: number;
  /**
   * A multipart route: the file of `field` is checked and stored first (signed-in callers only), and its id is
   * given to `variables` as `req.uploadedFileId`; if the operation then fails, the upload is forgotten.
   */
  upload?: { field: string; kind: FileKind };
  /** The body to send from the operation's data; default: the value of its only root field. */
  answer?: (data: Record<string, unknown>) => unknown;
  /** Like `answer`, when the body also depends on the request (e.g. a Spring page's `number` and `size`). */
  answerFor?: (req: Request) => (data: Record<string, unknown>) => unknown;
  /** Cache-Control of a successful answer (reference data); errors and every other route stay `no-store`. */
  cacheControl?: string;
}

interface Compiled extends RestRoute {
  document: DocumentNode;
}

function compile(schema: GraphQLSchema, route: RestRoute): Compiled {
  const document = parse(route.operation);
  const errors = validate(schema, document);
  if (errors.length) throw new Error(`REST route ${route.method.toUpperCase()} ${route.path}: ${errors.map((e) => e.message).join('; ')}`);
  return { ...route, document };
}

const onlyRootField = (data: Record<string, unknown>) => Object.values(data)[0];

function renameFields(fields: Record<string, string> | undefined, names: Record<string, string> | undefined) {
  if (!fields || !names) return fields;
  // Each part of a nested key is renamed: '0.endDate' -> '0.dateFin', 'personnelIds.0' -> 'idPersonnel.0'.
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [
      k
        .split('.')
        .map((part) => names[part] ?? part)
        .join('.'),
      v,
    ]),
  );
}

/**
 * Mounts a route table. Operations are validated against the schema when mounted, so a route that no
 * longer matches the schema stops the server at start, not a client at run time.
 */
export function restRouter(schema: GraphQLSchema, executor: JitExecutor, routes: RestRoute[], contextFor: (req: Request) => Context): Router {
  const router = express.Router();
  for (const route of routes.map((r) => compile(schema, r))) {
    router[route.method](route.path, async (req: Request, res: Response) => {
      const ctx = contextFor(req);
      const traceId = ctx.meta.requestId;
      if (isApiTokenBearer(req.get('authorization'))) {
        const refusal = await gateTokenRequest(ctx.authenticate, req.method, (name, value) => res.setHeader(name, value));
        if (refusal) {
          const pub = toPublicError(refusal, traceId);
          if (pub.internal) ctx.logger.error({ err: refusal, traceId }, 'unhandled error');
          return sendError(res, pub);
        }
      }
      let uploaded: string | undefined;
      if (route.upload) {
        try {
          uploaded = await storeUpload(req, res, ctx, route.upload);
        } catch (err) {
          const pub = toPublicError(err, traceId);
          if (pub.internal) ctx.logger.error({ err, traceId }, 'unhandled error');
          return sendError(res, pub);
        }
      }
      const result = await executor.execute({
        key: `rest ${route.method} ${route.path}`,
        document: route.document,
        contextValue: ctx,
        variableValues: route.variables?.(req) ?? {},
      });
      if (result.errors?.length) {
        if (uploaded) await ctx.services.files.release(ctx.em.fork(), [uploaded]).catch(() => undefined);
        const [first] = result.errors;
        const pub = toPublicError(first, traceId);
        if (pub.internal) ctx.logger.error({ err: first.originalError ?? first, traceId }, 'unhandled error');
        if (!first.originalError && pub.code === 'BAD_USER_INPUT') pub.message = translate('error.request.invalid');
        return sendError(res, { ...pub, fields: renameFields(pub.fields, route.legacyFields) });
      }
      if (route.cacheControl) res.setHeader('Cache-Control', route.cacheControl);
      res.status(route.status ?? 200).json((route.answerFor?.(req) ?? route.answer ?? onlyRootField)(result.data ?? {}));
    });
  }
  router.use((req, res) => {
    sendError(res, { code: 'NOT_FOUND', status: 404, message: translate('error.route.notFound'), traceId: String(req.id) });
  });
  return router;
}

async function storeUpload(req: Request, res: Response, ctx: Context, upload: { field: string; kind: FileKind }): Promise<string | undefined> {
  const auth = await ctx.authenticate();
  if (!auth) throw AppError.unauthenticated();
  const file = await receiveOneFile(req, res, upload.field);
  if (!file) return undefined;
  const saved = await ctx.services.files.upload(ctx.em.fork(), {
    companyId: auth.companyId,
    userId: auth.userId,
    name: file.name,
    bytes: file.bytes,
    kind: upload.kind,
  });
  (req as Request & { uploadedFileId?: string }).uploadedFileId = saved.id;
  return saved.id;
}

/** The id of the file a multipart route stored before its operation (see `RestRoute.upload`). */
export function uploadedFileId(req: Request): string | undefined {
  return (req as Request & { uploadedFileId?: string }).uploadedFileId;
}

/** A JSON object sent as one multipart text field (e.g. `profileData`); anything else is empty. */
export function jsonField(value: unknown): Record<string, unknown> {
  if (typeof value !== 'string') return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The body as an object, whatever the client sent. */
export function bodyOf(req: Request): Record<string, unknown> {
  return req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
}

/** A scalar body value as the string GraphQL expects; absent stays absent, so zod gives the message. */
export function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}
