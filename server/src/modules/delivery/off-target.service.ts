import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config';
import type { JobQueue } from '../../jobs/queue';
import { Project } from '../projects/project.entity';
import { emitWebhookEvent, projectData } from '../webhooks/webhook.events';
import { compareDelivery } from './comparison.service';
import type { ComparisonSegment } from './comparison.types';
import { dayString, parseDayRange } from './date-range';
import { JOBS } from '../../jobs/job-map';

/*
 * The off-target check (docs/targeting.md "Off target"), run hourly by the queue (`delivery.targets`). Over the window
 * of the previous and the current UTC day, a project is off target when the newest settings version with visits in
 * the window has at least DELIVERY_OFF_TARGET_MIN_VISITS of them and some delivered share is more than
 * DELIVERY_OFF_TARGET_POINTS away from its order. Becoming off target sets the project's flag, writes the owner's
 * `project.delivery_off_target` webhook event and queues one e-mail, in one transaction with the project row locked,
 * so a check run twice at once alerts once. Enough visits within the threshold clear the flag; too few to judge keep
 * it while the project's package period runs, and clear it once the period has ended.
 */

const DAY_MS = 86_400_000;

/** The row of the segment with the largest gap, named `<dimension>: <value>`. */
export function largestGap(segment: ComparisonSegment): { gap: number; on: string } | null {
  let worst: { gap: number; on: string } | null = null;
  for (const dimension of ['countries', 'sources', 'devices'] as const) {
    for (const row of segment[dimension]) {
      if (row.gap !== null && (!worst || row.gap > worst.gap)) worst = { gap: row.gap, on: `${dimension}: ${row.key}` };
    }
  }
  return worst;
}

export interface TargetCheck {
  flagged: number[];
  cleared: number[];
}

export async function checkDeliveryTargets(
  em: EntityManager,
  jobs: JobQueue,
  config: Pick<Config, 'delivery'>,
  now = new Date(),
): Promise<TargetCheck> {
  const { points, minVisits } = config.delivery.offTarget;
  const range = parseDayRange(dayString(new Date(now.getTime() - DAY_MS)), dayString(now));
  const candidates = await em.execute<{ id: number }[]>(
    `select project_id as id from delivery_daily_counts where dimension = 'total' and day between ?::date and ?::date
      union select id from projects where off_target_since is not null order by id`,
    [range.from, range.to],
  );
  const result: TargetCheck = { flagged: [], cleared: [] };
  for (const { id } of candidates) {
    await em.fork().transactional(async (tem) => {
      const project = await tem.findOne(Project, { id }, { populate: ['package'], lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!project) return;
      const { segments } = await compareDelivery(tem, project, range);
      const newest = segments.at(-1);
      const running = project.package !== null && (!project.expiredAt || project.expiredAt > now);
      // Too few visits to judge: a running project keeps its verdict (no flapping, no repeated alert); one whose period
      // has ended has nothing left to be off from.
      if (!newest || newest.visits < minVisits) {
        if (project.offTargetSince && !running) {
          project.offTargetSince = null;
          project.offTargetGap = null;
          project.offTargetOn = null;
          result.cleared.push(project.id);
          await tem.flush();
        }
        return;
      }
      const worst = largestGap(newest);
      if (worst && worst.gap > points) {
        project.offTargetGap = worst.gap;
        project.offTargetOn = worst.on;
        if (!project.offTargetSince) {
          project.offTargetSince = now;
          result.flagged.push(project.id);
          await emitWebhookEvent(tem, jobs, project.owner.id, 'project.delivery_off_target', {
            ...projectData(project),
            gap: worst.gap,
            on: worst.on,
            settingsVersion: newest.version,
            matchedShare: newest.matchedShare,
          });
          await jobs.send(JOBS.projectMail, { kind: 'offTarget', projectId: project.id, gap: worst.gap, on: worst.on }, {}, tem);
        }
      } else if (project.offTargetSince) {
        project.offTargetSince = null;
        project.offTargetGap = null;
        project.offTargetOn = null;
        result.cleared.push(project.id);
      }
      await tem.flush();
    });
  }
  return result;
}
