import { NotFoundError } from '../../common/errors';
import type { Context } from '../../graphql/context';
import { requireUserId } from '../auth/access';
import { Project } from './project.entity';
import { assertCanReadProject } from './project.policy';

/** A project the caller may read (its owner, or staff); someone else's answers NOT_FOUND, as a missing one does. */
export async function getProject(ctx: Context, id: number): Promise<Project> {
  requireUserId(ctx);
  const project = await ctx.em.findOne(Project, { id });
  if (!project) throw new NotFoundError();
  assertCanReadProject(ctx, project);
  return project;
}
