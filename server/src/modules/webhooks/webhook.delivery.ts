import type { EntityManager } from '@mikro-orm/postgresql';
import { safeFetch, SafeFetchError } from '../../common/safe-fetch';
import type { AppServices } from '../../graphql/context';
import type { JobQueue } from '../../jobs/queue';
import { gateBrand } from '../../mail/account-mails';
import { render, siteLink } from '../../mail/templates';
import { User } from '../users/user.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { queueDelivery } from './webhook.events';
import { signatureHeader } from './webhook.secret';
import { webhookAddressAllowed } from './webhook-url';
import { JOBS } from '../../jobs/job-map';

/*
 * One delivery attempt (the `webhooks.deliver` job; docs/webhooks.md "Delivery"). The URL is vetted again now (a
 * host that resolves into a private network since it was registered is refused) and the connection goes to the
 * vetted address; redirects are not followed; a 2xx within WEBHOOK_TIMEOUT_MS is success. A failure is written in
 * one transaction with what follows from it: the next automatic retry (a new pending row and its job, after the
 * schedule's delay ±10 % jitter), or, when every attempt has failed for WEBHOOK_DISABLE_AFTER_SECONDS, the endpoint
 * disabled and its owner's e-mail queued. Only a pending row is attempted, so a job run twice sends once more at most.
 */

export type DeliveryServices = Pick<AppServices, 'config' | 'jobs'>;

export const DISABLED_REASON = 'Every delivery failed for 3 days';
/** Bytes of an answer read at most: the body is not used, only the status. */
const MAX_ANSWER_BYTES = 64 * 1024;

interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

export function retryDelayMs(schedule: number[], retryIndex: number, random = Math.random): number | null {
  if (retryIndex >= schedule.length) return null;
  return Math.round(schedule[retryIndex] * 1000 * (0.9 + 0.2 * random()));
}

async function attempt(url: string, headers: Record<string, string>, body: string, services: DeliveryServices): Promise<AttemptResult> {
  const started = performance.now();
  try {
    const res = await safeFetch(url, {
      allowPrivate: false,
      addressAllowed: webhookAddressAllowed(services.config),
      timeoutMs: services.config.webhooks.timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
      maxRedirects: 0,
      method: 'POST',
      headers,
      body,
    });
    const durationMs = Math.round(performance.now() - started);
    const ok = res.status >= 200 && res.status < 300;
    return { ok, statusCode: res.status, durationMs, error: ok ? null : `HTTP ${res.status}` };
  } catch (err) {
    const durationMs = Math.round(performance.now() - started);
    const error = err instanceof SafeFetchError ? `${err.message}${err.detail ? ` (${err.detail})` : ''}` : String(err);
    return { ok: false, statusCode: null, durationMs, error: error.slice(0, 500) };
  }
}

