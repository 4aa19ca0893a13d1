/*
 * The HTML of every browser page (issue 3, "Public pages are served as HTML that already contains their title,
 * description and main text before JavaScript runs"). Public pages are rendered by the client's own components
 * through client/dist-ssr/entry-server.cjs (built by `vite build --ssr`); the page's GraphQL requests run
 * in-process through Apollo Server with a visitor context on the request's gate, the same authorization path as
 * /graphql and /api (ARCHITECTURE.md). Unknown pages answer 404. Panel and admin pages, and any page the renderer
 * fails on, get the plain index.html shell, which the browser app draws as before.
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

/** What client/src/entry-server.tsx exports. */
export interface ServerRenderer {
  render(request: { url: string; template: string; fetch: typeof fetch; cookie?: string }): Promise<
    { kind: 'page'; status: number; html: string } | { kind: 'redirect'; status: number; location: string } | { kind: 'shell' }
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
export function inProcessGraphqlFetch(apollo: ApolloServer<Context>, contextValue: Context): typeof fetch {
  return (async (_input: unknown, init?: { body?: unknown }) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { query?: string; variables?: Record<string, unknown>; operationName?: string };
    const response = await apollo.executeOperation(
      { query: body.query ?? '', variables: body.variables, operationName: body.operationName },
      { contextValue },
    );
    if (response.body.kind !== 'single') throw new Error('server rendering runs single-result operations only');
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
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(ssrEntry) as ServerRenderer;
}

/** Paths of static files (client/dist serves the ones that exist before this handler runs). */
const FILE_PATH = /^\/assets\/|\.(?:js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest)$/i;

export function createPageHandler(options: PageHandlerOptions): RequestHandler {
  const template = fs.readFileSync(path.join(options.clientDist, 'index.html'), 'utf8');
  const renderer = loadServerRenderer(options.ssrEntry, options.logger);

  const sendShell = (res: Response) => res.status(200).type('html').send(template);

  return async (req: Request, res: Response) => {
    // A file that is not there (an old chunk after a deploy, a stray favicon request) is a 404, never a page:
    // a script answered with HTML would break the chunk-reload logic and cost a server render.
    if (FILE_PATH.test(req.path)) return void res.status(404).type('text/plain').send('Not found');
    // A page is always revalidated: it names the current asset files and the live catalogue.
    res.set('Cache-Control', 'no-cache');
    // The stored utm cookie picks the campaign's promotion (entry-server.tsx).
    res.vary('Cookie');
    if (!renderer) return void sendShell(res);
    try {
      const ctx = await buildVisitorContext(req, options.orm, options.services);
      const result = await renderer.render({
        url: req.originalUrl,
        template,
        fetch: inProcessGraphqlFetch(options.apollo, ctx),
        cookie: req.headers.cookie,
      });
      switch (result.kind) {
        case 'page':
          return void res.status(result.status).type('html').send(result.html);
        case 'redirect':
          // Only the route table's own redirects get here; they are local paths.
          return void res.redirect(result.status, isLocalPath(result.location) ? result.location : '/');
        case 'shell':
          return void sendShell(res);
      }
    } catch (err) {
      req.log?.error({ err }, 'server rendering failed; the page is drawn in the browser');
      sendShell(res);
    }
  };
}

/*
 * Issue 12 "Walls": the public forms are sent by the live app as GraphQL mutations and are disabled in the server's
 * markup until it runs (client/src/components/LiveFieldset.tsx). A form post that still reaches a page (a saved
 * copy of an old page, a script) is answered with the page itself, which says the form needs JavaScript, instead of
 * Express's "Cannot POST". 303 makes the browser follow with a GET; the posted body is never read or echoed.
 */
export function createFormPostHandler(): RequestHandler {
  return (req: Request, res: Response) => {
    if (FILE_PATH.test(req.path)) return void res.status(404).type('text/plain').send('Not found');
    res.redirect(303, isLocalPath(req.originalUrl) ? req.originalUrl : '/');
  };
}
