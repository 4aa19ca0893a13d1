import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { isReadRow } from '../../common/read-model';
import type { Context } from '../../graphql/context';
import { TrafficSettingsInput } from '../targeting/traffic-settings.types';
import { PageOf } from '../../graphql/list.types';
import { validateInput } from '../../graphql/validate-input';
import { visitorsCount } from '../delivery/statistics.service';
import { Package } from '../packages/package.entity';
import { User } from '../users/user.entity';
import { Project, ProjectVisitors, TrackingCode } from './project.entity';
import { ProjectCreateInput, ProjectListArgs, ProjectUpdateInput, TrackingCodeUpdateInput } from './project.input';
import { assertCanUseTrackingCode, assertCanWriteProject } from './project.policy';
import * as projects from './project.service';
import { getProject } from './project.lookup';
import { assignPackage } from './project-period.service';
import { campaignState, reciprocalStatus } from './project-status.service';

export const ProjectPage = PageOf(Project);

@Authorized()
@Resolver(() => Project)
export class ProjectResolver {
  @Query(() => ProjectPage, { description: "The caller's projects; every project for staff." })
  projects(@Ctx() ctx: Context, @Args(() => ProjectListArgs) args: ProjectListArgs, @Info() info: GraphQLResolveInfo) {
    return projects.listProjects(ctx, args, info);
  }

  @Query(() => Project)
  project(@Ctx() ctx: Context, @Arg('id', () => Int) id: number, @Info() info: GraphQLResolveInfo): Promise<Project> {
    return projects.readProject(ctx, id, info);
  }

  @Query(() => String, { nullable: true, description: 'The analytics id (owner and support staff).' })
  async projectGaId(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<string | null> {
    return (await getProject(ctx, id)).gaId;
  }

  @Query(() => ProjectVisitors, { description: 'Visitors delivered so far, from the delivery reports (owner and support staff).' })
  async projectVisitorsCount(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<ProjectVisitors> {
    return { visitorsCount: await visitorsCount(ctx, id) };
  }

  @Query(() => [TrackingCode], { description: 'Tracking codes: VIP level (docs/product.md#roles).' })
  projectTrackingCode(@Ctx() ctx: Context, @Arg('id', () => Int) id: number) {
    return projects.getTrackingCode(ctx, id);
  }

  @Query(() => String, {
    description: 'Campaign status: the delivery partner\'s, or derived from the project without one; "unknown" on failure.',
  })
  async projectCampaignStatus(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<string> {
    return (await campaignState(ctx, await getProject(ctx, id))).status;
  }

  @Query(() => String, {
    description: 'Whether the project\'s page links to its reciprocal link, as last checked: "active" | "missing" | "none" | "unknown".',
  })
  async projectReciprocalStatus(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<string> {
    return reciprocalStatus(ctx, await getProject(ctx, id));
  }

  @Mutation(() => Project, {
    description: "Puts one period of the package on the project, paid by one credit of the owner's balance; extends expiredAt.",
  })
  assignPackage(
    @Ctx() ctx: Context,
    @Arg('projectId', () => Int) projectId: number,
    @Arg('packageId', () => Int) packageId: number,
  ): Promise<Project> {
    return assignPackage(ctx, projectId, packageId);
  }

  @Mutation(() => Project)
  createProject(
    @Ctx() ctx: Context,
    @Arg('input', () => ProjectCreateInput) input: ProjectCreateInput,
    @Arg('trafficSettings', () => TrafficSettingsInput, {
      nullable: true,
      description: 'The first version of its traffic settings (the defaults when left out), checked for a project without a package.',
    })
    trafficSettings?: TrafficSettingsInput | null,
  ): Promise<Project> {
    return projects.createProject(ctx, input, trafficSettings);
  }

  /*
   * Owner mutations: someone else's project answers 404 whatever the input holds, so the input is validated
   * after the policy check (graphql/validate-input.ts), not before the resolver as other arguments are.
   */
  @Mutation(() => Project)
  async updateProject(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ProjectUpdateInput, { validate: false }) input: ProjectUpdateInput,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Project> {
    // A valid input goes straight to the service, whose write carries the rule; an invalid one answers
    // its violations only to a caller who may change the project.
    const valid = await validateInput(input).catch(async (e: unknown) => {
      assertCanWriteProject(ctx, await getProject(ctx, id));
      throw e;
    });
    return projects.updateProject(ctx, id, valid, info);
  }

  @Mutation(() => [TrackingCode])
  async updateProjectTrackingCode(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TrackingCodeUpdateInput, { validate: false }) input: TrackingCodeUpdateInput,
  ) {
    const project = await getProject(ctx, id);
    assertCanUseTrackingCode(ctx, project);
    assertCanWriteProject(ctx, project);
    return projects.updateTrackingCode(ctx, id, (await validateInput(input)).trackingCode);
  }

  @FieldResolver(() => User)
  owner(@Ctx() ctx: Context, @Root() project: Project): User | null | Promise<User | null> {
    // A list page's or an item's owner was read in the project's statement, with the columns this response shows.
    return isReadRow(project.owner) ? project.owner : ctx.loaders.refNow(User, project.owner);
  }

  @FieldResolver(() => Int)
  ownerId(@Root() project: Project): number {
    return project.owner.id;
  }

  @FieldResolver(() => Package, { nullable: true })
  package(@Ctx() ctx: Context, @Root() project: Project): Package | null | Promise<Package | null> {
    return isReadRow(project.package) ? project.package : ctx.loaders.refNow(Package, project.package);
  }

  @FieldResolver(() => Int, { nullable: true })
  reciprocalLinkId(@Root() project: Project): number | null {
    return project.reciprocalLink?.id ?? null;
  }
}
