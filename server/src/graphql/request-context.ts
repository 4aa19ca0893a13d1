import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { authenticateApiKey } from '../modules/auth/api-key.authenticate';
import { keyRoles } from '../modules/auth/api-key.scopes';
import { authenticate } from '../modules/auth/authenticate';
import { expandRoles, type RoleName } from '../modules/auth/roles';
import { resolveGate, resolveGatePrincipal } from '../modules/gates/gate.resolution';
import { Principal } from '../modules/auth/principal-cache';
import type { User } from '../modules/users/user.entity';
import type { Gate } from '../modules/gates/gate.entity';
import type { RequestOrigin } from '../modules/gates/site-url';
import type { AppServices, Context } from './context';
import { Loaders } from './loaders';
import { type HttpRequest, switchUserParam } from '../common/http-request';

type Principals = { gate: Principal<Gate>; user: Principal<User> | null; impersonator: Principal<User> | null };

/** What a request's context makes on first use, shared by its copies. */
interface Lazy {
  em: () => EntityManager;
  /** The fork when `em` made one, else the ORM's own EntityManager (forks nothing). */
  statements: () => EntityManager;
  loaders?: Loaders;
}

/**
 * Nothing is made that the operation does not use: the EntityManager is forked when something first reads `em` (an
 * operation that reads nothing from the database, or only cached rows, forks none), the loaders with it, and the gate,
 * the user and the impersonator become entities of `em` only once something reads them (an item request by its owner
 * or by staff needs neither: the id and the roles were read from the rows). The getters live on the prototype, so a
 * copy made as Apollo copies a context (same prototype, own properties) stays lazy and shares them with the original;
 * a copy given its own `em` or `loaders` (withContext) keeps them as own properties.
 */
class RequestContext implements Context {
  declare gateId: Context['gateId'];
  declare userId: Context['userId'];
  declare apiKey: Context['apiKey'];
  declare roles: Context['roles'];
  declare ip: Context['ip'];
  declare requestId: Context['requestId'];
  declare origin: Context['origin'];
  declare reporting: Context['reporting'];
  declare services: Context['services'];
  private readonly principals!: Principals;
  private readonly lazy!: Lazy;

  constructor(principals: Principals, lazy: Lazy, fields: Omit<Context, 'gate' | 'user' | 'impersonator' | 'em' | 'loaders'>) {
    Object.assign(this, fields, { principals, lazy });
  }

  get em(): EntityManager {
    return this.lazy.em();
  }

  get statements(): EntityManager {
    // A copy given its own `em` (a transaction's, the replica's) runs its statements there.
    return Object.hasOwn(this, 'em') ? this.em : this.lazy.statements();
  }

  set em(em: EntityManager) {
    Object.defineProperty(this, 'em', { value: em, writable: true, enumerable: true, configurable: true });
  }

  get loaders(): Loaders {
    return (this.lazy.loaders ??= new Loaders(this.em));
  }

  set loaders(loaders: Loaders) {
    Object.defineProperty(this, 'loaders', { value: loaders, writable: true, enumerable: true, configurable: true });
  }

  get gate(): Gate {
    return this.principals.gate.get();
  }

  get user(): User | null {
    return this.principals.user?.get() ?? null;
  }

  get impersonator(): User | null {
    return this.principals.impersonator?.get() ?? null;
  }
}

/** A copy of `ctx` with some fields replaced, lazy as `ctx` is (a spread would drop the getters of a request's context). */
export function withContext(ctx: Context, fields: Partial<Omit<Context, 'gate' | 'user' | 'impersonator'>>): Context {
  return Object.assign(Object.create(Object.getPrototypeOf(ctx)) as Context, ctx, fields);
}

/**
 * Builds the one per-request context (docs/architecture.md#request-flow-serversrcappts): own EntityManager, gate by Host, bearer
 * user, `_switch_user` (query parameter or X-Switch-User header). Both /graphql and /api use it.
 * Throws UNAUTHENTICATED / FORBIDDEN / NOT_FOUND domain errors for bad tokens or refused switches.
 */
export async function buildRequestContext(req: HttpRequest, orm: MikroORM<PostgreSqlDriver>, services: AppServices): Promise<Context> {
  if (req.trafficgate) return req.trafficgate as Context;
  let forked: EntityManager | undefined;
  const em = () => (forked ??= orm.em.fork());
  const statements = () => forked ?? orm.em;
  const gate = await resolveGatePrincipal(em, req.hostname || req.headers.host, services.principals);
  const param = switchUserParam(req);
  const switchParam = typeof param === 'string' ? param : undefined;
  const switchHeader = req.get('x-switch-user') ?? undefined;
  // A `tg_…` bearer is an API key (modules/auth/api-key.authenticate.ts): its user without staff roles.
  const keyed = await authenticateApiKey(req, em, services.apiKeys, gate.id, switchParam ?? switchHeader);
  const { user, impersonator } = keyed
    ? { user: Principal.of(keyed.user), impersonator: null }
    : await authenticate(em, gate, services.tokens, req.get('authorization'), switchParam ?? switchHeader, services.principals);
  const roles = user ? expandRoles(user.value('roles', 'roles') as User['roles']) : new Set<RoleName>();
  const ctx = new RequestContext(
    { gate, user, impersonator },
    { em, statements },
    {
      gateId: gate.id,
      userId: user?.id ?? null,
      apiKey: keyed?.apiKey ?? null,
      roles: keyed ? keyRoles(roles) : roles,
      ip: req.ip ?? req.socket.remoteAddress ?? '',
      requestId: typeof req.id === 'string' ? req.id : randomUUID(),
      origin: requestOrigin(req),
      services,
    },
  );
  req.trafficgate = ctx;
  return ctx;
}

/** The protocol and host the request named (`X-Forwarded-*` only from a trusted proxy, as express reads them). */
function requestOrigin(req: HttpRequest): RequestOrigin | undefined {
  const host = req.host;
  const hostname = req.hostname;
  return host && hostname ? { protocol: req.protocol, host, hostname } : undefined;
}

/**
 * The context of a visitor without a session on the request's gate: what a server-rendered public page is drawn
 * with (seo/page-renderer.ts). The session lives in the browser, so a page never renders anyone's private data,
 * whatever headers the page request carries.
 */
export async function buildVisitorContext(req: HttpRequest, orm: MikroORM<PostgreSqlDriver>, services: AppServices): Promise<Context> {
  const em = orm.em.fork();
  const gate = await resolveGate(em, req.hostname || req.headers.host, services.principals);
  return {
    em,
    gate,
    gateId: gate.id,
    user: null,
    userId: null,
    impersonator: null,
    apiKey: null,
    roles: new Set(),
    loaders: new Loaders(em),
    ip: req.ip ?? req.socket.remoteAddress ?? '',
    requestId: typeof req.id === 'string' ? req.id : randomUUID(),
    origin: requestOrigin(req),
    services,
  };
}
