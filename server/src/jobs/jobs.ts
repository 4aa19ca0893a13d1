import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { AppServices } from '../graphql/context';
import { cancelRecurringJob } from '../modules/billing/checkout.service';
import { BILLING_JOBS, deliverReceipt, type ReceiptJob } from '../modules/billing/invoice.service';
import { DeliveryPartner } from '../modules/projects/delivery-partner';
import { checkDeliveryTargets, OFF_TARGET_JOB } from '../modules/delivery/off-target.service';
import {
  JOBS,
  queueUnconfirmedCampaigns,
  sendProjectMail,
  sweepProjects,
  syncCampaign,
  type ProjectMailJob,
} from '../modules/projects/project-period.service';
import { type LinkMailJob, MAIL_JOBS, sendLinkMail } from '../mail/account-mails';
import { CAMPAIGN_JOBS, campaignTick, sendCampaign } from '../modules/marketing/campaign-sender';
import { checkProjectLink, queueAllChecks, RECIPROCAL_JOBS } from '../modules/marketing/reciprocal-check.service';
import { deliverWebhook, sendDisabledMail } from '../modules/webhooks/webhook.delivery';
import { DELIVER_JOB, DISABLED_MAIL_JOB } from '../modules/webhooks/webhook.events';
import type { JobQueue } from './queue';

/*
 * Every job of the app and its schedule, registered on the queue by each process (web or `npm run worker`): a
 * process that does not work jobs still needs the queues to send to, and drain() needs the handlers.
 */
/** What jobs need of the process: configuration, mail, and the port links fall back to. */
export type JobServices = Pick<AppServices, 'config' | 'mailer' | 'listening'>;

export async function registerJobs(queue: JobQueue, orm: MikroORM<PostgreSqlDriver>, services: JobServices): Promise<void> {
  const partner = DeliveryPartner.fromConfig(services.config);
  await queue.work(JOBS.sweep, async () => {
    const { failed } = await sweepProjects(orm.em.fork(), queue, new Date(), services.config.webhooks.balanceLowUnits);
    // Failed projects were rolled back and are due again next minute; the job is marked failed so it shows.
    if (failed.length) throw new AggregateError(failed, `${failed.length} project(s) could not be settled`);
  });
  await queue.work<{ projectId: number }>(JOBS.sync, async ({ projectId }) => {
    await syncCampaign(orm.em.fork(), partner, projectId);
  });
  await queue.work<ProjectMailJob>(JOBS.mail, (data) => sendProjectMail(orm.em.fork(), services, data));
  await queue.work<ReceiptJob>(BILLING_JOBS.receipt, async (data) => {
    await deliverReceipt(orm.em.fork(), services, data);
  });
  await queue.work<{ orderId: number }>(BILLING_JOBS.cancelRecurring, (data) => cancelRecurringJob(orm.em.fork(), services.config, data));
  await queue.work<LinkMailJob>(MAIL_JOBS.link, (data) => sendLinkMail(orm.em.fork(), services, data));
  await queue.work(CAMPAIGN_JOBS.tick, async () => {
    await campaignTick(orm.em.fork(), queue);
  });
  await queue.work<{ campaignId: number }>(CAMPAIGN_JOBS.send, async ({ campaignId }) => {
    await sendCampaign(orm.em.fork(), services, queue, campaignId);
  });
  await queue.work(RECIPROCAL_JOBS.checkAll, async () => {
    await queueAllChecks(orm.em.fork(), queue);
  });
  await queue.work<{ projectId: number }>(RECIPROCAL_JOBS.check, async ({ projectId }) => {
    await checkProjectLink(orm.em.fork(), services.config, projectId);
  });
  await queue.work<{ deliveryId: number }>(
    DELIVER_JOB,
    async ({ deliveryId }) => {
      await deliverWebhook(orm.em.fork(), { config: services.config, jobs: queue }, deliveryId);
    },
    { concurrency: 50, pollingIntervalSeconds: 0.5 },
  );
  await queue.work<{ endpointId: number }>(DISABLED_MAIL_JOB, ({ endpointId }) => sendDisabledMail(orm.em.fork(), services, endpointId));
  await queue.work(OFF_TARGET_JOB, async () => {
    await checkDeliveryTargets(orm.em.fork(), queue, services.config);
  });
  await queue.schedule(JOBS.sweep, '* * * * *');
  await queue.schedule(OFF_TARGET_JOB, '23 * * * *');
  await queue.schedule(CAMPAIGN_JOBS.tick, '* * * * *');
  await queue.schedule(RECIPROCAL_JOBS.checkAll, '17 4 * * *');
  // A partner configured since the last start receives the campaigns already running.
  if (partner) await queueUnconfirmedCampaigns(orm.em.fork(), queue);
}
