import { LockMode } from '@mikro-orm/core';
import { NotFoundError } from '../../common/errors';
import type { Context } from '../../graphql/context';
import { requireUser } from '../auth/access';
import { Role } from '../auth/roles';
import { cityById, countryName, stateOf } from '../geo/regions';
import type { Package } from '../packages/package.entity';
import { queueCampaignSync } from '../projects/project-period.service';
import { Project } from '../projects/project.entity';
import { getProject } from '../projects/project.lookup';
import { assertCanWriteProject } from '../projects/project.policy';
import {
  changedSections,
  defaultSettings,
  settingsBeyondTier,
  summarizeSettings,
  tierOf,
  visitorsPerDay,
  type TrafficSettingsDoc,
} from './traffic-settings';
import { ProjectTrafficSettings } from './traffic-settings.entity';
import { currentSettingsRow } from './settings-in-force';
import { addSettingsVersion, checkedSettings } from './settings-version';
import { type TrafficSettings, type TrafficSettingsInput, type TrafficSettingsVersion } from './traffic-settings.types';

/*
 * Reading and saving a project's traffic settings (docs/targeting.md). Whoever may read the project reads its settings
 * and their history; whoever may change the project saves them. A save is one transaction: the project row is locked
 * (saves of one project take turns, so versions are numbered without gaps), the new version is written, and a running
 * campaign is re-synced through the queue with it. A refused save writes nothing.
 */

/** The GraphQL view of a document, for a project with this package. */
export function settingsView(
  doc: TrafficSettingsDoc,
  version: number,
  savedAt: Date | null,
  pkg: Pick<Package, 'size' | 'durationDays' | 'professional'> | null,
): TrafficSettings {
  const tier = tierOf(pkg);
  return {
    version,
    savedAt,
    tier,
    geo: {
      split: doc.geo.split,
      worldwide: doc.geo.countries.length === 0,
      countries: doc.geo.countries.map((c) => ({
        code: c.code,
        name: countryName(c.code),
        share: c.share,
        states: c.states,
        cities: c.cities,
        stateDetails: c.states.map((code) => ({ code, name: stateOf(c.code, code)?.name ?? code })),
        cityDetails: c.cities.map((id) => {
          const city = cityById(id);
          return { id, name: city?.name ?? String(id), country: c.code, population: city?.population ?? 0 };
        }),
      })),
    },
    sources: { ...doc.sources },
    devices: { ...doc.devices },
    behaviour: { ...doc.behaviour, pages: doc.behaviour.pages.map((p) => ({ ...p })) },
    pace: { ...doc.pace, utm: doc.pace.utm ? { ...doc.pace.utm } : null },
    visitorsPerDay: visitorsPerDay(pkg),
    summary: summarizeSettings(doc, pkg),
    beyondTier: settingsBeyondTier(doc, tier),
  };
}

async function projectPackage(ctx: Context, project: Project): Promise<Package | null> {
  if (!project.package) return null;
  await ctx.em.populate(project, ['package']);
  return project.package;
}

export async function readTrafficSettings(ctx: Context, projectId: number): Promise<TrafficSettings> {
  const project = await getProject(ctx, projectId);
  const row = await currentSettingsRow(ctx.em, project.id);
  const pkg = await projectPackage(ctx, project);
  return row ? settingsView(row.settings, row.version, row.createdAt, pkg) : settingsView(defaultSettings(), 0, null, pkg);
}

/** How many versions a history read answers: `limit`, 10 when left out, 1 to 20. */
export function historySize(limit: number | null | undefined): number {
  return typeof limit === 'number' && Number.isFinite(limit) ? Math.min(Math.max(Math.trunc(limit), 1), 20) : 10;
}

/**
 * The newest `limit` saved versions (historySize), newest first, with who saved each and
 * the sections that changed from the version before it.
 */
export async function trafficSettingsHistory(ctx: Context, projectId: number, limit?: number | null): Promise<TrafficSettingsVersion[]> {
  const project = await getProject(ctx, projectId);
  const pkg = await projectPackage(ctx, project);
  const size = historySize(limit);
  // One row more than shown: the version before the oldest shown, to tell what that one changed.
  const rows = await ctx.em.find(
    ProjectTrafficSettings,
    { project: project.id },
    { orderBy: { version: 'desc' }, limit: size + 1, populate: ['changedBy', 'actingAdmin'] },
  );
  const staffViewer = ctx.roles.has(Role.Support);
  return rows.slice(0, size).map((row, i) => {
    const before = rows[i + 1]?.settings ?? null;
    const byStaff = !!row.actingAdmin || (row.changedBy?.id ?? null) !== project.owner.id;
    return {
      version: row.version,
      savedAt: row.createdAt,
      sections: changedSections(before, row.settings),
      changedBy: {
        byStaff,
        // An owner sees their own e-mail on their own changes; staff e-mails are for staff.
        email: staffViewer || !byStaff ? (row.changedBy?.email ?? null) : null,
        actingAdminEmail: staffViewer ? (row.actingAdmin?.email ?? null) : null,
      },
      settings: settingsView(row.settings, row.version, row.createdAt, pkg),
    };
  });
}

/**
 * Replaces the project's settings with a new version. Someone else's project answers 404 before the input is looked
 * at; a document that breaks a rule answers every violation on its field and writes nothing.
 */
export async function saveTrafficSettings(ctx: Context, projectId: number, input: TrafficSettingsInput): Promise<TrafficSettings> {
  assertCanWriteProject(ctx, await getProject(ctx, projectId));
  const author = requireUser(ctx);
  return ctx.em.transactional(async (tem) => {
    const project = await tem.findOne(Project, { id: projectId }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['package'] });
    if (!project) throw new NotFoundError();
    const doc = checkedSettings(input, { projectUrl: project.url, tier: tierOf(project.package) });
    const row = addSettingsVersion(tem, ctx, author, project, doc, await currentSettingsRow(tem, project.id));
    await tem.flush();
    // A project with a package has a campaign to bring in line (syncCampaign starts, changes or stops it).
    if (project.package) await queueCampaignSync(ctx.services.jobs, tem, project.id);
    return settingsView(row.settings, row.version, row.createdAt, project.package);
  });
}
