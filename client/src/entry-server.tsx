/*
 * Server rendering of the public site ("Public pages are served as HTML that already contains their title,
 * description and main text before JavaScript runs"). Built by `vite build --ssr` into one CommonJS file the server
 * loads (server/src/seo/page-renderer.ts); the server passes the built index.html and a `fetch` that runs GraphQL
 * in-process for the page's own request, so the page is rendered through the same authorization path as the API.
 *
 * The same components and route table as the browser draw the page: react-router's static handler resolves the
 * public area's lazy routes, and the page is rendered again until every public query has its answer (lib/public-data.tsx,
 * like Apollo's prerenderStatic did). The page is styled by the static CSS the template links (styles/:
 * no styling runtime) and the gate's brand variables drawn with it (lib/gate.tsx). The answers are embedded in the
 * page; the browser starts from them (main.tsx) and hydrates the markup once the page's chunk is in, so nothing waits
 * on the network twice and nothing is drawn twice. The public pages read their data without Apollo Client; the forms
 * and token pages, which use it, get this request's client (lib/apollo-area.tsx).
 *
 * Only the public area is rendered: /panel, /admin and /logout depend on the session (kept in the browser), so they
 * get the plain shell.
 */
import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { escapeHtml } from '@server-common/html';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { CONSENT_COOKIE } from '@/features/cookie-consent/consent-cookie';
import { utmCookieFromHeader } from '@/features/visitor/visitor-identity';
import { createRoutes, type ChunksHandle } from '@/app/router';
import { createApolloClient } from '@/lib/apollo';
import { CurrentGateQuery } from '@/lib/gate';
import { PRODUCT_DESCRIPTION, PRODUCT_NAME, readGateConfig } from '@/lib/gate-config';
import { HttpStatusContext, type HttpStatusRecorder } from '@/lib/http-status';
import { preloadLateComponents } from '@/lib/late-component';
import { isWithinPath, paths } from '@/lib/paths';
import { PublicData, SERVER_DATA_ELEMENT_ID } from '@/lib/public-data';
import { cookieFromHeader, ServerRequestCookies, type ServerCookies } from '@/lib/server-request-cookies';

export interface RenderRequest {
  /** The page's path and query string, as requested ("/pricing?utm_source=x"). */
  url: string;
  /** The built index.html (client/dist/index.html). */
  template: string;
  /** Answers the page's GraphQL requests (POST /graphql bodies) for this request's gate, without a session. */
  fetch: typeof fetch;
  /** The request's Cookie header; only the visitor's stored utm data and cookie-consent decision are read from it. */
  cookie?: string;
}

/**
 * `chunks`: the built chunks (by name, vite/area-chunks.ts) the page needs before it is drawn besides the entry's own
 * files, i.e. its route's page chunk. The server adds preload hints for them and what they import, so the browser
 * fetches them beside the entry instead of after it has run. (A panel or admin page preloads its area only once its
 * guard has let the user in: a visitor sent to /login does not download it.)
 */
export type RenderResult =
  | { kind: 'page'; status: number; html: string; chunks: string[] }
  | { kind: 'redirect'; status: number; location: string }
  /** A page drawn only in the browser: send the template as it is. */
  | { kind: 'shell' };

/** Areas whose pages depend on the signed-in user, who is known only in the browser. */
const BROWSER_ONLY_PREFIXES = [paths.panel.root.path, paths.admin.root.path, paths.logout.path];

export function isServerRendered(pathname: string): boolean {
  return !BROWSER_ONLY_PREFIXES.some((prefix) => isWithinPath(pathname, prefix));
}

/** How long a page may take to collect its data before it is sent as it is (loading states included). */
export const RENDER_TIMEOUT_MS = 5000;
/** Renders after the first one: each round of answers can reveal queries of parts that were not drawn yet. */
const MAX_RERENDERS = 5;

/** JSON inside a <script type="application/json">: only "<" could end the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function replaceOnce(template: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(template)) throw new Error(`index.html has no ${pattern.source}; the server renderer cannot place the page`);
  return template.replace(pattern, () => replacement);
}

export function fillTemplate(template: string, page: { title: string; description: string; body: string; state: unknown }): string {
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${page.body}</div><script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${scriptJson(page.state)}</script>`,
  );
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  // Always a path on this site: "//host/x" must not be read as another host.
  const url = new URL(request.url.replace(/^[/\\]+/, '/'), 'http://server.render');
  if (!isServerRendered(url.pathname)) return { kind: 'shell' };

  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400) return { kind: 'redirect', status: context.status, location };
    return { kind: 'shell' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // The page's forms are late components (lib/late-component.tsx): the markup has them, so they are loaded first.
  await preloadLateComponents();

  // Answers the page's public queries; the forms' mutations (never sent on the server) need a client in context.
  const publicData = new PublicData({ uri: `${url.origin}/graphql`, fetch: request.fetch, session: false });
  const client: ApolloClient = createApolloClient({ uri: `${url.origin}/graphql`, fetch: request.fetch });
  try {
    return await renderPage(publicData, client, router, context, request);
  } finally {
    client.stop();
  }
}

/** Resolves true when the store's requests are answered, false if the signal fires first. */
function answered(publicData: PublicData, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => resolve(false);
    signal.addEventListener('abort', onAbort, { once: true });
    void publicData.settled().then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    });
  });
}

async function renderPage(
  publicData: PublicData,
  client: ApolloClient,
  router: ReturnType<typeof createStaticRouter>,
  context: Parameters<typeof StaticRouterProvider>[0]['context'],
  request: RenderRequest,
): Promise<RenderResult> {
  const recorder: HttpStatusRecorder = { status: context.statusCode };
  // An undecided visitor (no consent cookie) gets the consent bar in the first HTML.
  const cookies: ServerCookies = {
    utm: utmCookieFromHeader(request.cookie),
    consent: cookieFromHeader(request.cookie, CONSENT_COOKIE) ?? '',
  };

  const tree = (
    <HttpStatusContext.Provider value={recorder}>
      <ServerRequestCookies value={cookies}>
        <ApolloProvider client={client}>
          <AppProvider publicData={publicData}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </ApolloProvider>
      </ServerRequestCookies>
    </HttpStatusContext.Provider>
  );
  // Rendered until no query is waiting for its answer (a query drawn only once another answered, such as the page
  // below the gate, needs another round), at most MAX_RERENDERS times again and within RENDER_TIMEOUT_MS; then the
  // page is sent as it is, loading states included.
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  let result = renderToString(tree);
  for (let round = 0; round < MAX_RERENDERS && publicData.pending; round += 1) {
    if (!(await answered(publicData, signal))) break;
    result = renderToString(tree);
  }

  const gate = publicData.read(CurrentGateQuery)?.currentGate;
  const siteName = gate ? readGateConfig(gate.config, gate.name).prop.siteName : PRODUCT_NAME;
  const html = fillTemplate(request.template, {
    title: siteName,
    description: PRODUCT_DESCRIPTION,
    body: result,
    state: publicData.extract(),
  });
  const chunks = context.matches.flatMap((match) => (match.route.handle as Partial<ChunksHandle> | undefined)?.chunks ?? []);
  return { kind: 'page', status: recorder.status, html, chunks };
}
