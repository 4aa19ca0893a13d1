import { Arg, Authorized, Ctx, Extensions, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { REPORT } from '../../graphql/report-field';
import { Project } from '../projects/project.entity';
import { deliveryComparison } from './comparison.service';
import { DeliveryComparison } from './comparison.types';
import * as statistics from './statistics.service';
import { ProjectPagesResult, ProjectStatistics } from './statistics.types';

/** An aggregate over up to a year of a project's visits: far more than a value read from a loaded row. */
const AGGREGATE_COST = { complexity: 100 };

@Authorized()
@Resolver(() => Project)
export class ProjectStatisticsResolver {
  @Query(() => ProjectStatistics, {
    description:
      "Delivered visits of a project (owner and staff), or of all the caller's own projects when projectId is null. from/to: YYYY-MM-DD, inclusive, UTC; default the last 30 days.",
  })
  @Extensions(AGGREGATE_COST)
  @Extensions(REPORT)
  projectStatistics(
    @Ctx() ctx: Context,
    @Arg('projectId', () => Int, { nullable: true }) projectId: number | null,
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
  ): Promise<ProjectStatistics> {
    return statistics.projectStatistics(ctx, projectId, from, to);
  }

  @Query(() => DeliveryComparison, {
    description:
      "Delivered versus ordered for a project (owner and staff): each settings version's order beside what was delivered under it, and the share that matched. from/to: YYYY-MM-DD, inclusive, UTC; default the last 30 days.",
  })
  @Extensions(AGGREGATE_COST)
  @Extensions(REPORT)
  projectDeliveryComparison(
    @Ctx() ctx: Context,
    @Arg('projectId', () => Int) projectId: number,
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
  ): Promise<DeliveryComparison> {
    return deliveryComparison(ctx, projectId, from, to);
  }

  @Query(() => ProjectPagesResult, {
    description: 'Visited pages of a project with their visit counts, most visited first (owner and staff).',
  })
  @Extensions(AGGREGATE_COST)
  @Extensions(REPORT)
  projectPages(
    @Ctx() ctx: Context,
    @Arg('projectId', () => Int) projectId: number,
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
  ): Promise<ProjectPagesResult> {
    return statistics.projectPages(ctx, projectId, { from, to, page, limit });
  }

  @FieldResolver(() => Int, { description: 'Visits delivered in the current period (from the delivery reports).' })
  async delivered(@Ctx() ctx: Context, @Root() project: Project): Promise<number> {
    return (await statistics.periodDelivery(ctx, project)).delivered;
  }

  @FieldResolver(() => Int, { description: "Visits bought for the current period: the package's size, 0 without a package." })
  async bought(@Ctx() ctx: Context, @Root() project: Project): Promise<number> {
    return (await statistics.periodDelivery(ctx, project)).bought;
  }
}
