import type { EntityManager } from '@mikro-orm/postgresql';
import { defaultSettings, registrableDomain, type TrafficSettingsDoc } from './traffic-settings';

/*
 * Whether a delivered visit matches the order it was delivered under (docs/targeting.md "Delivered versus
 * ordered"). A visit is judged against the settings version the partner says it applied, or else the version in force
 * when the visit arrived. It matches when each thing the report says is something the order asks for:
 * - its country is one of the ordered countries (any country for a worldwide order);
 * - its device has a share above 0 (`other` never does);
 * - its source class has a share above 0 (a report that names no source is not judged on it);
 * - its page is on the project's site (the registrable domain of the project's URL).
 * States and cities are not judged: reports carry the country only.
 */

export interface VisitFacts {
  projectId: number;
  at: Date;
  pageUrl: string;
  country: string;
  device: string;
  source?: string | null;
  settingsVersion?: number | null;
}

export interface Judgement {
  /** The settings version the visit is judged against (0: the defaults). */
  version: number;
  matched: boolean;
}

export function visitMatches(doc: TrafficSettingsDoc, site: string | null, visit: VisitFacts): boolean {
  const countries = doc.geo.countries;
  if (countries.length && !countries.some((c) => c.code === visit.country)) return false;
  const devices = doc.devices as Record<string, number>;
  if (!(devices[visit.device] > 0)) return false;
  const sources = doc.sources as unknown as Record<string, number>;
  if (visit.source && !(sources[visit.source] > 0)) return false;
  return !!site && registrableDomain(visit.pageUrl) === site;
}

interface VersionRow {
  project_id: number;
  version: number;
  created_at: Date;
  settings: TrafficSettingsDoc;
}

/** Judges each visit of a batch; reads each project's URL and settings versions once. */
export async function judgeVisits(em: EntityManager, visits: VisitFacts[]): Promise<Judgement[]> {
  const ids = [...new Set(visits.map((v) => v.projectId))];
  if (!ids.length) return [];
  const projects = await em.execute<{ id: number; url: string }[]>(
    `select id, url from projects where id in (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  const sites = new Map(projects.map((p) => [p.id, registrableDomain(p.url)]));
  const rows = await em.execute<VersionRow[]>(
    `select project_id, version, created_at, settings from project_traffic_settings
      where project_id in (${ids.map(() => '?').join(', ')}) order by project_id, version`,
    ids,
  );
  const versions = new Map<number, VersionRow[]>();
  for (const row of rows) {
    const list = versions.get(row.project_id) ?? [];
    list.push({ ...row, created_at: new Date(row.created_at) });
    versions.set(row.project_id, list);
  }
  const defaults = defaultSettings();
  return visits.map((visit) => {
    const list = versions.get(visit.projectId) ?? [];
    const reported = visit.settingsVersion == null ? undefined : list.find((r) => r.version === visit.settingsVersion);
    // The newest version saved before the visit arrived.
    const inForce = reported ?? [...list].reverse().find((r) => r.created_at <= visit.at);
    const version = reported?.version ?? inForce?.version ?? 0;
    const doc = inForce?.settings ?? defaults;
    return { version, matched: visitMatches(doc, sites.get(visit.projectId) ?? null, visit) };
  });
}
