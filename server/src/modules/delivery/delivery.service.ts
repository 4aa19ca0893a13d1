import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../common/errors';
import { Project } from '../projects/project.entity';
import { judgeVisits } from '../targeting/judge';
import { MAX_BATCH_ROWS, UNKNOWN_SOURCE, type ReportRow } from './delivery-report.input';

/** A visit to store: what a report row holds, the fields reports may leave out optional. */
export type VisitRow = Omit<ReportRow, 'source' | 'keyword' | 'network' | 'settingsVersion'> &
  Partial<Pick<ReportRow, 'source' | 'keyword' | 'network' | 'settingsVersion'>>;

/*
 * Ingest of the partner's per-visit reports. A batch is one database transaction:
 * every row is checked first (rows of unknown projects refuse the batch with their index), then inserted with
 * INSERT … ON CONFLICT (visit_id) DO NOTHING, so a replayed or concurrently repeated batch inserts each visit once.
 * Rows travel as one JSON parameter (jsonb_to_recordset): one statement per batch of the partner's (larger lists,
 * from the seeders and the benchmark, in chunks of the same size), no parameter-count limit, and no per-row statement
 * as the ORM's flush would send.
 */

const INSERT_CHUNK = MAX_BATCH_ROWS;

export interface IngestResult {
  received: number;
  inserted: number;
  duplicates: number;
}

export async function ingestReports(em: EntityManager, rows: ReportRow[]): Promise<IngestResult> {
  if (!rows.length) return { received: 0, inserted: 0, duplicates: 0 };
  return em.transactional(async (tem) => {
    const projectIds = [...new Set(rows.map((r) => r.projectId))];
    const found = await tem.find(Project, { id: { $in: projectIds } }, { fields: ['id'] });
    const known = new Set(found.map((p) => p.id));
    if (known.size < projectIds.length) {
      const violations = rows.flatMap((r, i) =>
        known.has(r.projectId) ? [] : [{ propertyPath: `[${i}].projectId`, message: 'This project does not exist.' }],
      );
      throw new ValidationError(violations.slice(0, 100));
    }
    const inserted = await insertVisits(tem as EntityManager, rows);
    return { received: rows.length, inserted, duplicates: rows.length - inserted };
  });
}

/**
 * A visit id repeated in a batch is stored once, as it came first: the table's key, (visit_id, at), cannot say so
 * when the copies differ in time, and the insert's look-up sees only rows stored before the statement.
 */
function firstOfEachVisit(rows: VisitRow[]): VisitRow[] {
  const byId = new Map<string, VisitRow>();
  for (const r of rows) if (!byId.has(r.visitId)) byId.set(r.visitId, r);
  return byId.size === rows.length ? rows : [...byId.values()];
}

/**
 * Inserts visits that are already valid, skipping visit ids already stored; answers how many were new. Also used by
 * the demo seeder and the benchmark, which write many rows the same way the partner's reports do.
 */
export async function insertVisits(em: EntityManager, rows: VisitRow[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const slice = firstOfEachVisit(rows.slice(i, i + INSERT_CHUNK));
    const judged = await judgeVisits(em, slice);
    const chunk = slice.map((r, j) => ({
      visit_id: r.visitId,
      project_id: r.projectId,
      at: r.at.toISOString(),
      page_url: r.pageUrl,
      country: r.country,
      referrer: r.referrer,
      device: r.device,
      source: r.source ?? null,
      keyword: r.keyword ?? null,
      network: r.network ?? null,
      settings_version: r.settingsVersion ?? null,
      judged_version: judged[j].version,
      matched: judged[j].matched ? 1 : 0,
    }));
    // The rows that were new update the daily counters in the same statement (delivery-daily-count.entity.ts), in
    // key order, so concurrent batches lock shared counters in one order and never deadlock. Each new visit counts once
    // in every dimension: the plain ones, and those of its judged settings version (`<version>:<value>`).
    const rowsJson = JSON.stringify(chunk);
    const [{ count }] = await em.execute<{ count: number }[]>(
      `with ins as (
         insert into delivery_visits (visit_id, project_id, at, page_url, country, referrer, device, source, keyword, network, settings_version)
         select r.visit_id, r.project_id, r.at, r.page_url, r.country, r.referrer, r.device, r.source, r.keyword, r.network, r.settings_version
           from jsonb_to_recordset(?::jsonb) as r(visit_id varchar, project_id int, at timestamptz, page_url varchar, country varchar,
                                                  referrer varchar, device varchar, source varchar, keyword varchar, network varchar,
                                                  settings_version int)
          where r.visit_id <> all (array(select v.visit_id from delivery_visits v
                                          where v.visit_id = any (array(select jsonb_array_elements_text(?::jsonb))::varchar[])))
         on conflict (visit_id, at) do nothing
         returning visit_id, project_id, (at at time zone 'UTC')::date as day, page_url, country, referrer, device,
                   coalesce(source, '${UNKNOWN_SOURCE}') as source),
       judged as (
         select ins.*, j.judged_version || ':' as v, j.matched
           from ins join jsonb_to_recordset(?::jsonb) as j(visit_id varchar, judged_version int, matched int) using (visit_id)),
       agg as (
         select project_id, day, d.dimension, d.key, count(*)::int as visits
           from judged cross join lateral (values
             ('total', ''), ('country', country), ('referrer', referrer), ('device', device), ('page', page_url), ('source', source),
             ('match', v || matched), ('vcountry', v || country), ('vsource', v || source), ('vdevice', v || device)
           ) as d(dimension, key)
          group by 1, 2, 3, 4),
       counted as (
         insert into delivery_daily_counts (project_id, dimension, day, key_hash, key, visits)
         select project_id, dimension, day, md5(key)::uuid, key, visits from agg order by project_id, dimension, day, md5(key)::uuid
         on conflict (project_id, dimension, day, key_hash) do update set visits = delivery_daily_counts.visits + excluded.visits)
       select count(*)::int as count from ins`,
      // The judgements are read from the same rows (their visit_id, judged_version and matched).
      [rowsJson, JSON.stringify(chunk.map((r) => r.visit_id)), rowsJson],
    );
    inserted += count;
  }
  return inserted;
}
