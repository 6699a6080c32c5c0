import path from 'node:path';
import express, { type Router } from 'express';
import { openApiDocument } from './index';
import { SWAGGER_HTML, SWAGGER_INIT_JS } from './swagger-page';

/** What Swagger UI needs of the package; nothing else of node_modules is reachable. */
const ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'];
/** The document changes only with a deploy: a short public cache. */
const DOCUMENT_CACHE = 'public, max-age=300';

/** GET /api/v1/openapi.json (public) and the Swagger UI at /api/docs, from our own copy of swagger-ui-dist. */
export function openApiRoutes(): Router {
  const router = express.Router();
  let body: string | undefined;
  router.get('/api/v1/openapi.json', (_req, res) => {
    body ??= JSON.stringify(openApiDocument());
    res.setHeader('Cache-Control', DOCUMENT_CACHE);
    res.type('application/json').send(body);
  });
  router.get(['/api/docs', '/api/docs/'], (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(SWAGGER_HTML);
  });
  router.get('/api/docs/swagger-init.js', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/javascript').send(SWAGGER_INIT_JS);
  });
  const root = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  for (const file of ASSETS)
    router.get(`/api/docs/${file}`, (_req, res) => {
      res.sendFile(path.join(root, file), { headers: { 'Cache-Control': 'public, max-age=86400' } });
    });
  return router;
}
