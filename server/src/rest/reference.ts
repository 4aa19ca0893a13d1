import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';
import { API_PREFIX } from './hydra';

/*
 * The interactive API reference at GET /api/docs for a browser: swagger-ui from the swagger-ui-dist
 * package, served by us (no CDN). The page has no inline script, so the app's Content-Security-Policy
 * (script-src 'self') needs no exception; the spec validator badge, which would call an outside server, is off
 * (reference-init.js). Keys are entered in "Authorize" and calls are tried against this server.
 */

export const REFERENCE_ASSETS = `${API_PREFIX}/docs/assets`;

const swaggerDist = path.dirname(createRequire(__filename).resolve('swagger-ui-dist/package.json'));

export function referencePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trafficgate API reference</title>
<link rel="icon" type="image/png" href="${REFERENCE_ASSETS}/favicon-32x32.png">
<link rel="stylesheet" href="${REFERENCE_ASSETS}/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="${REFERENCE_ASSETS}/swagger-ui-bundle.js"></script>
<script src="${REFERENCE_ASSETS}/reference-init.js"></script>
</body>
</html>
`;
}

const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${API_PREFIX}/docs.json',
    dom_id: '#reference',
    deepLinking: true,
    persistAuthorization: false,
    tryItOutEnabled: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

/** Mounted on the /api router: the swagger-ui files it needs and the page's start script. */
export function referenceAssets(): Router {
  const router = express.Router();
  router.get('/docs/assets/reference-init.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(INIT_SCRIPT);
  });
  const files = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);
  router.get('/docs/assets/:file', (req, res, next) => {
    const file = String(req.params.file);
    if (!files.has(file)) return next();
    res.sendFile(path.join(swaggerDist, file), { maxAge: '1d' });
  });
  return router;
}
