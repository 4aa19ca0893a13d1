import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { AppServices } from '../graphql/context';
import { reconcileCardPayments } from '../modules/billing/card-reconcile.service';
import { chargeDueRenewals, sendCardDeclinedMail } from '../modules/billing/card-renewal.service';
import { cancelRecurringJob } from '../modules/billing/checkout.service';
import { deliverReceipt } from '../modules/billing/invoice.service';
import { DeliveryPartner } from '../modules/projects/delivery-partner';
import { checkDeliveryTargets } from '../modules/delivery/off-target.service';
import { maintainVisitPartitions } from '../modules/delivery/visit-partitions';
import { ensureMonthPartitions, LEDGER } from '../db/monthly-partitions';
import { queueUnconfirmedCampaigns, sendProjectMail, sweepProjects, syncCampaign } from '../modules/projects/project-period.service';
import { sendLinkMail } from '../mail/account-mails';
import { campaignTick, sendCampaign } from '../modules/marketing/campaign-sender';
import { checkProjectLink, queueAllChecks } from '../modules/marketing/reciprocal-check.service';
import { deliverWebhook, sendDisabledMail } from '../modules/webhooks/webhook.delivery';
import type { JobQueue } from './queue';
import { JOBS } from './job-map';

/*
 * Every job of the app and its schedule, registered on the queue by each process (web or `npm run worker`): a
 * process that does not work jobs still needs the queues to send to, and drain() needs the handlers.
 */
/** What jobs need of the process: configuration, mail, and the port links fall back to. */
export type JobServices = Pick<AppServices, 'config' | 'mailer' | 'listening'>;

export async function registerJobs(queue: JobQueue, orm: MikroORM<PostgreSqlDriver>, services: JobServices): Promise<void> {
  const partner = DeliveryPartner.fromConfig(services.config);
  await queue.work(JOBS.projectsSweep, async () => {
    const { failed } = await sweepProjects(orm.em.fork(), queue, new Date(), services.config.webhooks.balanceLowUnits);
    // Failed projects were rolled back and are due again next minute; the job is marked failed so it shows.
    if (failed.length) throw new AggregateError(failed, `${failed.length} project(s) could not be settled`);
  });
  await queue.work(JOBS.deliverySync, async ({ projectId }) => {
    await syncCampaign(orm.em.fork(), partner, projectId);
  });
  await queue.work(JOBS.projectMail, (data) => sendProjectMail(orm.em.fork(), services, data));
  await queue.work(JOBS.billingReceipt, async (data) => {
    await deliverReceipt(orm.em.fork(), services, data);
  });
  await queue.work(JOBS.billingCancelRecurring, (data) => cancelRecurringJob(orm.em.fork(), services.config, data));
  await queue.work(JOBS.cardRenewals, async () => {
    await chargeDueRenewals(orm.em.fork(), { config: services.config, jobs: queue });
  });
  await queue.work(JOBS.cardDeclinedMail, (data) => sendCardDeclinedMail(orm.em.fork(), services, data));
  // Yesterday's NMI transactions against our payments, and the day before again (a run NMI did not answer is caught up).
  await queue.work(JOBS.cardReconcile, async () => {
    if (services.config.payments.card.provider !== 'nmi') return;
    for (const daysAgo of [2, 1]) await reconcileCardPayments(orm.em.fork(), services.config, new Date(Date.now() - daysAgo * 86_400_000));
  });
  await queue.work(JOBS.accountLinkMail, (data) => sendLinkMail(orm.em.fork(), services, data));
  await queue.work(JOBS.campaignTick, async () => {
    await campaignTick(orm.em.fork(), queue);
  });
  await queue.work(JOBS.campaignSend, async ({ campaignId }) => {
    await sendCampaign(orm.em.fork(), services, queue, campaignId);
  });
  await queue.work(JOBS.reciprocalCheckAll, async () => {
    await queueAllChecks(orm.em.fork(), queue);
  });
  await queue.work(JOBS.reciprocalCheck, async ({ projectId }) => {
    await checkProjectLink(orm.em.fork(), services.config, projectId);
  });
  await queue.work(
    JOBS.webhookDeliver,
    async ({ deliveryId }) => {
      await deliverWebhook(orm.em.fork(), { config: services.config, jobs: queue }, deliveryId);
    },
    { concurrency: 50, pollingIntervalSeconds: 0.5 },
  );
  await queue.work(JOBS.webhookDisabledMail, ({ endpointId }) => sendDisabledMail(orm.em.fork(), services, endpointId));
  await queue.work(JOBS.deliveryPartitions, async () => {
    await maintainVisitPartitions(orm.em.fork(), services.config.delivery.visitRetentionDays);
  });
  await queue.work(JOBS.ledgerPartitions, async () => {
    await ensureMonthPartitions(orm.em.fork(), LEDGER);
  });
  await queue.work(JOBS.deliveryTargets, async () => {
    await checkDeliveryTargets(orm.em.fork(), queue, services.config);
  });
  await queue.schedule(JOBS.projectsSweep, '* * * * *');
  await queue.schedule(JOBS.deliveryTargets, '23 * * * *');
  await queue.schedule(JOBS.campaignTick, '* * * * *');
  await queue.schedule(JOBS.reciprocalCheckAll, '17 4 * * *');
  await queue.schedule(JOBS.cardRenewals, '*/5 * * * *');
  await queue.schedule(JOBS.cardReconcile, '41 3 * * *');
  await queue.schedule(JOBS.deliveryPartitions, '7 2 * * *');
  await queue.schedule(JOBS.ledgerPartitions, '13 2 * * *');
  // A partner configured since the last start receives the campaigns already running.
  if (partner) await queueUnconfirmedCampaigns(orm.em.fork(), queue);
}
