import express, { type Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';

/** /healthz: the process lives. /readyz: the database answers (and we are not shutting down). */
export function healthRoutes(orm: MikroORM, isDraining: () => boolean): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    if (isDraining()) return void res.status(503).json({ status: 'draining' });
    try {
      await Promise.race([
        orm.em.getConnection().execute('select 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  });
  return router;
}
