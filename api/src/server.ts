import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import net from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import pino, { type Logger } from 'pino';
import { createApp } from './app';
import { type Config, publicOrigin } from './config';
import { resolveJwtSecret } from './core/auth/secret';
import { usePasswordHashCost } from './core/auth/passwords';
import { openDatabase } from './db/database';
import { seedDemo, type DemoAccounts } from './db/seed/demo';
import { underStartupLock } from './db/startup-lock';
import { createServices, type Services } from './services';
import { watchStartup } from './startup-watch';

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  /** The database the server owns (tests run their SQL through it: the embedded one has a single connection). */
  orm: MikroORM;
  demo: DemoAccounts | null;
  logger: Logger;
  /** Drains in-flight requests, then closes the pool and the embedded database. */
  stop(): Promise<void>;
}

const DRAIN_TIMEOUT_MS = 10_000;

/** The port is taken (often: Chantiers already runs). */
export class PortInUseError extends Error {}

const portInUse = (port: number) => new PortInUseError(`Le port ${port} est déjà utilisé : arrêtez l'autre serveur, ou choisissez un autre PORT.`);

/**
 * A taken port, said before anything is opened: a second start on another DATA_DIR would otherwise create and migrate
 * a database there (10 s) only to be refused. The real listen below still answers for a port taken in between.
 */
async function ensurePortFree(port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? portInUse(port) : err));
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

export async function startServer(config: Config, logger: Logger = pino({ level: config.logLevel })): Promise<RunningServer> {
  usePasswordHashCost(config.passwordHash);
  await ensurePortFree(config.port);
  const watch = watchStartup(logger);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    replicaUrls: config.databaseReplicaUrls,
    dataDir: config.dataDir,
    timeoutMs: config.databaseTimeoutMs,
    logger,
  }).catch((err: unknown) => {
    watch.done();
    throw err;
  });
  let draining = false;
  let origin = config.appUrl ?? '';
  try {
    watch.enter('services');
    const services = createServices({
      orm: db.orm,
      config,
      jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
      logger,
      publicOrigin: () => origin,
    });
    watch.enter('demo');
    const demo = config.seedDemo ? await underStartupLock(config.databaseDirectUrl ?? null, () => seedDemo(db.orm.em.fork(), services)) : null;
    const { app, stop: stopApollo } = await createApp({ config, orm: db.orm, logger, services, isDraining: () => draining });
    watch.enter('http');
    const server = http.createServer(app);
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? portInUse(config.port) : err));
      server.listen(config.port, resolve);
    });
    const port = (server.address() as AddressInfo).port;
    origin = publicOrigin(config, port);
    watch.done();
    services.outbox.start();
    services.replicas.start();
    services.notificationDigest.start();
    services.webhookDispatcher.start();
    services.objectChecks?.start();

    return {
      url: `http://localhost:${port}`,
      port,
      services,
      orm: db.orm,
      demo,
      logger,
      async stop() {
        draining = true;
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const timer = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
        await closed;
        clearTimeout(timer);
        await stopApollo();
        await services.notificationDigest.stop();
        await services.webhookDispatcher.stop();
        await services.objectChecks?.stop();
        await services.outbox.stop();
        await db.close();
      },
    };
  } catch (err) {
    watch.done();
    await db.close();
    throw err;
  }
}
