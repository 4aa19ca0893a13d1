import type { GraphQLResolveInfo } from 'graphql';
import { NotFoundError, ValidationError } from '../../common/errors';
import { paginate, type PageResult } from '../../common/list';
import { readPage, shownProps, updateRow } from '../../common/read-model';
import { type Context, statementsOf } from '../../graphql/context';
import { perField, relationReads, selects } from '../../graphql/selection';
import { PACKAGE_FIELD_READS } from '../packages/package.resolver';
import { USER_FIELD_READS } from '../users/user.reads';
import { PROJECT_FIELD_READS } from './project.reads';
import { requireRole, requireUser, requireUserId } from '../auth/access';
import { Role } from '../auth/roles';
import { ReciprocalLink } from '../marketing/reciprocal-link.entity';
import { queueReciprocalCheck } from '../marketing/reciprocal-check.service';
import { offeredLinkWhere } from '../marketing/reciprocal-link.service';
import { Package } from '../packages/package.entity';
import { User } from '../users/user.entity';
import { addSettingsVersion, checkedSettings } from '../targeting/settings-version';
import { tierOf } from '../targeting/traffic-settings';
import type { TrafficSettingsInput } from '../targeting/traffic-settings.types';
import { emitWebhookEvent, projectData } from '../webhooks/webhook.events';
import { Project, type TrackingCodeEntry } from './project.entity';
import { assertProjectUrlAllowed } from './project-url';
import { getProject } from './project.lookup';
import { queueCampaignSync } from './project-period.service';
import { projectListSpec, type ProjectCreateInput, type ProjectListArgs, type ProjectUpdateInput } from './project.input';
import {
  assertCanReadProject,
  assertCanUseTrackingCode,
  assertCanWriteProject,
  PROJECT_RULE_READS,
  projectScope,
  projectWriteScope,
} from './project.policy';

/** What the response shows of each project's owner and package, below `path` of the resolver's field. */
function projectRelationReads(
  ctx: Context,
  info: GraphQLResolveInfo | undefined,
  path: string[],
): Partial<Record<string, readonly string[]>> {
  if (!info) return {};
  const metadata = statementsOf(ctx).getMetadata();
  return {
    owner: relationReads(info, [...path, 'owner'], shownProps(metadata.get(User.name)), USER_FIELD_READS),
    package: relationReads(info, [...path, 'package'], shownProps(metadata.get(Package.name)), PACKAGE_FIELD_READS),
  };
}

/**
 * The properties of the project itself a response shows, with what the access rules read; undefined (every column)
 * without `info` or when a field's reads are not known (project.reads.ts).
 */
function projectReads(ctx: Context, info: GraphQLResolveInfo | undefined): string[] | undefined {
  if (!info) return undefined;
  const shown = relationReads(info, [], shownProps(statementsOf(ctx).getMetadata().get(Project.name)), PROJECT_FIELD_READS);
  return shown && [...shown, ...PROJECT_RULE_READS];
}

interface ProjectFieldReads {
  /** The relations the response selects. */
  joined: string[];
  joinedFields: Partial<Record<string, readonly string[]>>;
  fields: string[] | undefined;
}

/** What a response shows of the project its field answers (every relation and column without `info`). */
function projectFieldReads(ctx: Context, info: GraphQLResolveInfo | undefined): ProjectFieldReads {
  if (!info) return { joined: ['owner', 'package'], joinedFields: {}, fields: undefined };
  return perField(info, projectFieldReads, () => ({
    joined: ['owner', 'package'].filter((name) => selects(info, [name])),
    joinedFields: projectRelationReads(ctx, info, []),
    fields: projectReads(ctx, info),
  }));
}

/**
 * Hands the loaders the owners and packages read with all their shown columns; those read with only the columns
 * the response shows stay with their project (the `owner` and `package` fields answer them, project.resolver.ts).
 */
function primeRelations(ctx: Context, projects: Project[], fields: Partial<Record<string, readonly string[]>>): void {
  if (!fields.owner)
    ctx.loaders.prime(
      User,
      projects.map((p) => p.owner),
    );
  if (!fields.package)
    ctx.loaders.prime(
      Package,
      projects.map((p) => p.package),
    );
}

