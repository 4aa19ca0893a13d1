import type { RestRequest } from './request';
import { BadRequestError } from '../common/errors';
import { projectListSpec } from '../modules/projects/project.input';
import { userListSpec } from '../modules/users/user.input';
import { bodyAsInput, bodyAsNestedInput, pathId, standardRoutes } from './operations';
import { registerResources, type RestResource, type RestRoute } from './resource';
import { accountRoutes } from './routes.accounts';
import { commerceResources, commerceRoutes } from './routes.commerce';
import { integrationResources, integrationRoutes } from './routes.integrations';
import { marketingResources, marketingRoutes } from './routes.marketing';

/*
 * The REST/Hydra surface of docs/api.md#calls. Every route is one GraphQL operation run in-process with the request's
 * context: no route reads the database or checks a permission itself (docs/architecture.md).
 */

export const UserResource: RestResource = {
  type: 'User',
  path: 'users',
  description: 'An account on one gate.',
  fields: 'id login email displayName roles enabled deleted unsubscribed emailConfirmed lastActivity gateId createdAt',
  spec: userListSpec,
  list: { field: 'users', argsType: 'UserFilter' },
  item: { field: 'user' },
  create: { field: 'createUser', inputType: 'UserCreateInput' },
  update: { field: 'updateUser', inputType: 'UserUpdateInput' },
};

export const ProjectResource: RestResource = {
  type: 'Project',
  path: 'projects',
  description: 'A website that receives traffic.',
  fields:
    'id title url ownerId owner { __typename id login } package { __typename id name code free size } reciprocalLinkId expiredAt autoRenew campaignId createdAt',
  spec: projectListSpec,
  list: { field: 'projects', argsType: 'ProjectFilter' },
  item: { field: 'project' },
  create: { field: 'createProject', inputType: 'ProjectCreateInput' },
  update: { field: 'updateProject', inputType: 'ProjectUpdateInput' },
};

/** Every Hydra resource, in the order the entrypoint lists them. */
export const resources: RestResource[] = [
  ProjectResource,
  UserResource,
  ...commerceResources,
  ...marketingResources,
  ...integrationResources,
];
registerResources(resources);

/** `page`, `limit` (alias itemsPerPage), `from`, `to` of GET /projects/{id}/pages (docs/api.md#calls). */
function pagesQuery(req: RestRequest): { page?: number; limit?: number; from?: string; to?: string } {
  const { page, limit, itemsPerPage, from, to } = req.query as Record<string, unknown>;
  const text = (name: string, v: unknown) => {
    if (v === undefined) return undefined;
    if (typeof v !== 'string') throw new BadRequestError(`Invalid value for "${name}": expected a single value`);
    return v;
  };
  const int = (name: string, v: unknown) => {
    const raw = text(name, v);
    if (raw === undefined || raw === '') return undefined;
    if (!/^\d{1,9}$/.test(raw)) throw new BadRequestError(`Invalid value "${raw}" for "${name}": expected an integer`);
    return Number(raw);
  };
  return { page: int('page', page), limit: int('limit', limit ?? itemsPerPage), from: text('from', from), to: text('to', to) };
}

function loginCredentials(body: unknown): { username: string; password: string } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new BadRequestError('Invalid JSON.');
  const b = body as Record<string, unknown>;
  const username = b.username ?? b.email;
  if (typeof username !== 'string') throw new BadRequestError('The key "username" must be provided.');
  if (typeof b.password !== 'string') throw new BadRequestError('The key "password" must be provided.');
  return { username, password: b.password };
}

/** What the traffic-settings routes answer of a settings document. */
const TRAFFIC_SETTINGS_DOCUMENT =
  'version geo { split countries { code share states cities } } sources { direct organic social referral searchEngine keywords socialNetworks referrers } devices { desktop mobile tablet } behaviour { bounceRate minDurationSeconds maxDurationSeconds pagesPerVisit pages { url weight } } pace { curve timeZone rampUpDays utm { source medium campaign term content } }';
const TRAFFIC_SETTINGS_FIELDS = `${TRAFFIC_SETTINGS_DOCUMENT} savedAt tier visitorsPerDay summary beyondTier geo { worldwide countries { name stateDetails { code name } cityDetails { id name country population } } }`;

/** `{packageId}`; anything else fails the operation's Int! check, after the row check (someone else's project: 404). */
function assignBody(body: unknown): unknown {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).packageId : null;
}

