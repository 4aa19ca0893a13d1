import type { EntityManager } from '@mikro-orm/postgresql';
import { cityById } from '../geo/regions';
import { defaultSettings, effectiveSettings, tierOf, visitorsPerDay, type TrafficSettingsDoc } from './traffic-settings';
import { ProjectTrafficSettings } from './traffic-settings.entity';

/** The version in force: the newest saved one, or null (the defaults). */
export function currentSettingsRow(em: EntityManager, projectId: number): Promise<ProjectTrafficSettings | null> {
  return em.findOne(ProjectTrafficSettings, { project: projectId }, { orderBy: { version: 'desc' } });
}

/** The settings document in force for the project, and its version (0: the defaults). */
export async function settingsInForce(em: EntityManager, projectId: number): Promise<{ version: number; settings: TrafficSettingsDoc }> {
  const row = await currentSettingsRow(em, projectId);
  return row ? { version: row.version, settings: row.settings } : { version: 0, settings: defaultSettings() };
}

/**
 * The targeting part of the partner's campaign (format 1, docs/delivery-partner.md): the settings the package's tier
 * lets run, with city names beside their ids, the version they came from and the daily pace.
 */
export function campaignTargeting(
  settings: TrafficSettingsDoc,
  version: number,
  pkg: { size: number; durationDays: number; professional: boolean },
) {
  const run = effectiveSettings(settings, tierOf(pkg));
  return {
    format: 1 as const,
    settingsVersion: version,
    visitorsPerDay: visitorsPerDay(pkg),
    geo: {
      split: run.geo.split,
      countries: run.geo.countries.map((c) => ({
        code: c.code,
        share: c.share,
        states: c.states,
        cities: c.cities.map((id) => ({ id, name: cityById(id)?.name ?? null })),
      })),
    },
    sources: run.sources,
    devices: run.devices,
    behaviour: run.behaviour,
    pace: run.pace,
  };
}

export type CampaignTargeting = ReturnType<typeof campaignTargeting>;
