import { Arg, Authorized, Ctx, Extensions, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { REPORT } from '../../graphql/report-field';
import { Role } from '../auth/roles';
import * as kpis from './kpi.service';
import { AdminKpis, CountDay, CreditsDay, RevenueDay } from './kpi.types';

@Authorized(Role.Support)
@Resolver(() => AdminKpis)
export class AdminKpisResolver {
  @Query(() => AdminKpis, { description: 'Dashboard figures for staff; default range: the last 30 days. Revenue for managers and above.' })
  @Extensions(REPORT)
  adminKpis(
    @Arg('from', () => Date, { nullable: true }) from: Date | null,
    @Arg('to', () => Date, { nullable: true }) to: Date | null,
    @Arg('gateId', () => Int, { nullable: true }) gateId: number | null,
  ): AdminKpis {
    return kpis.kpiRange(from, to, gateId);
  }

  @Authorized(Role.Manager)
  @FieldResolver(() => [RevenueDay])
  revenueByDay(@Ctx() ctx: Context, @Root() k: AdminKpis): Promise<RevenueDay[]> {
    return kpis.revenueByDay(ctx, k);
  }

  @FieldResolver(() => [CountDay])
  newUsersByDay(@Ctx() ctx: Context, @Root() k: AdminKpis): Promise<CountDay[]> {
    return kpis.newUsersByDay(ctx, k);
  }

  @FieldResolver(() => [CreditsDay])
  creditsByDay(@Ctx() ctx: Context, @Root() k: AdminKpis): Promise<CreditsDay[]> {
    return kpis.creditsByDay(ctx, k);
  }

  @FieldResolver(() => Int)
  activeProjects(@Ctx() ctx: Context, @Root() k: AdminKpis): Promise<number> {
    return kpis.activeProjects(ctx, k);
  }

  @FieldResolver(() => Int, { description: 'Projects whose delivered traffic is off its order now (the off-target flag).' })
  offTargetProjects(@Ctx() ctx: Context, @Root() k: AdminKpis): Promise<number> {
    return kpis.offTargetProjects(ctx, k);
  }

  @FieldResolver(() => Int)
  openSubscriptions(@Ctx() ctx: Context, @Root() k: AdminKpis): Promise<number> {
    return kpis.openSubscriptions(ctx, k);
  }
}
