import type { ComplexityEstimatorArgs } from 'graphql-query-complexity';
import { Arg, Authorized, Ctx, Extensions, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { defaultSettings, PROFESSIONAL_SETTINGS, STANDARD_SETTINGS } from './traffic-settings';
import { historySize, readTrafficSettings, saveTrafficSettings, settingsView, trafficSettingsHistory } from './traffic-settings.service';
import { TrafficSettings, TrafficSettingsInput, TrafficSettingsVersion, TrafficTier } from './traffic-settings.types';

@Resolver()
export class TrafficSettingsResolver {
  @Query(() => [TrafficTier], { description: 'What each package tier unlocks in the traffic settings.' })
  trafficTiers(): TrafficTier[] {
    return [
      { tier: 'standard', unlocks: [...STANDARD_SETTINGS], packageFilter: 'professional=0' },
      { tier: 'professional', unlocks: [...STANDARD_SETTINGS, ...PROFESSIONAL_SETTINGS], packageFilter: 'professional=1' },
    ];
  }

  @Authorized()
  @Query(() => TrafficSettings, {
    description: 'The default traffic settings a new project starts from: version 0, on the standard tier (it has no package yet).',
  })
  trafficSettingsDefaults(): TrafficSettings {
    return settingsView(defaultSettings(), 0, null, null);
  }

  @Authorized()
  @Query(() => TrafficSettings, { description: "The project's traffic settings in force (the defaults until first saved)." })
  projectTrafficSettings(@Ctx() ctx: Context, @Arg('projectId', () => Int) projectId: number): Promise<TrafficSettings> {
    return readTrafficSettings(ctx, projectId);
  }

  @Authorized()
  // Costed by the versions it answers (historySize), not by the page size of list pages.
  @Extensions({
    complexity: ({ args, childComplexity }: ComplexityEstimatorArgs) =>
      1 + historySize(args.limit as number | null) * Math.max(childComplexity, 1),
  })
  @Query(() => [TrafficSettingsVersion], { description: "The newest saved versions of the project's traffic settings, newest first." })
  projectTrafficSettingsHistory(
    @Ctx() ctx: Context,
    @Arg('projectId', () => Int) projectId: number,
    @Arg('limit', () => Int, { nullable: true, description: 'How many versions: 10 when left out, at most 20.' }) limit: number | null,
  ): Promise<TrafficSettingsVersion[]> {
    return trafficSettingsHistory(ctx, projectId, limit);
  }

  @Authorized()
  @Mutation(() => TrafficSettings, {
    description: "Replaces the project's traffic settings with a new version and re-syncs a running campaign.",
  })
  updateProjectTrafficSettings(
    @Ctx() ctx: Context,
    @Arg('projectId', () => Int) projectId: number,
    // The rules are checked by the service after the project's access check (someone else's project: 404).
    @Arg('input', () => TrafficSettingsInput, { validate: false }) input: TrafficSettingsInput,
  ): Promise<TrafficSettings> {
    return saveTrafficSettings(ctx, projectId, input);
  }
}
