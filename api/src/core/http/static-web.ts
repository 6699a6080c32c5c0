import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/** Serves the built web app: hashed assets cached for a year, index.html never cached, SPA fallback for routes. */
export function staticWeb(dist: string): Router {
  const router = express.Router();
  const index = path.join(dist, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  router.use(express.static(dist, { index: false, maxAge: '1h' }));
  router.get(/^(?!\/(api|graphql|healthz|readyz)(\/|$)).*/, (req, res, next) => {
    if (!fs.existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
