import type { RestRoute } from './resource';

// The account-flow part of the route table (see rest/route-table.ts): demo sign-up, social sign-in.
export const accountRoutes: RestRoute[] = [];