/**
 * The page with its owners and packages in one statement, reading of them only the columns the response
 * shows when `info` tells; the relation fields answer them without a statement.
 */
export async function listProjects(ctx: Context, args: ProjectListArgs, info?: GraphQLResolveInfo): Promise<PageResult<Project>> {
  const joinedFields = info ? perField(info, listProjects, () => projectRelationReads(ctx, info, ['items'])) : {};
  const page = await paginate(ctx.em, Project, projectListSpec, args, projectScope(ctx), { populate: ['owner', 'package'], joinedFields });
  primeRelations(ctx, page.items, joinedFields);
  return page;
}

/**
 * One project to show (the `project` query, REST `GET /api/projects/{id}`): read as a list row is, with its
 * owner and package in the same statement, so the item is one statement. The same access rule as getProject;
 * services that change the project load it through getProject.
 */
export async function readProject(ctx: Context, id: number, info?: GraphQLResolveInfo): Promise<Project> {
  requireUserId(ctx);
  const { joinedFields, fields } = projectFieldReads(ctx, info);
  const { items } = await readPage(
    statementsOf(ctx),
    Project,
    { id },
    { orderBy: [{ id: 'asc' }], limit: 1, offset: 0, joined: ['owner', 'package'], joinedFields, fields },
  );
  const project = items[0];
  if (!project) throw new NotFoundError();
  assertCanReadProject(ctx, project);
  primeRelations(ctx, [project], joinedFields);
  return project;
}

/** The URL as stored: parsed and serialised (lower-case host, default port dropped), without its fragment. */
export function normalizeProjectUrl(input: string): string {
  const url = new URL(input.trim());
  url.hash = '';
  return url.href;
}

/**
 * The reciprocal link an owner chooses: one the gate offers now (GET /api/reciprocal_links/active). A link already on
 * the project may stay even if it is no longer offered; null removes it.
 */
async function chosenLink(
  ctx: Context,
  id: number | null | undefined,
  current?: ReciprocalLink | null,
): Promise<ReciprocalLink | null | undefined> {
  if (id === undefined) return undefined;
  if (id === null) return null;
  if (current && current.id === id) return current;
  const link = await ctx.em.findOne(ReciprocalLink, { id, ...offeredLinkWhere(ctx) });
  if (!link) throw new ValidationError([{ propertyPath: 'reciprocalLinkId', message: 'This reciprocal link is not offered.' }]);
  return link;
}

/** Creates a project, with the first version of its traffic settings when they are given (one transaction). */
export async function createProject(
  ctx: Context,
  input: ProjectCreateInput,
  trafficSettings?: TrafficSettingsInput | null,
): Promise<Project> {
  let owner = requireUser(ctx);
  if (input.ownerId !== undefined && input.ownerId !== owner.id) {
    requireRole(ctx, Role.Manager);
    const other = await ctx.em.findOne(User, { id: input.ownerId, deleted: false });
    if (!other) throw new ValidationError([{ propertyPath: 'ownerId', message: 'This user does not exist.' }]);
    owner = other;
  }
  const link = await chosenLink(ctx, input.reciprocalLinkId);
  const url = normalizeProjectUrl(input.url);
  await assertProjectUrlAllowed(ctx.services.config, new URL(url));
  // A new project has no package: its settings are checked against the standard tier.
  const settings = trafficSettings ? checkedSettings(trafficSettings, { projectUrl: url, tier: tierOf(null) }, 'trafficSettings.') : null;
  // The owner's project.created webhook event commits with the project (the row is made in the transaction).
  const project = await ctx.em.transactional(async (tem) => {
    const created = tem.create(Project, {
      title: input.title.trim(),
      url,
      autoRenew: input.autoRenew ?? false,
      owner,
      reciprocalLink: link ?? null,
    });
    await tem.flush();
    // The settings' first version (and its audit entry, for staff) names the project's id.
    if (settings) {
      addSettingsVersion(tem, ctx, requireUser(ctx), created, settings, null);
      await tem.flush();
    }
    // The page is checked for the chosen link now (the daily check would find it anyway).
    if (link) await queueReciprocalCheck(ctx.services.jobs, tem, created.id);
    await emitWebhookEvent(tem, ctx.services.jobs, owner.id, 'project.created', projectData(created));
    return created;
  });
  return project;
}

