import { Arg, Authorized, Ctx, Extensions, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Role } from '../auth/roles';
import { Project, TrackingCode } from './project.entity';
import { campaignState, reciprocalStatus } from './project-status.service';
import { getProject } from './project.lookup';

@ObjectType({ description: "A project's campaign status and where it comes from.", simpleResolvers: true })
export class CampaignState {
  @Field({ description: '"active" | "expired" | "no_package" | "paused" | "unknown"' })
  status!: string;

  @Field({
    description:
      '"partner": asked from the delivery partner; "derived": from the project itself (no partner configured, or its campaign not yet confirmed by the partner).',
  })
  source!: string;
}

/** The live statuses of a project (docs/product.md#states, docs/product.md#roles and docs/api.md#error-catalogue). */
@Authorized()
@Resolver(() => Project)
export class ProjectStatusResolver {
  @Query(() => CampaignState, { description: 'Campaign status with its source (GET /api/projects/{id}/campaign/status).' })
  async projectCampaignState(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<CampaignState> {
    return campaignState(ctx, await getProject(ctx, id));
  }

  // A call to the partner, with its deadline, per project.
  @FieldResolver(() => String, { description: '"active" | "expired" | "no_package" | "paused" | "unknown" (partner\'s or derived).' })
  @Extensions({ complexity: 15 })
  async campaignStatus(@Ctx() ctx: Context, @Root() project: Project): Promise<string> {
    return (await campaignState(ctx, project)).status;
  }

  @FieldResolver(() => String, {
    description:
      '"active" | "missing" | "none" | "unknown": whether the project\'s page links to its reciprocal link, as last checked (daily).',
  })
  reciprocalStatus(@Ctx() ctx: Context, @Root() project: Project): Promise<string> {
    return reciprocalStatus(ctx, project);
  }

  @FieldResolver(() => [TrackingCode], { nullable: true, description: 'Null unless the caller is VIP or above (docs/product.md#roles).' })
  trackingCodes(@Ctx() ctx: Context, @Root() project: Project): TrackingCode[] | null {
    return ctx.roles.has(Role.Vip) ? project.trackingCodes : null;
  }
}
