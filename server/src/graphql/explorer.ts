import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
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

export function explorerRoutes(introspection: boolean): Router {
  const router = express.Router();
  router.use(
    EXPLORER_STATIC,
    express.static(path.join(path.dirname(require.resolve('ruru/server')), '..', 'static'), { index: false, maxAge: '1d' }),
  );
  const page: RequestHandler = (req, res, next) => {
    const wanted = req.accepts(['application/graphql-response+json', 'application/json', 'text/html']);
    if (wanted !== 'text/html' || req.query.query !== undefined) {
      next();
      return;
    }
    if (!introspection) {
      res.type('html').send(OFF_PAGE);
      return;
    }
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'",
    );
    res.type('html').send(ruruHTML({ endpoint: '/graphql', staticPath: EXPLORER_STATIC }));
  };
  router.get('/graphql', page);
  return router;
}