/** What an update changes of the project's own plain columns: the title (trimmed) and the auto-renew flag. */
function columnChanges(input: ProjectUpdateInput): Partial<Pick<Project, 'title' | 'autoRenew'>> {
  const changes: Partial<Pick<Project, 'title' | 'autoRenew'>> = {};
  if (input.title !== undefined) changes.title = input.title.trim();
  if (input.autoRenew !== undefined) changes.autoRenew = input.autoRenew;
  return changes;
}

/**
 * Whether an update changes nothing but plain columns (no lookup, no job) of a project this request does not hold as
 * an entity (that entity is changed through the entity, so it stays true).
 */
function changesColumnsOnly(ctx: Context, id: number, input: ProjectUpdateInput): boolean {
  // The ORM's own EntityManager (a request that has not forked one) holds no entity of the request.
  const em = statementsOf(ctx);
  return input.url === undefined && input.reciprocalLinkId === undefined && (em.global || !em.getUnitOfWork().getById(Project.name, id));
}

/**
 * Changes a project (docs/product.md#roles: its owner, or a manager). A new title or auto-renew flag is one statement:
 * the write rule (projectWriteScope) is part of its WHERE, and the owner and package the response shows are read back
 * with it. When it changes no row, the entity path below answers why (404, or 403 for support staff). A new URL or
 * reciprocal link goes through the entity: it may queue the campaign's update or the link's check with the change.
 */
export async function updateProject(ctx: Context, id: number, input: ProjectUpdateInput, info?: GraphQLResolveInfo): Promise<Project> {
  if (changesColumnsOnly(ctx, id, input)) {
    const { joined, joinedFields, fields } = projectFieldReads(ctx, info);
    const updated = await updateRow(statementsOf(ctx), Project, { id, ...projectWriteScope(ctx) }, columnChanges(input), {
      joined,
      joinedFields,
      fields,
    });
    if (updated) {
      primeRelations(ctx, [updated], joinedFields);
      return updated;
    }
  }
  const project = await getProject(ctx, id);
  assertCanWriteProject(ctx, project);
  // The link is looked up before the first change: a query flushes pending changes (FlushMode.AUTO), so a title
  // set before a refused link would have been saved anyway (nothing written on refusal).
  const link = await chosenLink(ctx, input.reciprocalLinkId, project.reciprocalLink);
  const url = input.url === undefined ? undefined : normalizeProjectUrl(input.url);
  if (url !== undefined && url !== project.url) await assertProjectUrlAllowed(ctx.services.config, new URL(url));
  const urlBefore = project.url;
  const linkBefore = project.reciprocalLink?.id ?? null;
  Object.assign(project, columnChanges(input));
  if (url !== undefined) project.url = url;
  if (link !== undefined) project.reciprocalLink = link;
  // A running campaign must send its visitors to the new address: the partner is told with the change.
  const syncCampaign = project.url !== urlBefore && !!project.package;
  // A new link or a new page is checked now; until then its status is "unknown".
  const checkLink = !!project.reciprocalLink && (project.reciprocalLink.id !== linkBefore || project.url !== urlBefore);
  if (!syncCampaign && !checkLink) {
    // Nothing to queue with it: the flush is one transaction of its own (a rename skips the fork).
    await ctx.em.flush();
    return project;
  }
  await ctx.em.transactional(async (tem) => {
    await tem.flush();
    if (syncCampaign) await queueCampaignSync(ctx.services.jobs, tem, project.id);
    if (checkLink) await queueReciprocalCheck(ctx.services.jobs, tem, project.id);
  });
  return project;
}

export async function getTrackingCode(ctx: Context, id: number): Promise<TrackingCodeEntry[]> {
  const project = await getProject(ctx, id);
  assertCanUseTrackingCode(ctx, project);
  return project.trackingCodes;
}

export async function updateTrackingCode(ctx: Context, id: number, entries: TrackingCodeEntry[]): Promise<TrackingCodeEntry[]> {
  const project = await getProject(ctx, id);
  assertCanUseTrackingCode(ctx, project);
  assertCanWriteProject(ctx, project);
  project.trackingCodes = entries.map((e) => ({ ga_ids: [...new Set(e.ga_ids)] }));
  await ctx.em.flush();
  return project.trackingCodes;
}