export const routeTable: RestRoute[] = [
  // Auth and session (docs/api.md#calls)
  {
    method: 'post',
    path: '/login',
    operation: 'mutation Login($input: LoginInput!) { result: login(input: $input) { token } }',
    variables: (req) => ({ input: loginCredentials(req.body) }),
    result: { kind: 'raw' },
  },
  {
    method: 'get',
    path: '/me',
    operation: `query Me { result: me { ${UserResource.fields} } }`,
    result: { kind: 'item', resource: UserResource },
  },
  {
    method: 'post',
    path: '/remove-account',
    operation: 'mutation RemoveAccount($input: RemoveAccountInput!) { result: removeAccount(input: $input) }',
    variables: (req) => ({ input: bodyAsInput(req, 'RemoveAccountInput') }),
    result: { kind: 'empty' },
  },
  {
    method: 'post',
    path: '/remove-account/:id',
    operation: 'mutation RemoveAccountById($id: Int!) { result: removeAccountById(id: $id) }',
    variables: (req) => ({ id: pathId(req) }),
    result: { kind: 'empty' },
  },

  // Projects (docs/api.md#calls)
  {
    method: 'get',
    path: '/projects/:id/gaId',
    operation: 'query GaId($id: Int!) { result: projectGaId(id: $id) }',
    variables: (req) => ({ id: pathId(req) }),
    result: { kind: 'raw' },
    transform: (gaId) => ({ gaId }),
  },
  {
    method: 'get',
    path: '/projects/:id/visitorsCount',
    operation: 'query Visitors($id: Int!) { result: projectVisitorsCount(id: $id) { visitorsCount } }',
    variables: (req) => ({ id: pathId(req) }),
    result: { kind: 'raw' },
  },
  {
    method: 'get',
    path: '/projects/:id/trackingCode',
    operation: 'query TrackingCode($id: Int!) { result: projectTrackingCode(id: $id) { ga_ids } }',
    variables: (req) => ({ id: pathId(req) }),
    result: { kind: 'raw' },
  },
  {
    method: 'put',
    path: '/projects/:id/trackingCode/update',
    operation:
      'mutation UpdateTrackingCode($id: Int!, $input: TrackingCodeUpdateInput!) { result: updateProjectTrackingCode(id: $id, input: $input) { ga_ids } }',
    variables: (req) => ({ id: pathId(req), input: bodyAsInput(req, 'TrackingCodeUpdateInput') }),
    row: 'project',
    result: { kind: 'raw' },
  },
  {
    method: 'get',
    path: '/projects/:id/traffic_settings',
    operation: `query TrafficSettings($id: Int!) { result: projectTrafficSettings(projectId: $id) { ${TRAFFIC_SETTINGS_FIELDS} } }`,
    variables: (req) => ({ id: pathId(req) }),
    result: { kind: 'raw' },
  },
  {
    // Replaces the whole document (a section left out takes its default); a refused one changes nothing (422).
    method: 'put',
    path: '/projects/:id/traffic_settings',
    operation: `mutation UpdateTrafficSettings($id: Int!, $input: TrafficSettingsInput!) {
      result: updateProjectTrafficSettings(projectId: $id, input: $input) { ${TRAFFIC_SETTINGS_FIELDS} }
    }`,
    variables: (req) => ({ id: pathId(req), input: bodyAsNestedInput(req, 'TrafficSettingsInput') }),
    row: 'project',
    result: { kind: 'raw' },
  },
  {
    method: 'get',
    path: '/projects/:id/traffic_settings/history',
    // Each version's document without the dictionary names (the item route answers those).
    operation: `query TrafficSettingsHistory($id: Int!, $limit: Int) {
      result: projectTrafficSettingsHistory(projectId: $id, limit: $limit) {
        version savedAt sections changedBy { byStaff email actingAdminEmail } settings { ${TRAFFIC_SETTINGS_DOCUMENT} summary }
      }
    }`,
    variables: (req) => ({ id: pathId(req), limit: pagesQuery(req).limit }),
    result: { kind: 'raw' },
    transform: (versions) => ({ versions }),
  },
  {
    method: 'get',
    path: '/projects/:id/campaign/status',
    operation: 'query CampaignStatus($id: Int!) { result: projectCampaignState(id: $id) { status source } }',
    variables: (req) => ({ id: pathId(req) }),
    result: { kind: 'raw' },
  },
  {
    // Package assignment: one credit of the package's balance for one more period.
    method: 'post',
    path: '/projects/:id/assign',
    operation: `mutation AssignPackage($id: Int!, $packageId: Int!) { result: assignPackage(projectId: $id, packageId: $packageId) { ${ProjectResource.fields} } }`,
    variables: (req) => ({ id: pathId(req), packageId: assignBody(req.body) }),
    row: 'project',
    result: { kind: 'item', resource: ProjectResource },
  },
  {
    method: 'get',
    path: '/projects/:id/reciprocal/status',
    operation: 'query ReciprocalStatus($id: Int!) { result: projectReciprocalStatus(id: $id) }',
    variables: (req) => ({ id: pathId(req) }),
    result: { kind: 'raw' },
    transform: (status) => ({ status }),
  },
  {
    // Each visited page with its visit count, most visited first; `total` = distinct pages of the range.
    method: 'get',
    path: '/projects/:id/pages',
    operation: `query ProjectPages($id: Int!, $page: Int, $limit: Int, $from: String, $to: String) {
      result: projectPages(projectId: $id, page: $page, limit: $limit, from: $from, to: $to) { pages { url visits } total }
    }`,
    variables: (req) => ({ id: pathId(req), ...pagesQuery(req) }),
    result: { kind: 'raw' },
  },

  // Domain routes come before the standard ones so `/packages/for_main_page` is not taken for `/packages/:id`.
  ...accountRoutes,
  ...commerceRoutes,
  ...marketingRoutes,
  ...integrationRoutes,
  ...resources.flatMap((r) => standardRoutes(r, resources)),
];
