import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../common/errors';
import { TransactionSource } from '../../common/statuses';
import type { AppServices, Context } from '../../graphql/context';
import type { JobQueue } from '../../jobs/queue';
import { gateBrand } from '../../mail/account-mails';
import { projectExpiredMail, projectOffTargetMail, projectReminderMail } from '../../mail/project-templates';
import { siteLink } from '../../mail/templates';
import { book, lowBalanceWatch } from '../billing/ledger.service';
import { emitWebhookEvent, projectData } from '../webhooks/webhook.events';
import { Package } from '../packages/package.entity';
import { campaignTargeting, settingsInForce } from '../targeting/settings-in-force';
import { DeliveryPartner } from './delivery-partner';
import { Project } from './project.entity';
import { assertCanWriteProject } from './project.policy';
import { getProject } from './project.lookup';
import { JOBS, type ProjectMailJob } from '../../jobs/job-map';

/*
 * A project's package periods ("Auto-renew"). Every period is paid by one credit of
 * the package, booked in the ledger as `project-{id}-{n}` (source project_assignment): the ledger books a
 * reference once only, so however many workers or retries reach the same period, it is paid once. The project row
 * is locked while a period is added, so assignments and renewals of one project take turns and read the period
 * counter after the previous one committed. The partner is told through a job queued in the same transaction, and
 * the owner's webhook event (project.package_assigned / renewed / expiring / expired, balance.low) is written in it.
 */

export const REMINDER_DAYS = 3;
const DAY_MS = 86_400_000;
/** Where an owner buys credits (client route). */
export const BUY_CREDITS_PATH = '/panel/billing/packages';

export function periodReference(projectId: number, period: number): string {
  return `project-${projectId}-${period}`;
}

function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

const NO_CREDIT = 'No credit of this package is left on the balance.';

function isBalanceRefusal(err: unknown): boolean {
  return err instanceof ValidationError && err.violations.some((v) => v.propertyPath === 'quantity');
}

/** Asks the queue to bring the partner's campaign in line with the project, inside the caller's transaction. */
export function queueCampaignSync(jobs: JobQueue, em: EntityManager, projectId: number): Promise<string | null> {
  return jobs.send(JOBS.deliverySync, { projectId }, { retryLimit: 8, retryBackoff: true, retryDelay: 10 }, em);
}

/**
 * Puts one period of `packageId` on the project, paid from its owner's balance. The same package that is still
 * running is extended from its current end; otherwise (no package, ended, or another package) the period starts
 * now and the package is switched: what was left of another package's period is not carried over.
 */
