import type { EntityManager } from '@mikro-orm/postgresql';
import { compareDelivery } from '../../modules/delivery/comparison.service';
import { dayString, parseDayRange } from '../../modules/delivery/date-range';
import { largestGap } from '../../modules/delivery/off-target.service';
import type { Project } from '../../modules/projects/project.entity';
import { checkSettings, defaultSettings, tierOf, type TrafficSettingsDoc } from '../../modules/targeting/traffic-settings';
import { ProjectTrafficSettings } from '../../modules/targeting/traffic-settings.entity';
import type { User } from '../../modules/users/user.entity';

/*
 * Demo traffic settings: the shop orders about the mix its demo reports deliver (demo-delivery.ts); the recipes
 * site orders a mix they do not deliver (France and Germany, mostly mobile), so the two differ on a fresh start.
 */

export const DEMO_SHOP_ORDER: TrafficSettingsDoc = {
  ...defaultSettings(),
  geo: {
    split: 'shares',
    countries: [
      { code: 'US', share: 40, states: [], cities: [] },
      { code: 'GB', share: 15, states: [], cities: [] },
      { code: 'DE', share: 15, states: [], cities: [] },
      { code: 'CA', share: 10, states: [], cities: [] },
      { code: 'FR', share: 10, states: [], cities: [] },
      { code: 'IN', share: 10, states: [], cities: [] },
    ],
  },
  sources: {
    direct: 35,
    organic: 40,
    social: 18,
    referral: 7,
    searchEngine: 'google',
    keywords: [],
    socialNetworks: ['x', 'facebook', 'reddit'],
    referrers: ['https://partners.example.com/traffic', 'https://news.ycombinator.com/'],
  },
  devices: { desktop: 55, mobile: 38, tablet: 7 },
};

export const DEMO_RECIPES_ORDER: TrafficSettingsDoc = {
  ...defaultSettings(),
  geo: {
    split: 'shares',
    countries: [
      { code: 'FR', share: 50, states: [], cities: [] },
      { code: 'DE', share: 50, states: [], cities: [] },
    ],
  },
  devices: { desktop: 10, mobile: 85, tablet: 5 },
  pace: {
    curve: 'rampUp',
    timeZone: null,
    rampUpDays: 7,
    utm: { source: 'trafficgate', medium: 'referral', campaign: 'recipes', term: null, content: null },
  },
};

/** Version 1 of each project's settings, saved by its owner; a document the rules refuse stops the seed. */
export function seedDemoTrafficSettings(
  em: EntityManager,
  orders: { project: Project; owner: User; settings: TrafficSettingsDoc }[],
): void {
  for (const { project, owner, settings } of orders) {
    const violations = checkSettings(settings, { projectUrl: project.url, tier: tierOf(project.package) });
    if (violations.length) throw new Error(`demo traffic settings of ${project.url}: ${JSON.stringify(violations)}`);
    em.create(ProjectTrafficSettings, { project, version: 1, settings, changedBy: owner });
  }
}

/**
 * Flags the project off target as the hourly check would, judged over the whole seeded range (demo-delivery.ts seeds
 * 21 days), so a fresh start shows the alert without waiting for the check; no mail or webhook event is sent.
 */
export async function flagDemoOffTarget(em: EntityManager, project: Project, now: Date): Promise<void> {
  const range = parseDayRange(dayString(new Date(now.getTime() - 20 * 86_400_000)), dayString(now));
  const newest = (await compareDelivery(em, project, range)).segments.at(-1);
  const worst = newest ? largestGap(newest) : null;
  if (!worst) return;
  project.offTargetSince = now;
  project.offTargetGap = worst.gap;
  project.offTargetOn = worst.on;
}
