/*
 * API Platform's own admin (HydraAdmin, @api-platform/admin on react-admin) pointed at Trafficgate's /api, as a new
 * user of our REST/Hydra interface would set it up: everything it shows comes from our entrypoint and
 * docs.jsonld. The only wiring is API Platform's documented authentication recipe: log in through our
 * `POST /api/login` (docs/api.md#calls), keep the JWT, and send it as `Authorization: Bearer …` on every request, the
 * documentation fetch included. The documentation depends on the caller's role, so the app reads it again after
 * signing in.
 *
 * The API is `<this origin>/api` unless the page's query says otherwise (`?api=http://host:port/api`).
 * Nothing here calls another host: telemetry is off and there are no web fonts.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HydraAdmin, fetchHydra, hydraDataProvider } from '@api-platform/admin';
import { parseHydraDocumentation } from '@api-platform/api-doc-parser';

const entrypoint = (new URLSearchParams(window.location.search).get('api') ?? new URL('/api', window.location.origin).href).replace(
  /\/+$/,
  '',
);
const TOKEN_KEY = 'trafficgate.hydra-admin.token';

const token = () => window.localStorage.getItem(TOKEN_KEY);
/** A function, so every request (api-doc-parser's included) reads the current token. */
const headers = () => (token() ? { Authorization: `Bearer ${token()}` } : {});

const authProvider = {
  async login({ username, password }) {
    const res = await fetch(`${entrypoint}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const body = await res.json().catch(() => ({}));
    if (!res.ok || typeof body.token !== 'string')
      throw new Error(body.message ?? body['hydra:description'] ?? `Login failed (${res.status})`);
    window.localStorage.setItem(TOKEN_KEY, body.token);
    // Our docs declare what the signed-in role may do, and the data provider keeps the docs it parsed:
    // after signing in, the app starts again so it reads them with the token (menu, Create and Edit as the role may).
    window.location.hash = '#/';
    window.location.reload();
    return new Promise(() => {});
  },
  async logout() {
    window.localStorage.removeItem(TOKEN_KEY);
  },
  async checkAuth() {
    if (!token()) throw new Error('Not signed in');
  },
  /** 401: the token is gone or expired, sign in again. 403 stays on the page: the list or form shows the refusal. */
  async checkError(error) {
    if (error?.status === 401) {
      window.localStorage.removeItem(TOKEN_KEY);
      throw error;
    }
  },
  async getPermissions() {
    return null;
  },
  /**
   * react-admin asks before it draws a Delete (or Edit, Create…) button or page; HydraAdmin decides its menu and its
   * Create/Edit buttons from the documented operations but leaves this to the app. The answer is read from the same
   * documentation: an action is allowed when the caller's docs declare that operation on the resource.
   */
  async canAccess({ action, resource }) {
    const type = OPERATION_OF_ACTION[action];
    if (!type || !documented) return true;
    return !!documented.resources.find((r) => r.name === resource)?.operations.some((o) => o.type === type);
  },
};

/** react-admin's actions and the api-doc-parser operation types that declare them. */
const OPERATION_OF_ACTION = { list: 'list', show: 'show', edit: 'edit', create: 'create', delete: 'delete' };
/** The API as the signed-in caller's documentation describes it (our docs are per role). */
let documented = null;

const httpClient = (url, options = {}) => fetchHydra(url, { ...options, headers });

const dataProvider = hydraDataProvider({
  entrypoint,
  httpClient,
  apiDocumentationParser: async (url) => {
    const parsed = await parseHydraDocumentation(url, { headers });
    documented = parsed.api;
    return parsed;
  },
  mercure: false,
  // Our records embed their to-one relations (`owner: { "@id": "/api/users/7", login, … }`, docs/product.md#records); the docs
  // declare them as references (hydra:Link), which react-admin reads by IRI. Without this, the show page fetches
  // `/[object Object]` and the reference select starts empty. The embedded copies still fill the admin's cache.
  useEmbedded: false,
});

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <HydraAdmin
      entrypoint={entrypoint}
      dataProvider={dataProvider}
      authProvider={authProvider}
      requireAuth
      disableTelemetry
      title="Trafficgate"
    />
  </StrictMode>,
);
