// GET /api/docs: the API document for integrators, in Swagger UI (swagger-ui-dist, a maintained viewer) served
// from this server: no CDN, so it works offline and under the site's CSP (scripts from 'self' only, which is why
// the start-up script is a file of its own, not inline).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Router } from '@koa/router';
import { metaEndpoints } from '@contract';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

const viewerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>LexSetu API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

const start = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  // The plain layout: no top bar asking for another document's address.
  layout: 'BaseLayout',
});
`;

const types: Record<string, string> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
};

export function apiDocsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  const cache = new Map<string, string>();
  mount(router, metaEndpoints.docs, (_input, _user, ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    return page;
  });
  mount(router, metaEndpoints.docsAsset, async ({ params: { file } }, _user, ctx) => {
    ctx.type = types[file.split('.').pop()!]!;
    // The viewer's files change only with the package: an hour in the browser's cache is safe.
    ctx.set('Cache-Control', 'public, max-age=3600');
    if (file === 'start.js') return start;
    let text = cache.get(file);
    if (text === undefined) cache.set(file, (text = await readFile(join(viewerDir, file), 'utf8')));
    return text;
  });
  return router;
}
