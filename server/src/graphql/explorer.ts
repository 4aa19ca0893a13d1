import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import accepts from 'accepts';
import express, { type Router } from 'express';
import { ruruHTML } from 'ruru/server';

/*
 * GET /graphql from a browser: the explorer (GraphiQL via Ruru, its assets served from the package, so it works
 * with no internet). It reads the schema by introspection; where introspection is off (production unless
 * GRAPHQL_INTROSPECTION=true) the browser gets a short page saying so and how to turn it on instead of an
 * explorer that cannot load. GraphQL-over-HTTP GET requests go on to Apollo.
 */

export const EXPLORER_STATIC = '/graphql/ruru/';

const OFF_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>GraphQL explorer is off</title></head>
<body>
<h1>GraphQL explorer is off</h1>
<p>The explorer reads the schema through introspection, which is turned off on this server (the production default).</p>
<p>To turn it on, set <code>GRAPHQL_INTROSPECTION=true</code> in the server's environment and restart it.</p>
<p>The API itself answers here: <code>POST /graphql</code> with a JSON body <code>{"query": "…"}</code>.</p>
</body>
</html>
`;

/** The explorer's assets, from the package (express: the /graphql route itself is Fastify's, app.ts). */
export function explorerAssets(): Router {
  const router = express.Router();
  router.use(
    EXPLORER_STATIC,
    express.static(path.join(path.dirname(require.resolve('ruru/server')), '..', 'static'), { index: false, maxAge: '1d' }),
  );
  return router;
}

/** A browser's GET /graphql: it prefers HTML and sends no operation. */
export function wantsExplorer(req: IncomingMessage, query: unknown): boolean {
  if ((query as Record<string, unknown> | undefined)?.query !== undefined) return false;
  return accepts(req).type(['application/graphql-response+json', 'application/json', 'text/html']) === 'text/html';
}

/** The explorer page, or the page saying it is off, with the Content-Security-Policy the explorer needs. */
export function explorerPage(introspection: boolean): { html: string; csp?: string } {
  if (!introspection) return { html: OFF_PAGE };
  return {
    html: ruruHTML({ endpoint: '/graphql', staticPath: EXPLORER_STATIC }),
    csp: "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'",
  };
}
