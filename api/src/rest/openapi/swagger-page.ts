/**
 * The Swagger UI page. Its initialiser is a script of its own (/api/docs/swagger-init.js), not inline, so the page
 * runs under the api's CSP (`script-src 'self'`); both live in the build, which ships only api/dist.
 */
export const SWAGGER_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <title>Chantiers — API REST</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/swagger-init.js"></script>
  </body>
</html>
`;

/** The document comes from the same origin; the token typed in "Authorize" stays in the page (no persistence). */
export const SWAGGER_INIT_JS = `'use strict';
window.addEventListener('load', function () {
  window.ui = window.SwaggerUIBundle({
    url: '/api/v1/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    // Tags start closed: 135 operations drawn at once stopped Swagger UI after three tags in Chromium (measured),
    // and a reader opens the one module they script against.
    docExpansion: 'none',
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;
