import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parse } from 'node-html-parser';
import type { Config } from '../../config';
import { safeFetch } from '../../common/safe-fetch';
import { TransactionSource } from '../../common/statuses';
import type { JobQueue } from '../../jobs/queue';
import { book } from '../billing/ledger.service';
import { Transaction } from '../billing/transaction.entity';
import { Project } from '../projects/project.entity';
import { ReciprocalLinkCheck } from './reciprocal-link-check.entity';
import { JOBS } from '../../jobs/job-map';

/*
 * Reciprocal-link checks (docs/product.md#states and docs/api.md#error-catalogue). A customer who chose one of the gate's reciprocal links
 * places it
 * on their site; a job reads the project's page and stores what it found, and the status calls answer that stored
 * result (GET /api/projects/{id}/reciprocal/status): "none" without a chosen link, "unknown" when the page was never
 * checked for the current link or could not be read, otherwise "active" (the page links to it) or "missing".
 *
 * The page is fetched with the guarded fetcher of the demo URL check (public addresses only, a deadline, a byte cap,
 * redirects checked again) and parsed with a real HTML parser: every `<a href>` is resolved against the page's URL
 * and compared scheme-less (http and https alike, no fragment, no trailing slash). A link with rel="nofollow" counts
 * as found and is noted.
 *
 * Reward rule: a followed link (found, without rel="nofollow") earns the project's owner one credit of the project's
 * package, once per project and link — a ledger entry of source `reciprocal_link` with the reference
 * `reciprocal-{projectId}-{linkId}`, which the ledger books once only. A nofollow link earns nothing; a project
 * without a package earns at the first check after it has one. Losing the link later takes nothing back.
 *
 * A daily job (`marketing.reciprocal-check-all`, 04:17 UTC) queues one `marketing.reciprocal-check` per project with a
 * link; choosing or changing a project's link queues its check at once.
 */

export type StoredReciprocalStatus = 'active' | 'missing' | 'unknown';

/** A URL in the form links are compared: no fragment, lower-case host, no trailing slash on the path. */
function comparable(url: string, base?: string): string | null {
  try {
    const u = new URL(url, base);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    u.hash = '';
    return `${u.host.toLowerCase()}${u.pathname.replace(/\/+$/, '')}${u.search}`;
  } catch {
    return null;
  }
}

/** Whether the HTML has an `<a href>` to `target`, and whether that link says rel="nofollow". */
export function findLink(html: string, pageUrl: string, target: string): { found: boolean; nofollow: boolean } {
  const wanted = comparable(target);
  if (!wanted) return { found: false, nofollow: false };
  const root = parse(html);
  let nofollowOnly: boolean | null = null;
  for (const a of root.querySelectorAll('a[href]')) {
    if (comparable((a.getAttribute('href') ?? '').trim(), pageUrl) !== wanted) continue;
    const nofollow = (a.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('nofollow');
    // One followed link on the page is enough to count as followed.
    if (!nofollow) return { found: true, nofollow: false };
    nofollowOnly = true;
  }
  return { found: nofollowOnly === true, nofollow: nofollowOnly === true };
}

export interface CheckResult {
  status: StoredReciprocalStatus;
  nofollow: boolean;
  rewarded: boolean;
}

/** The `marketing.reciprocal-check` job: reads the project's page, stores the result, books the reward when earned. */
export async function checkProjectLink(
  em: EntityManager,
  config: Pick<Config, 'demo'>,
  projectId: number,
  now = new Date(),
): Promise<CheckResult | null> {
  const project = await em.findOne(Project, { id: projectId }, { populate: ['reciprocalLink', 'owner', 'package'] });
  const link = project?.reciprocalLink;
  if (!project || !link) return null;

  let status: StoredReciprocalStatus = 'unknown';
  let nofollow = false;
  let error: string | null = null;
  try {
    const res = await safeFetch(project.url, config.demo.fetch);
    if (res.status >= 200 && res.status < 300) {
      const found = findLink(res.body.toString('utf8'), res.url, link.url);
      status = found.found ? 'active' : 'missing';
      nofollow = found.nofollow;
    } else {
      error = `The page answered HTTP ${res.status}.`;
    }
  } catch (e) {
    error =
      e instanceof Error ? `${e.message}${(e as { detail?: string }).detail ? ` (${(e as { detail?: string }).detail})` : ''}` : String(e);
  }

  let check = await em.findOne(ReciprocalLinkCheck, { project: project.id });
  const sameLink = check?.link.id === link.id;
  if (!check) check = em.create(ReciprocalLinkCheck, { project, link, pageUrl: project.url, status, checkedAt: now });
  check.link = link;
  check.pageUrl = project.url;
  check.status = status;
  check.nofollow = nofollow;
  check.error = error;
  check.checkedAt = now;
  if (!sameLink) check.rewardedAt = null;
  await em.flush();

  let rewarded = false;
  if (status === 'active' && !nofollow && project.package && !check.rewardedAt) {
    const reference = `reciprocal-${project.id}-${link.id}`;
    const booked = await em.count(Transaction, { source: TransactionSource.reciprocal_link, reference });
    if (!booked) {
      try {
        await book(em.fork(), {
          owner: project.owner,
          package: project.package,
          quantity: 1,
          source: TransactionSource.reciprocal_link,
          reference,
          comment: `Reciprocal link on ${project.url}`,
        });
        rewarded = true;
      } catch (e) {
        // Booked meanwhile by another check of the same project: the ledger keeps one.
        if (!(e instanceof UniqueConstraintViolationException)) throw e;
      }
    }
    check.rewardedAt = now;
    await em.flush();
  }
  return { status, nofollow, rewarded };
}

/** The daily job: one check job per project that has a reciprocal link (keyset pages: flat memory). */
export async function queueAllChecks(em: EntityManager, queue: JobQueue): Promise<number> {
  let after = 0;
  let queued = 0;
  for (;;) {
    const rows = await em
      .getConnection()
      .execute<{ id: number }[]>('select id from projects where reciprocal_link_id is not null and id > ? order by id limit 500', [after]);
    if (rows.length === 0) return queued;
    for (const { id } of rows) {
      await queue.send(JOBS.reciprocalCheck, { projectId: id }, { singletonKey: `reciprocal-${id}`, retryLimit: 2 });
      queued += 1;
    }
    after = rows[rows.length - 1].id;
  }
}

/**
 * The stored status for the project's current link (docs/product.md#states and docs/api.md#error-catalogue: "unknown" when never checked or
 * failed).
 */
export function reciprocalStatusOf(
  project: Pick<Project, 'url' | 'reciprocalLink'>,
  check: ReciprocalLinkCheck | null | undefined,
): 'active' | 'missing' | 'none' | 'unknown' {
  if (!project.reciprocalLink) return 'none';
  if (!check || check.link.id !== project.reciprocalLink.id || check.pageUrl !== project.url) return 'unknown';
  return check.status;
}

/** Queues the check of one project (inside the caller's transaction when `em` is one). */
export async function queueReciprocalCheck(queue: JobQueue, em: EntityManager, projectId: number): Promise<void> {
  await queue.send(JOBS.reciprocalCheck, { projectId }, { retryLimit: 2 }, em);
}