export async function assignPackage(ctx: Context, projectId: number, packageId: number): Promise<Project> {
  const project = await getProject(ctx, projectId);
  assertCanWriteProject(ctx, project);
  const pkg = await ctx.em.findOne(Package, { id: packageId });
  if (!pkg) throw new ValidationError([{ propertyPath: 'packageId', message: 'This package does not exist.' }]);
  await ctx.em.transactional(async (tem) => {
    // refresh: the row as it is under the lock, not as this request read it before.
    const p = await tem.findOneOrFail(Project, { id: projectId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    await tem.populate(p, ['owner', 'package']);
    const period = p.period + 1;
    try {
      await book(tem, {
        owner: p.owner,
        package: pkg,
        quantity: -1,
        source: TransactionSource.project_assignment,
        reference: periodReference(p.id, period),
        comment: `Period ${period} of project "${p.title}"`,
        lowBalance: lowBalanceWatch(ctx.services),
      });
    } catch (err) {
      if (isBalanceRefusal(err)) throw new ValidationError([{ propertyPath: 'packageId', message: NO_CREDIT }]);
      throw err;
    }
    const now = new Date();
    const running = p.package?.id === pkg.id && p.expiredAt !== null && p.expiredAt > now;
    p.expiredAt = addDays(running ? p.expiredAt! : now, pkg.durationDays);
    p.package = tem.getReference(Package, pkg.id);
    p.period = period;
    p.endedFor = null;
    await tem.flush();
    await queueCampaignSync(ctx.services.jobs, tem, p.id);
    await emitWebhookEvent(tem, ctx.services.jobs, p.owner.id, 'project.package_assigned', projectData(p), { now });
  });
  await ctx.em.refresh(project, { populate: ['package'] });
  return project;
}

export type PeriodOutcome = 'renewed' | 'ended' | 'skipped';

/**
 * Ends the project's period if it is over: renews it from the owner's balance when auto-renew is on and a credit
 * of the same package is left, otherwise marks it ended, stops the campaign and tells the owner. Safe to run any
 * number of times, at once or after a crash: under the row lock, a project that is no longer due is skipped, and
 * the period reference is booked once only.
 */
export async function settleProject(
  em: EntityManager,
  jobs: JobQueue,
  projectId: number,
  now = new Date(),
  lowBalanceUnits = 1,
): Promise<PeriodOutcome> {
  return em.fork().transactional(async (tem) => {
    const p = await tem.findOne(Project, { id: projectId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!p || !p.package || !p.expiredAt || p.expiredAt > now) return 'skipped';
    if (p.endedFor && p.endedFor.getTime() === p.expiredAt.getTime()) return 'skipped';
    await tem.populate(p, ['owner', 'package']);
    if (p.autoRenew && !p.owner.deleted) {
      const period = p.period + 1;
      try {
        // Nested: a refused booking rolls back to its savepoint and the project ends below instead.
        await book(tem, {
          owner: p.owner,
          package: p.package,
          quantity: -1,
          source: TransactionSource.project_assignment,
          reference: periodReference(p.id, period),
          comment: `Auto-renewal: period ${period} of project "${p.title}"`,
          lowBalance: { jobs, units: lowBalanceUnits },
        });
        const next = addDays(p.expiredAt, p.package.durationDays);
        // A renewal that comes late (the server was down) starts a full period now rather than one already past.
        p.expiredAt = next > now ? next : addDays(now, p.package.durationDays);
        p.period = period;
        await tem.flush();
        await queueCampaignSync(jobs, tem, p.id);
        await emitWebhookEvent(tem, jobs, p.owner.id, 'project.renewed', projectData(p), { now });
        return 'renewed';
      } catch (err) {
        if (!isBalanceRefusal(err)) throw err;
      }
    }
    p.endedFor = p.expiredAt;
    await tem.flush();
    await queueCampaignSync(jobs, tem, p.id);
    await jobs.send(JOBS.projectMail, { kind: 'expired', projectId: p.id, expiredAt: p.expiredAt.toISOString() }, {}, tem);
    await emitWebhookEvent(tem, jobs, p.owner.id, 'project.expired', projectData(p), { now });
    return 'ended';
  });
}

/** Claims the reminder of the project's current period (once per period, whoever asks) and queues its mail. */
async function remindProject(em: EntityManager, jobs: JobQueue, projectId: number): Promise<boolean> {
  return em.fork().transactional(async (tem) => {
    const rows = await tem.execute<{ expired_at: Date }[]>(
      `update projects set reminded_for = expired_at
       where id = ? and package_id is not null and reminded_for is distinct from expired_at
       returning expired_at`,
      [projectId],
    );
    if (rows.length === 0) return false;
    await jobs.send(JOBS.projectMail, { kind: 'reminder', projectId, expiredAt: new Date(rows[0].expired_at).toISOString() }, {}, tem);
    const project = await tem.findOneOrFail(Project, { id: projectId }, { refresh: true });
    await emitWebhookEvent(tem, jobs, project.owner.id, 'project.expiring', { ...projectData(project), daysBefore: REMINDER_DAYS });
    return true;
  });
}

/** The scheduled sweep: reminders for periods ending within three days, then every period that is over. */
export interface SweepResult {
  reminded: number;
  renewed: number;
  ended: number;
  /** Projects whose settlement failed (rolled back; the next sweep tries again): their errors. */
  failed: unknown[];
}

export async function sweepProjects(em: EntityManager, jobs: JobQueue, now = new Date(), lowBalanceUnits = 1): Promise<SweepResult> {
  const result: SweepResult = { reminded: 0, renewed: 0, ended: 0, failed: [] };
  const soon = await em.getConnection().execute<{ id: number }[]>(
    `select id from projects
     where package_id is not null and expired_at > ? and expired_at <= ? and reminded_for is distinct from expired_at
     order by expired_at limit 1000`,
    [now, addDays(now, REMINDER_DAYS)],
  );
  for (const { id } of soon) {
    try {
      if (await remindProject(em, jobs, id)) result.reminded += 1;
    } catch (err) {
      result.failed.push(err);
    }
  }
  const due = await em.getConnection().execute<{ id: number }[]>(
    `select id from projects
     where package_id is not null and expired_at <= ? and ended_for is distinct from expired_at
     order by expired_at limit 1000`,
    [now],
  );
  // One project's failure does not hold up the others.
  for (const { id } of due) {
    try {
      const outcome = await settleProject(em, jobs, id, now, lowBalanceUnits);
      if (outcome === 'renewed') result.renewed += 1;
      if (outcome === 'ended') result.ended += 1;
    } catch (err) {
      result.failed.push(err);
    }
  }
  return result;
}

/**
 * Queues a sync for every running campaign the partner has never confirmed (no campaign id): projects that started
 * before a partner was configured, or whose sync ran out of retries. Run at start-up, where a newly configured partner
 * takes effect; the sync is idempotent, so processes starting together only repeat it.
 */
export async function queueUnconfirmedCampaigns(em: EntityManager, jobs: JobQueue, now = new Date()): Promise<number> {
  const rows = await em.getConnection().execute<{ id: number }[]>(
    `select p.id from projects p join users u on u.id = p.owner_id
     where p.package_id is not null and p.expired_at > ? and p.campaign_id is null and not u.deleted
     order by p.id`,
    [now],
  );
  for (const { id } of rows) await jobs.send(JOBS.deliverySync, { projectId: id }, { singletonKey: `unconfirmed-${id}`, retryLimit: 8 });
  return rows.length;
}

/** Whether the project's campaign should run now. */
export function campaignShouldRun(project: Project, now = new Date()): boolean {
  return !!project.package && !!project.expiredAt && project.expiredAt > now && !project.owner.deleted;
}

/** The `delivery.sync` job: states the campaign the partner must run now (or stops it). Throws to be retried. */
export async function syncCampaign(
  em: EntityManager,
  partner: DeliveryPartner | null,
  projectId: number,
): Promise<'started' | 'stopped' | 'off'> {
  if (!partner) return 'off';
  const fork = em.fork();
  const project = await fork.findOne(Project, { id: projectId }, { populate: ['owner', 'package'] });
  if (!project || !campaignShouldRun(project)) {
    await partner.stopCampaign(projectId);
    return 'stopped';
  }
  const pkg = project.package!;
  const { version, settings } = await settingsInForce(fork, project.id);
  const campaignId = await partner.upsertCampaign(project.id, {
    url: project.url,
    visitors: pkg.size,
    startsAt: addDays(project.expiredAt!, -pkg.durationDays).toISOString(),
    endsAt: project.expiredAt!.toISOString(),
    ...campaignTargeting(settings, version, pkg),
  });
  if (project.campaignId !== campaignId) {
    project.campaignId = campaignId;
    await fork.flush();
  }
  return 'started';
}

/** The `projects.mail` job: renders and sends one project mail to the owner (a failure is retried). */
export async function sendProjectMail(
  em: EntityManager,
  services: Pick<AppServices, 'config' | 'mailer' | 'listening'>,
  data: ProjectMailJob,
): Promise<void> {
  const fork = em.fork();
  const project = await fork.findOne(Project, { id: data.projectId }, { populate: ['owner', 'owner.gate', 'package'] });
  if (!project || project.owner.deleted || !project.owner.enabled) return;
  const brand = gateBrand({ services, gate: project.owner.gate });
  if (data.kind === 'offTarget') {
    const statistics = siteLink(brand, `/panel/projects/statistics/${project.id}`);
    const content = projectOffTargetMail(brand, project, { points: data.gap, on: data.on }, { statistics });
    await services.mailer.send({ brand, to: project.owner.email, content });
    return;
  }
  const links = { project: siteLink(brand, `/panel/projects/${project.id}`), buy: siteLink(brand, BUY_CREDITS_PATH) };
  const facts = {
    title: project.title,
    url: project.url,
    autoRenew: project.autoRenew,
    packageName: project.package?.name ?? 'your package',
    expiredAt: new Date(data.expiredAt),
  };
  const content = data.kind === 'reminder' ? projectReminderMail(brand, facts, links) : projectExpiredMail(brand, facts, links);
  await services.mailer.send({ brand, to: project.owner.email, content });
}
