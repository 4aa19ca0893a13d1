import { DomainError } from '../common/errors';
import type { Context } from '../graphql/context';
import type { RestResource, RestRoute } from './resource';
import { type AccessCheck, accessCheck } from './route-access';

/*
 * The Hydra documentation and the entrypoint as the caller may use them. Which routes a caller may call is
 * decided by the check the router itself runs before each route (rest/route-access.ts: the `@Authorized` roles of
 * the GraphQL field, the auth checker, an API key's scopes) — there is no second table. The docs then declare only
 * those routes, so API Platform's admin offers no menu entry, Create or Edit that the server would refuse with 403.
 */

const checks = new WeakMap<RestRoute, AccessCheck>();

/** The routes of `routes` the caller of `ctx` passes the access check of (the router's own check, per route). */
export async function callableRoutes(routes: RestRoute[], ctx: Context): Promise<RestRoute[]> {
  const out: RestRoute[] = [];
  for (const route of routes) {
    let check = checks.get(route);
    if (!check) checks.set(route, (check = accessCheck(route)));
    try {
      await check(ctx);
      out.push(route);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
    }
  }
  return out;
}

/** The routes of the route table that are a resource's API Platform operations: on its collection or item path. */
export interface ResourceRoutes {
  /** GET /{path}: the collection (the entrypoint lists the resource only with it). */
  list?: RestRoute;
  /** POST /{path} */
  create?: RestRoute;
  /** GET /{path}/{id} */
  show?: RestRoute;
  /** PUT /{path}/{id} */
  replace?: RestRoute;
  /** DELETE /{path}/{id} */
  remove?: RestRoute;
}

export function resourceRoutes(r: RestResource, routes: RestRoute[]): ResourceRoutes {
  const collection = `/${r.path}`;
  const item = `/${r.path}/:id`;
  // The first route of a method and path is the one express runs.
  const find = (method: RestRoute['method'], path: string) => routes.find((x) => x.method === method && x.path === path);
  const list = find('get', collection);
  return {
    list: list && (list.result.kind === 'collection' || list.result.kind === 'list') ? list : undefined,
    create: find('post', collection),
    show: find('get', item),
    replace: find('put', item),
    remove: find('delete', item),
  };
}
