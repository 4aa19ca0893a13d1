/*
 * The HTML of every browser page ("Public pages are served as HTML that already contains their title,
 * description and main text before JavaScript runs"). Public pages are rendered by the client's own components
 * through client/dist-ssr/entry-server.cjs (built by `vite build --ssr`); the page's GraphQL requests run
 * in-process through Apollo Server with a visitor context on the request's gate, the same authorization path as
 * /graphql and /api (docs/architecture.md). Unknown pages answer 404. Panel and admin pages, and any page the renderer
 * fails on, get the plain index.html shell, which the browser app draws as before.
 *
 * While PostgreSQL is down no URL answers 200 with the shell (a load balancer or a crawler would take it
 * for a working page): a page whose data could not be read, and any shell or error page while the database does
 * not answer, is a 503 "Service temporarily unavailable" page with Retry-After. Operator paths (/healthz, /readyz,
 * /metrics and the like, under any suffix) are never answered with a page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { AppServices, Context } from '../graphql/context';
import { isLocalPath } from '../common/local-path';
import { buildVisitorContext } from '../graphql/request-context';
import { ChunkPreloads, readClientManifest } from './chunk-preloads';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../ops/database-errors';
import { databaseAnswers } from '../ops/readiness';

/** What client/src/entry-server.tsx exports. */
export interface ServerRenderer {
  render(request: {
    url: string;
    template: string;
    fetch: typeof fetch;
    cookie?: string;
  }): Promise<
    | { kind: 'page'; status: number; html: string; chunks?: string[] }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'shell' }
  >;
}

export interface PageHandlerOptions {
  apollo: ApolloServer<Context>;
  orm: MikroORM<PostgreSqlDriver>;
  services: AppServices;
  /** client/dist: index.html is the template. */
  clientDist: string;
  /** The server renderer bundle; when it is missing every page gets the shell. */
  ssrEntry: string;
  logger: Logger;
}

/** `fetch` for the renderer's Apollo Client: each POST /graphql body is executed here, in this request's context. */
export function inProcessGraphqlFetch(
  apollo: ApolloServer<Context>,
  contextValue: Context,
  onStatus?: (status: number) => void,
): typeof fetch {
  return (async (_input: unknown, init?: { body?: unknown }) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { query?: string; variables?: Record<string, unknown>; operationName?: string };
    const response = await apollo.executeOperation(
      { query: body.query ?? '', variables: body.variables, operationName: body.operationName },
      { contextValue },
    );
    if (response.body.kind !== 'single') throw new Error('server rendering runs single-result operations only');
    onStatus?.(response.http.status ?? 200);
    return new Response(JSON.stringify(response.body.singleResult), {
      status: response.http.status ?? 200,
      headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' },
    });
  }) as typeof fetch;
}

export function loadServerRenderer(ssrEntry: string, logger: Logger): ServerRenderer | null {
  if (!fs.existsSync(ssrEntry)) {
    logger.warn({ ssrEntry }, 'no server renderer: public pages are drawn in the browser only (run `npm run build`)');
    return null;
  }
  // The bundle is CommonJS on purpose, so this CommonJS server can require it.
  return require(ssrEntry) as ServerRenderer;
}

/** Paths of static files (client/dist serves the ones that exist before this handler runs). */
const FILE_PATH = /^\/assets\/|\.(?:js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest)$/i;

/** Operator and probe paths (ops/ops.router.ts serves the exact ones): anything else under them is a plain 404. */
export const OPS_PATH = /^\/(?:healthz|readyz|livez|startupz|health|ready|live|metrics)(?:[/.]|$)/i;

export const UNAVAILABLE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Service temporarily unavailable</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
<h1>Service temporarily unavailable</h1>
<p>We cannot show this page right now. Please try again in a few moments.</p>
</body></html>
`;

/** 503 with Retry-After: the database is down, the page cannot be served. */
export function sendUnavailable(res: Response): void {
  res
    .status(503)
    .set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(UNAVAILABLE_HTML);
}

export function createPageHandler(options: PageHandlerOptions): RequestHandler {
  const template = fs.readFileSync(path.join(options.clientDist, 'index.html'), 'utf8');
  const renderer = loadServerRenderer(options.ssrEntry, options.logger);
  // Every page preloads the entry's imports and the chunks the renderer names for it (chunk-preloads.ts).
  const manifest = readClientManifest(options.clientDist);
  const preloads = manifest ? new ChunkPreloads(manifest, template) : null;
  const withHints = (html: string, chunks: readonly string[] = []) => (preloads ? preloads.addTo(html, chunks) : html);

  // The shell and error pages are only sent while the database answers: a panel page's shell would
  // otherwise be a 200 for a site that cannot work.
  const sendShell = async (res: Response) => {
    if (!(await databaseAnswers(options.orm))) return sendUnavailable(res);
    res.status(200).type('html').send(withHints(template));
  };

  return async (req: Request, res: Response) => {
    // A file that is not there (an old chunk after a deploy, a stray favicon request) is a 404, never a page:
    // a script answered with HTML would break the chunk-reload logic and cost a server render.
    if (FILE_PATH.test(req.path) || OPS_PATH.test(req.path)) return void res.status(404).type('text/plain').send('Not found');
    // A page is always revalidated: it names the current asset files and the live catalogue.
    res.set('Cache-Control', 'no-cache');
    // The stored utm cookie picks the campaign's promotion (entry-server.tsx).
    res.vary('Cookie');
    if (!renderer) return void (await sendShell(res));
    try {
      const ctx = await buildVisitorContext(req, options.orm, options.services);
      let databaseDown = false;
      const result = await renderer.render({
        url: req.originalUrl,
        template,
        fetch: inProcessGraphqlFetch(options.apollo, ctx, (status) => {
          if (status === 503) databaseDown = true;
        }),
        cookie: req.headers.cookie,
      });
      // A page whose data could not be read is not that page.
      if (databaseDown) return void sendUnavailable(res);
      switch (result.kind) {
        case 'page':
          // An error page (an unknown URL: 404) is only true while the database answers.
          if (result.status >= 400 && !(await databaseAnswers(options.orm))) return void sendUnavailable(res);
          return void res.status(result.status).type('html').send(withHints(result.html, result.chunks));
        case 'redirect':
          // Only the route table's own redirects get here; they are local paths.
          return void res.redirect(result.status, isLocalPath(result.location) ? result.location : '/');
        case 'shell':
          return void (await sendShell(res));
      }
    } catch (err) {
      if (isDatabaseUnavailable(err)) return void sendUnavailable(res);
      req.log?.error({ err }, 'server rendering failed; the page is drawn in the browser');
      await sendShell(res);
    }
  };
}

/*
 * The public forms are sent by the live app as GraphQL mutations and are disabled in the server's
 * markup until it runs (client/src/components/LiveFieldset.tsx). A form post that still reaches a page (a saved
 * copy of an old page, a script) is answered with the page itself, which says the form needs JavaScript, instead of
 * Express's "Cannot POST". 303 makes the browser follow with a GET; the posted body is never read or echoed.
 */
export function createFormPostHandler(): RequestHandler {
  return (req: Request, res: Response) => {
    if (FILE_PATH.test(req.path) || OPS_PATH.test(req.path)) return void res.status(404).type('text/plain').send('Not found');
    res.redirect(303, isLocalPath(req.originalUrl) ? req.originalUrl : '/');
  };
}
