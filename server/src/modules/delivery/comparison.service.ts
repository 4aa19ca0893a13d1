import type { Context } from '../../graphql/context';
import type { Package } from '../packages/package.entity';
import { getProject } from '../projects/project.lookup';
import { defaultSettings, visitorsPerDay, type TrafficSettingsDoc } from '../targeting/traffic-settings';
import { ProjectTrafficSettings } from '../targeting/traffic-settings.entity';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Project } from '../projects/project.entity';
import { type DayRange, parseDayRange } from './date-range';
import { UNKNOWN_SOURCE } from './delivery-report.input';
import type { DeliveryComparison, ShareRow } from './comparison.types';

/*
 * Delivered versus ordered (docs/targeting.md "Delivered versus ordered"), read from the daily counters only: each
 * visit was judged against its settings version when it was stored (targeting/judge.ts), so a range is split by
 * version and each part is set beside the order of that version. Percentages have one decimal.
 */

const DAY_MS = 86_400_000;
/** Country rows shown: the ordered ones and the most delivered others, up to this many. */
const MAX_COUNTRY_ROWS = 20;

const round1 = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole ? round1((part / whole) * 100) : 0);

function rows(ordered: Map<string, number> | null, delivered: Map<string, number>, visits: number, limit = Infinity): ShareRow[] {
  const keys = [...(ordered?.keys() ?? [])];
  const others = [...delivered.entries()].filter(([k]) => !ordered?.has(k)).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [k] of others) if (keys.length < limit) keys.push(k);
  return keys.map((key) => {
    const share = percent(delivered.get(key) ?? 0, visits);
    const want = ordered ? (ordered.get(key) ?? 0) : null;
    // Nothing delivered to judge: no gap.
    return { key, ordered: want, delivered: share, gap: want === null || !visits ? null : round1(Math.abs(share - want)) };
  });
}

/**
 * The source split beside what was delivered. A visit reported without a source is not judged on it: the classes'
 * delivered shares are of the visits that named one, and the `unknown` row (share of all visits) has no order or gap.
 */
function sourceRows(doc: TrafficSettingsDoc, delivered: Map<string, number>, visits: number): ShareRow[] {
  const s = doc.sources;
  const unknown = delivered.get(UNKNOWN_SOURCE) ?? 0;
  const known = new Map([...delivered].filter(([k]) => k !== UNKNOWN_SOURCE));
  const ordered = new Map([
    ['direct', s.direct],
    ['organic', s.organic],
    ['social', s.social],
    ['referral', s.referral],
  ]);
  const out = rows(ordered, known, visits - unknown);
  return unknown ? [...out, { key: UNKNOWN_SOURCE, ordered: null, delivered: percent(unknown, visits), gap: null }] : out;
}

function orderedCountries(doc: TrafficSettingsDoc): Map<string, number> | null {
  const list = doc.geo.countries;
  if (!list.length) return null;
  return new Map(list.map((c) => [c.code, doc.geo.split === 'even' ? round1(100 / list.length) : (c.share ?? 0)]));
}

export async function deliveryComparison(
  ctx: Context,
  projectId: number,
  from?: string | null,
  to?: string | null,
): Promise<DeliveryComparison> {
  const project = await getProject(ctx, projectId);
  if (project.package) await ctx.em.populate(project, ['package']);
  return compareDelivery(ctx.em, project, parseDayRange(from, to));
}

/** The comparison of a project (its package loaded) over a range of days, for a reader or for the off-target check. */
export async function compareDelivery(em: EntityManager, project: Project, range: DayRange): Promise<DeliveryComparison> {
  const counters = await em.execute<{ dimension: string; key: string; visits: number }[]>(
    `select dimension, case when dimension = 'total' then to_char(day, 'YYYY-MM-DD') else key end as key, sum(visits)::int as visits
       from delivery_daily_counts
      where project_id = ? and dimension in ('total', 'match', 'vcountry', 'vsource', 'vdevice') and day between ?::date and ?::date
      group by 1, 2`,
    [project.id, range.from, range.to],
  );
  const perDay = new Map(range.days.map((d) => [d, 0]));
  // version → dimension → value → visits
  const byVersion = new Map<number, Map<string, Map<string, number>>>();
  for (const c of counters) {
    if (c.dimension === 'total') {
      perDay.set(c.key, c.visits);
      continue;
    }
    const colon = c.key.indexOf(':');
    const version = Number(c.key.slice(0, colon));
    const dims = byVersion.get(version) ?? new Map<string, Map<string, number>>();
    const values = dims.get(c.dimension) ?? new Map<string, number>();
    values.set(c.key.slice(colon + 1), c.visits);
    dims.set(c.dimension, values);
    byVersion.set(version, dims);
  }
  const versions = [...byVersion.keys()].sort((a, b) => a - b);
  const docs = new Map<number, TrafficSettingsDoc>();
  const saved = await em.find(ProjectTrafficSettings, { project: project.id }, { orderBy: { version: 'asc' } });
  for (const row of saved) docs.set(row.version, row.settings);

  let visits = 0;
  let matched = 0;
  const segments = versions.map((version) => {
    const dims = byVersion.get(version)!;
    const doc = docs.get(version) ?? defaultSettings();
    const match = dims.get('match') ?? new Map<string, number>();
    const yes = match.get('1') ?? 0;
    const total = yes + (match.get('0') ?? 0);
    visits += total;
    matched += yes;
    const d = doc.devices;
    const segment = {
      version,
      visits: total,
      matchedShare: total ? percent(yes, total) : null,
      countries: rows(orderedCountries(doc), dims.get('vcountry') ?? new Map(), total, MAX_COUNTRY_ROWS),
      sources: sourceRows(doc, dims.get('vsource') ?? new Map(), total),
      devices: rows(
        new Map([
          ['desktop', d.desktop],
          ['mobile', d.mobile],
          ['tablet', d.tablet],
        ]),
        dims.get('vdevice') ?? new Map(),
        total,
      ),
    };
    const gaps = [...segment.countries, ...segment.sources, ...segment.devices].flatMap((r) => (r.gap === null ? [] : [r.gap]));
    return { ...segment, maxGap: gaps.length ? Math.max(...gaps) : null };
  });

  return {
    visits,
    matchedShare: visits ? percent(matched, visits) : null,
    segments,
    pace: orderedPace(saved.at(-1)?.settings ?? defaultSettings(), project, perDay),
  };
}

/**
 * Each day of the range with the visitors ordered for it (the package's daily pace while its period runs, reduced on
 * the first days of a ramp-up) and those delivered.
 */
function orderedPace(
  current: TrafficSettingsDoc,
  project: { package: Package | null; expiredAt: Date | null },
  perDay: Map<string, number>,
): { day: string; ordered: number; delivered: number }[] {
  const pkg = project.package;
  const daily = visitorsPerDay(pkg) ?? 0;
  const end = project.expiredAt?.getTime() ?? 0;
  const start = pkg ? end - pkg.durationDays * DAY_MS : 0;
  const { pace } = current;
  return [...perDay].map(([day, delivered]) => {
    const t = Date.parse(`${day}T12:00:00Z`);
    let ordered = 0;
    if (pkg && t >= start && t < end) {
      const index = Math.floor((t - start) / DAY_MS);
      const ramp = pace.curve === 'rampUp' && pace.rampUpDays ? Math.min(1, (index + 1) / pace.rampUpDays) : 1;
      ordered = Math.round(daily * ramp);
    }
    return { day, ordered, delivered };
  });
}
