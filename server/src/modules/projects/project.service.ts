import { NotFoundError, ValidationError } from '../../common/errors';
import { paginate, type PageResult } from '../../common/list';
import type { Context } from '../../graphql/context';
import { requireRole, requireUser } from '../auth/access';
import { Role } from '../auth/roles';
import { ReciprocalLink } from '../marketing/reciprocal-link.entity';
import { User } from '../users/user.entity';
import { Project, type TrackingCodeEntry } from './project.entity';
import { projectListSpec, type ProjectCreateInput, type ProjectListArgs, type ProjectUpdateInput } from './project.input';
import { assertCanReadProject, assertCanUseTrackingCode, assertCanWriteProject, projectScope } from './project.policy';

export function listProjects(ctx: Context, args: ProjectListArgs): Promise<PageResult<Project>> {
  return paginate(ctx.em, Project, projectListSpec, args, projectScope(ctx));
}

export async function getProject(ctx: Context, id: number): Promise<Project> {
  requireUser(ctx);
  const project = await ctx.em.findOne(Project, { id });
  if (!project) throw new NotFoundError();
  assertCanReadProject(ctx, project);
  return project;
}

export async function createProject(ctx: Context, input: ProjectCreateInput): Promise<Project> {
  let owner = requireUser(ctx);
  if (input.ownerId !== undefined && input.ownerId !== owner.id) {
    requireRole(ctx, Role.Manager);
    const other = await ctx.em.findOne(User, { id: input.ownerId, deleted: false });
    if (!other) throw new ValidationError([{ propertyPath: 'ownerId', message: 'This user does not exist.' }]);
    owner = other;
  }
  const project = ctx.em.create(Project, {
    title: input.title.trim(),
    url: input.url.trim(),
    autoRenew: input.autoRenew ?? false,
    owner,
  });
  await ctx.em.flush();
  return project;
}

export async function updateProject(ctx: Context, id: number, input: ProjectUpdateInput): Promise<Project> {
  const project = await getProject(ctx, id);
  assertCanWriteProject(ctx, project);
  // The link is looked up before the first change: a query flushes pending changes (FlushMode.AUTO), so a title
  // set before a refused link would have been saved anyway (issue 8 fuzz suite: nothing written on refusal).
  let link: ReciprocalLink | null | undefined;
  if (input.reciprocalLinkId !== undefined) {
    requireRole(ctx, Role.Manager);
    link = input.reciprocalLinkId === null ? null : await ctx.em.findOne(ReciprocalLink, { id: input.reciprocalLinkId });
    if (link === null && input.reciprocalLinkId !== null) {
      throw new ValidationError([{ propertyPath: 'reciprocalLinkId', message: 'This reciprocal link does not exist.' }]);
    }
  }
  if (input.title !== undefined) project.title = input.title.trim();
  if (input.url !== undefined) project.url = input.url.trim();
  if (input.autoRenew !== undefined) project.autoRenew = input.autoRenew;
  if (link !== undefined) project.reciprocalLink = link;
  await ctx.em.flush();
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
