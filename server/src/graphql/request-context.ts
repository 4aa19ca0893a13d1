import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { authenticate } from '../modules/auth/authenticate';
import { expandRoles } from '../modules/auth/roles';
import { resolveGate } from '../modules/gates/gate.resolution';
import type { RequestOrigin } from '../modules/gates/site-url';
import type { AppServices, Context } from './context';
import { Loaders } from './loaders';

declare module 'express-serve-static-core' {
  interface Request {
    trafficgate?: Context;
  }
}

/**
 * Builds the one per-request context (ARCHITECTURE.md request flow): own EntityManager, gate by Host, bearer
 * user, `_switch_user` (query parameter or X-Switch-User header). Both /graphql and /api use it.
 * Throws UNAUTHENTICATED / FORBIDDEN / NOT_FOUND domain errors for bad tokens or refused switches.
 */
export async function buildRequestContext(
  req: Request,
  orm: MikroORM<PostgreSqlDriver>,
  services: AppServices,
): Promise<Context> {
  if (req.trafficgate) return req.trafficgate;
  const em = orm.em.fork();
  const gate = await resolveGate(em, req.hostname || req.headers.host, services.principals);
  const switchParam = typeof req.query._switch_user === 'string' ? req.query._switch_user : undefined;
  const switchHeader = req.get('x-switch-user') ?? undefined;
  const { user, impersonator } = await authenticate(em, gate, services.tokens, req.get('authorization'), switchParam ?? switchHeader, services.principals);
  const ctx: Context = {
    em,
    gate,
    user,
    impersonator,
    roles: user ? expandRoles(user.roles) : new Set(),
    loaders: new Loaders(em),
    ip: req.ip ?? req.socket.remoteAddress ?? '',
    requestId: typeof req.id === 'string' ? req.id : randomUUID(),
    origin: requestOrigin(req),
    services,
  };
  req.trafficgate = ctx;
  return ctx;
}

/** The protocol and host the request named (`X-Forwarded-*` only from a trusted proxy, as express reads them). */
function requestOrigin(req: Request): RequestOrigin | undefined {
  const host = req.host;
  const hostname = req.hostname;
  return host && hostname ? { protocol: req.protocol, host, hostname } : undefined;
}

/**
 * The context of a visitor without a session on the request's gate: what a server-rendered public page is drawn
 * with (seo/page-renderer.ts). The session lives in the browser, so a page never renders anyone's private data,
 * whatever headers the page request carries.
 */
export async function buildVisitorContext(req: Request, orm: MikroORM<PostgreSqlDriver>, services: AppServices): Promise<Context> {
  const em = orm.em.fork();
  const gate = await resolveGate(em, req.hostname || req.headers.host, services.principals);
  return {
    em,
    gate,
    user: null,
    impersonator: null,
    roles: new Set(),
    loaders: new Loaders(em),
    ip: req.ip ?? req.socket.remoteAddress ?? '',
    requestId: typeof req.id === 'string' ? req.id : randomUUID(),
    origin: requestOrigin(req),
    services,
  };
}