export async function deliverWebhook(em: EntityManager, services: DeliveryServices, deliveryId: number): Promise<void> {
  const fork = em.fork();
  const delivery = await fork.findOne(WebhookDelivery, { id: deliveryId }, { populate: ['endpoint'], strategy: 'joined' });
  if (!delivery || delivery.status !== 'pending') return;
  const endpoint = delivery.endpoint;
  const now = new Date();
  let result: AttemptResult;
  if (!endpoint.enabled) {
    result = { ok: false, statusCode: null, durationMs: 0, error: 'The endpoint is disabled.' };
  } else {
    const timestamp = Math.floor(now.getTime() / 1000);
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now)
      secrets.push(endpoint.previousSecret);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Trafficgate-Webhooks/1.0',
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(secrets, delivery.eventId, timestamp, delivery.body),
    };
    result = await attempt(endpoint.url, headers, delivery.body, services);
  }
  const status = result.ok ? 'succeeded' : 'failed';
  const record = `update webhook_deliveries set status = ?, status_code = ?, duration_ms = ?, error = ?, attempted_at = ?, updated_at = ?
       where id = ? and status = 'pending' returning id`;
  if (result.ok) {
    // A success needs no transaction: the row is recorded once (only while pending), and the endpoint's
    // lastDeliveryAt is moved at most once a second, so parallel deliveries to one endpoint do not queue on its row lock.
    const claimed = await fork
      .getConnection()
      .execute<{ id: number }[]>(record, [status, result.statusCode, result.durationMs, null, now, new Date(), delivery.id]);
    if (!claimed.length) return;
    await fork.getConnection().execute(
      `update webhook_endpoints set last_delivery_at = ?, failing_since = null
       where id = ? and (last_delivery_at is null or last_delivery_at < ? or failing_since is not null)`,
      [now, endpoint.id, new Date(now.getTime() - 1000)],
    );
    return;
  }
  await fork.transactional(async (tem) => {
    const t = tem as EntityManager;
    const done = new Date();
    const claimed = await t.execute<{ id: number }[]>(record, [
      status,
      result.statusCode,
      result.durationMs,
      result.error,
      now,
      done,
      delivery.id,
    ]);
    if (!claimed.length) return; // another run of the job recorded this attempt first
    if (!endpoint.enabled) return;
    // The endpoint row is locked: retries and redeliveries of one endpoint number their attempts in turn.
    const [ep] = await t.execute<{ failing_since: Date | null; enabled: boolean }[]>(
      `update webhook_endpoints set failing_since = coalesce(failing_since, ?) where id = ? returning failing_since, enabled`,
      [now, endpoint.id],
    );
    if (delivery.trigger !== 'redelivery') await scheduleRetry(t, services.jobs, services.config.webhooks.retrySchedule, delivery, done);
    const failingMs = done.getTime() - new Date(ep.failing_since ?? now).getTime();
    if (ep.enabled && failingMs >= services.config.webhooks.disableAfterSeconds * 1000) {
      await t.execute(`update webhook_endpoints set enabled = false, disabled_at = ?, disabled_reason = ?, updated_at = ? where id = ?`, [
        done,
        DISABLED_REASON,
        done,
        endpoint.id,
      ]);
      await services.jobs.send(JOBS.webhookDisabledMail, { endpointId: endpoint.id }, {}, t);
    }
  });
}

async function scheduleRetry(em: EntityManager, jobs: JobQueue, schedule: number[], failed: WebhookDelivery, now: Date): Promise<void> {
  const [{ automatic, last }] = await em.execute<{ automatic: string; last: number }[]>(
    `select count(*) filter (where trigger <> 'redelivery') as automatic, max(attempt) as last
     from webhook_deliveries where endpoint_id = ? and event_id = ?`,
    [failed.endpoint.id, failed.eventId],
  );
  const delay = retryDelayMs(schedule, Number(automatic) - 1);
  if (delay === null) return;
  const at = new Date(now.getTime() + delay);
  await em.execute(`update webhook_deliveries set next_retry_at = ? where id = ?`, [at, failed.id]);
  const [row] = await em.execute<{ id: number }[]>(
    `insert into webhook_deliveries (endpoint_id, event_id, event_type, body, attempt, trigger, status, created_at, updated_at)
     values (?, ?, ?, ?, ?, 'retry', 'pending', ?, ?) returning id`,
    [failed.endpoint.id, failed.eventId, failed.eventType, failed.body, Number(last) + 1, now, now],
  );
  await queueDelivery(em, jobs, row.id, at);
}

/** The `webhooks.disabled-mail` job: tells the owner their endpoint was disabled and how to turn it back on. */
export async function sendDisabledMail(
  em: EntityManager,
  services: Pick<AppServices, 'config' | 'mailer' | 'listening'>,
  endpointId: number,
): Promise<void> {
  const fork = em.fork();
  const endpoint = await fork.findOne(WebhookEndpoint, { id: endpointId });
  if (!endpoint) return;
  const owner = await fork.findOne(User, { id: endpoint.owner.id }, { populate: ['gate'] });
  if (!owner || owner.deleted || !owner.enabled) return;
  const brand = gateBrand({ services, gate: owner.gate });
  const content = render(brand, {
    subject: `Your webhook endpoint was disabled`,
    paragraphs: [
      `Every delivery to your webhook endpoint ${endpoint.url} failed for 3 days, so it was disabled and no more events are sent to it.`,
      'Once the address answers again, turn the endpoint back on in the developer settings; events of the meantime can be redelivered from its delivery log.',
    ],
    action: { label: 'Developer settings', url: siteLink(brand, '/panel/developers') },
  });
  await services.mailer.send({ brand, to: owner.email, content });
}
