import type { RestResource, RestRoute } from './resource';

// The commerce part of the route table (see rest/route-table.ts).
export const commerceResources: RestResource[] = [];
export const commerceRoutes: RestRoute[] = [];
