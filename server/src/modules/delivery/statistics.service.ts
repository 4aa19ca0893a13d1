import DataLoader from 'dataloader';
import { normalizePaging } from '../../common/list';
import type { Context } from '../../graphql/context';
import type { Loaders } from '../../graphql/loaders';
import { requireUserId } from '../auth/access';
import type { Project } from '../projects/project.entity';
import { getProject } from '../projects/project.lookup';
import { type DayRange, parseDayRange } from './date-range';
import type { DailyDimension } from './delivery-daily-count.entity';
import type { KeyCount, PageCount, ProjectPagesResult, ProjectStatistics } from './statistics.types';

/*
 * Statistics of delivered visits (docs/api.md#calls "Projects"), read from the partner's reports only. Access is the
 * project's read policy (getProject: owner or support and above, anyone else 404). Date ranges are whole UTC days,
 * read from the daily counters; "delivered" of the current period starts at any instant, so its first day counts the
 * visits themselves along the (project_id, at, visit_id) index.
 */

const MAX_REFERRERS = 50;
export const DIRECT_REFERRER = '(direct)';

/** The projects a statistics request covers: one the caller may read, or all of the caller's own. */
async function scope(ctx: Context, projectId: number | null | undefined): Promise<{ sql: string; params: number[] }> {
  if (projectId != null) {
    const project = await getProject(ctx, projectId);
    return { sql: 'project_id = ?', params: [project.id] };
  }
  return { sql: 'project_id in (select id from projects where owner_id = ?)', params: [requireUserId(ctx)] };
}

const byVisits = (a: KeyCount, b: KeyCount) => b.visits - a.visits || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/* Read from the daily counters (delivery-daily-count.entity.ts), which equal counts over the visits themselves. */

export async function projectStatistics(
  ctx: Context,
  projectId: number | null | undefined,
  from?: string | null,
  to?: string | null,
): Promise<ProjectStatistics> {
  const where = await scope(ctx, projectId);
  const range = parseDayRange(from, to);
  const rows = await ctx.em.execute<
    { dimension: Extract<DailyDimension, 'total' | 'country' | 'referrer' | 'device' | 'source'>; key: string; visits: number }[]
  >(
    `select dimension, case when dimension = 'total' then to_char(day, 'YYYY-MM-DD') else key end as key, sum(visits)::int as visits
       from delivery_daily_counts
      where ${where.sql} and dimension in ('total', 'country', 'referrer', 'device', 'source') and day between ?::date and ?::date
      group by 1, 2`,
    [...where.params, range.from, range.to],
  );
  const perDay = new Map(range.days.map((d) => [d, 0]));
  const lists: Record<'country' | 'referrer' | 'device' | 'source', KeyCount[]> = { country: [], referrer: [], device: [], source: [] };
  for (const r of rows) {
    if (r.dimension === 'total') perDay.set(r.key, r.visits);
    else lists[r.dimension].push({ key: r.dimension === 'referrer' ? r.key || DIRECT_REFERRER : r.key, visits: r.visits });
  }
  const days = [...perDay].map(([day, visits]) => ({ day, visits }));
  return {
    total: days.reduce((sum, d) => sum + d.visits, 0),
    perDay: days,
    countries: lists.country.sort(byVisits),
    referrers: lists.referrer.sort(byVisits).slice(0, MAX_REFERRERS),
    devices: lists.device.sort(byVisits),
    sources: lists.source.sort(byVisits),
  };
}

export async function projectPages(
  ctx: Context,
  projectId: number,
  args: { from?: string | null; to?: string | null; page?: number | null; limit?: number | null },
): Promise<ProjectPagesResult> {
  const project = await getProject(ctx, projectId);
  const range: DayRange = parseDayRange(args.from, args.to);
  const paging = normalizePaging(args.page, args.limit);
  const where = `project_id = ? and dimension = 'page' and day between ?::date and ?::date`;
  const params = [project.id, range.from, range.to];
  const rows = await ctx.em.execute<{ url: string; visits: number; total: number }[]>(
    `select key as url, sum(visits)::int as visits, count(*) over ()::int as total
       from delivery_daily_counts where ${where}
      group by key_hash, key order by visits desc, key asc limit ? offset ?`,
    [...params, paging.limit, paging.offset],
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && paging.offset > 0) {
    const [count] = await ctx.em.execute<{ total: number }[]>(
      `select count(distinct key_hash)::int as total from delivery_daily_counts where ${where}`,
      params,
    );
    total = count.total;
  }
  return { pages: rows.map((r): PageCount => ({ url: r.url, visits: r.visits })), total };
}

/** Every visit delivered to the project so far (docs/api.md#calls visitorsCount; support staff see it too, docs/product.md#roles). */
export async function visitorsCount(ctx: Context, projectId: number): Promise<number> {
  const project = await getProject(ctx, projectId);
  const [row] = await ctx.em.execute<{ count: number }[]>(
    `select coalesce(sum(visits), 0)::int as count from delivery_daily_counts where project_id = ? and dimension = 'total'`,
    [project.id],
  );
  return row.count;
}

export interface PeriodDelivery {
  delivered: number;
  bought: number;
}

/*
 * Delivered versus bought for the current period, from expiredAt − the package's duration on: the visits of the
 * period's first (partial) UTC day counted along (project_id, at), the whole days after it from the daily counters.
 * One statement for every project of a page (a DataLoader per request, kept beside the request's other loaders).
 */
const periodLoaders = new WeakMap<Loaders, DataLoader<number, PeriodDelivery>>();

export function periodDelivery(ctx: Context, project: Project): Promise<PeriodDelivery> {
  let loader = periodLoaders.get(ctx.loaders);
  if (!loader) {
    loader = new DataLoader<number, PeriodDelivery>(async (ids) => {
      const rows = await ctx.em.execute<{ id: number; bought: number; delivered: number }[]>(
        `select p.id, coalesce(k.size, 0)::int as bought,
                coalesce((select count(*) from delivery_visits v
                           where v.project_id = p.id and v.at >= s.start and v.at < (s.first_day + 1)::timestamp at time zone 'UTC')
                       + (select coalesce(sum(c.visits), 0) from delivery_daily_counts c
                           where c.project_id = p.id and c.dimension = 'total' and c.day > s.first_day), 0)::int as delivered
           from projects p
           left join packages k on k.id = p.package_id
           cross join lateral (select p.expired_at - make_interval(days => k.duration_days) as start) as b
           cross join lateral (select b.start, (b.start at time zone 'UTC')::date as first_day) as s
          where p.id in (${ids.map(() => '?').join(', ')})`,
        [...ids],
      );
      const byId = new Map(rows.map((r) => [r.id, { delivered: r.delivered, bought: r.bought }]));
      return ids.map((id) => byId.get(id) ?? { delivered: 0, bought: 0 });
    });
    periodLoaders.set(ctx.loaders, loader);
  }
  return loader.load(project.id);
}
