import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../jobs/queue';
import type { Order } from '../billing/order.entity';
import type { Project } from '../projects/project.entity';
import { JOBS } from '../../jobs/job-map';

/*
 * The webhook outbox (docs/webhooks.md "Events"). An event is written by the transaction of the change it
 * reports: one `webhook_deliveries` row (attempt 1, pending) per enabled endpoint of the owner subscribed to its type,
 * and one `webhooks.deliver` job per row, sent through the same transaction (jobs/queue.ts). A change that rolls back
 * leaves neither row nor job; one that commits has both, and the queue delivers it at least once.
 */

export const WEBHOOK_EVENT_TYPES = [
  'order.paid',
  'order.refunded',
  'order.canceled',
  'project.created',
  'project.package_assigned',
  'project.expiring',
  'project.expired',
  'project.renewed',
  'project.delivery_off_target',
  'balance.low',
] as const;
export type SubscribableEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent to one endpoint on request (testWebhookEndpoint); never subscribed to. */
export const TEST_EVENT_TYPE = 'webhook.test';
export type WebhookEventType = SubscribableEventType | typeof TEST_EVENT_TYPE;

export function newEventId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

export function eventBody(type: WebhookEventType, data: object, at: Date): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

function iso(d: Date | null | undefined): string | null {
  return d ? d.toISOString() : null;
}

/** `data` of the order.* events. */
export function orderData(order: Order): Record<string, unknown> {
  return {
    order: {
      id: order.id,
      status: order.status,
      packageId: order.package.id,
      quantity: order.quantity,
      amountMinor: order.amountMinor,
      currency: order.currency,
      recurring: order.recurring,
      paymentProvider: order.paymentProvider,
      firstPaymentAt: iso(order.firstPaymentAt),
      lastPaymentAt: iso(order.lastPaymentAt),
      renewsAt: iso(order.renewsAt),
    },
  };
}

/** `data` of the project.* events. */
export function projectData(project: Project): Record<string, unknown> {
  return {
    project: {
      id: project.id,
      title: project.title,
      url: project.url,
      packageId: project.package?.id ?? null,
      period: project.period,
      expiredAt: iso(project.expiredAt),
      autoRenew: project.autoRenew,
    },
  };
}

export interface EmitOptions {
  /** Only this endpoint, whatever it subscribed to (webhook.test). */
  endpointId?: number;
  now?: Date;
}

/**
 * Writes the event for every subscribed enabled endpoint of `ownerId` inside the caller's transaction (refused
 * outside one: an event must commit or roll back with its change). Answers the delivery rows' ids.
 */
export async function emitWebhookEvent(
  em: EntityManager,
  jobs: JobQueue,
  ownerId: number,
  type: WebhookEventType,
  data: object,
  options: EmitOptions = {},
): Promise<number[]> {
  if (!em.isInTransaction()) throw new Error(`webhook event ${type} emitted outside a transaction`);
  const now = options.now ?? new Date();
  const eventId = newEventId();
  const body = eventBody(type, data, now);
  const rows = await em.execute<{ id: number }[]>(
    options.endpointId !== undefined
      ? `insert into webhook_deliveries (endpoint_id, event_id, event_type, body, attempt, trigger, status, created_at, updated_at)
         select id, ?, ?, ?, 1, 'event', 'pending', ?, ? from webhook_endpoints where id = ? and owner_id = ? returning id`
      : `insert into webhook_deliveries (endpoint_id, event_id, event_type, body, attempt, trigger, status, created_at, updated_at)
         select id, ?, ?, ?, 1, 'event', 'pending', ?, ? from webhook_endpoints
         where owner_id = ? and enabled and ? = any(events) order by id returning id`,
    options.endpointId !== undefined
      ? [eventId, type, body, now, now, options.endpointId, ownerId]
      : [eventId, type, body, now, now, ownerId, type],
  );
  for (const { id } of rows) await queueDelivery(em, jobs, id);
  return rows.map((r) => r.id);
}

/**
 * The job that makes one attempt; `startAfter` for a retry. pg-boss retries only a crashed handler (the database
 * gone mid-attempt, a process killed): 12 times with exponential backoff from 5 s (about 5.7 h in all), so an outage
 * of the database does not leave a delivery pending for good. An attempt lasts at most WEBHOOK_TIMEOUT_MS: one still
 * running after DELIVERY_EXPIRY_SECONDS had its worker die under it (killed, its machine lost) and is run again by
 * another worker within minutes, not after pg-boss's default 15.
 */
const DELIVERY_EXPIRY_SECONDS = 90;

export function queueDelivery(em: EntityManager, jobs: JobQueue, deliveryId: number, startAfter?: Date): Promise<string | null> {
  return jobs.send(
    JOBS.webhookDeliver,
    { deliveryId },
    { retryLimit: 12, retryDelay: 5, retryBackoff: true, startAfter, expireInSeconds: DELIVERY_EXPIRY_SECONDS },
    em,
  );
}
