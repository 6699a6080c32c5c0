import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, SPA fallback for routes.
 * Assets go out as the .br or .gz the build wrote beside them (with Content-Encoding and Vary), brotli first.
 */
export function staticWeb(dist: string): Router {
  const router = express.Router();
  const index = path.join(dist, 'index.html');
  const precompressed = (root: string, serveStatic: expressStaticGzip.ExpressStaticGzipOptions['serveStatic']) =>
    expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic });
  router.use('/assets', precompressed(path.join(dist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }));
  // The service worker and the manifest are checked again at each start: a new version reaches phones at once.
  const alwaysChecked = new Set(['sw.js', 'manifest.webmanifest']);
  router.use(
    precompressed(dist, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => alwaysChecked.has(path.basename(file)) && res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  router.get(/^(?!\/(api|graphql|healthz|readyz)(\/|$)).*/, (req, res, next) => {
    if (!fs.existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
