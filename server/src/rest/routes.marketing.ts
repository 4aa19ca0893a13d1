import type { RestResource, RestRoute } from './resource';

// The marketing part of the route table (see rest/route-table.ts).
export const marketingResources: RestResource[] = [];
export const marketingRoutes: RestRoute[] = [];
