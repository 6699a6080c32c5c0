import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Express, type Request, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Context } from './core/context/context';
import { errorHandler } from './core/http/error-handler';
import { accessLog } from './core/http/access-log';
import { securityHeaders } from './core/http/security';
import { storeOrigin } from './core/files/s3/files-config';
import { staticWeb } from './core/http/static-web';
import { rejectUnsafeQuery } from './core/http/unsafe-query';
import { createApollo } from './graphql/apollo';
import { JitExecutor } from './core/graphql/jit-executor';
import { buildGraphQLSchema } from './graphql/schema';
import { healthRoutes } from './modules/health/health.routes';
import { restRouter } from './core/rest/facade';
import { restRoutes } from './rest/routes';
import { openApiRoutes } from './rest/openapi/serve';
import { apiModules } from './modules';
import { setAuditAuthor } from './core/audit/audit-author';
import { startRevocationFeed } from './core/auth/revocations';
import { SessionCache } from './core/auth/session-cache';
import { idempotencyKeys } from './core/idempotency/idempotency';
import { markWrites, noteCaller } from './core/replicas/replica-read';
import type { Services } from './services';

export interface AppDeps {
  config: Config;
  orm: MikroORM;
  logger: Logger;
  services: Services;
  isDraining: () => boolean;
}

function bearerOf(req: Request): string | null {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

export async function createApp(deps: AppDeps): Promise<{ app: Express; stop(): Promise<void> }> {
  const { config, orm, logger, services } = deps;
  const app = express();
  app.disable('x-powered-by');
  // What res.send answers (GraphQL, REST, errors, health) is `no-store`: a hash of every body for an ETag nobody
  // revalidates is wasted. Static files keep theirs (serve-static sets its own).
  app.set('etag', false);
  // One hop: the client our proxy saw. `true` would take the left-most X-Forwarded-For entry, which the client
  // writes itself, and every per-IP limit could be dodged by changing it.
  app.set('trust proxy', config.trustProxy ? 1 : false);

  app.use(accessLog(app, logger));
  app.use(securityHeaders(storeOrigin(config.files)));
  // On the fly for what the api writes (JSON, the HTML shell, CSV): brotli at quality 4, gzip, as the browser
  // asks. Static assets skip it: they go out precompressed (static-web.ts), which sets Content-Encoding first.
  app.use(compression({ threshold: 1024 }));
  app.use(healthRoutes(orm, deps.isDraining));

  const contextFor = (req: Request): Context => {
    const em = orm.em.fork();
    let auth: ReturnType<Context['authenticate']> | undefined;
    return {
      em,
      logger: req.log,
      services,
      meta: {
        requestId: String(req.id),
        ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        userAgent: req.get('user-agent') ?? null,
        refreshTokenHeader: req.get('refreshtoken') ?? null,
      },
      // The signed-in caller is the author of the audit entries this request's flushes write.
      authenticate: () =>
        (auth ??= services.sessions.authenticate(em, bearerOf(req)).then((a) => {
          if (a) {
            setAuditAuthor(em, { userId: a.userId });
            noteCaller(req, a.userId);
          }
          return a;
        })),
    };
  };

  const schema = buildGraphQLSchema();
  const executor = new JitExecutor(schema);
  const apollo = createApollo(schema, executor, { introspection: config.graphqlIntrospection });
  await apollo.start();
  const json = express.json({ limit: '1mb' });
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
  app.use(['/graphql', '/api'], noStore);
  app.use(['/graphql', '/api'], rejectUnsafeQuery);
  // Read-your-writes (core/replicas): a signed-in caller's change records where the WAL stands before its answer leaves.
  app.use(['/graphql', '/api', ...apiModules.flatMap((m) => m.rootPrefixes ?? [])], markWrites(services.replicas));
  // A change sent again with its Idempotency-Key gets its first answer again (core/idempotency), on both doors.
  app.use(['/graphql', '/api'], idempotencyKeys(contextFor, json));
  app.use('/graphql', json, expressMiddleware(apollo, { context: async ({ req }) => contextFor(req) }));
  // Downloads and uploads (bytes, not GraphQL answers), mounted before the facade, which answers unknown routes 404.
  for (const { path, router } of apiModules.flatMap((m) => m.routers ?? [])) app.use(`/api/v1${path}`, router(contextFor));
  // The REST facade's OpenAPI document and its Swagger UI (public), before the facade answers unknown routes 404.
  app.use(openApiRoutes());
  app.use('/api/v1', json, restRouter(schema, executor, restRoutes, contextFor));
  // A module's express router whose path is one of its root prefixes answers at the root too (/oauth2/…, SPEC §7).
  for (const m of apiModules) {
    for (const { path, router } of m.routers ?? []) if (m.rootPrefixes?.includes(path)) app.use(path, noStore, rejectUnsafeQuery, router(contextFor));
  }
  // SPEC §7 'Outside /api/v1' (/typedocument/…): the same routes of the table, answered at the root too.
  for (const prefix of apiModules.flatMap((m) => m.rootPrefixes ?? [])) {
    const routes = restRoutes
      .filter((r) => r.path === prefix || r.path.startsWith(`${prefix}/`))
      .map((r) => ({ ...r, path: r.path.slice(prefix.length) || '/' }));
    app.use(prefix, noStore, rejectUnsafeQuery, json, idempotencyKeys(contextFor, json), restRouter(schema, executor, routes, contextFor));
  }
  app.use(staticWeb(config.webDist));
  app.use(errorHandler);

  // Session checks remembered for a few seconds, dropped at once when PostgreSQL announces a revocation.
  const sessionCache = new SessionCache(await startRevocationFeed({ orm, databaseUrl: config.databaseDirectUrl, logger }));
  services.sessions.useCache(sessionCache);

  return {
    app,
    stop: async () => {
      await apollo.stop();
      services.sessions.useCache(null);
      await sessionCache.stop();
    },
  };
}
