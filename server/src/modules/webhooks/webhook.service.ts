import type { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenError, NotFoundError, StateConflictError, ValidationError } from '../../common/errors';
import { paginate, type PageResult } from '../../common/list';
import { SafeFetchError } from '../../common/safe-fetch';
import type { Context } from '../../graphql/context';
import { requireUser, requireUserId } from '../auth/access';
import { Role } from '../auth/roles';
import { User } from '../users/user.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { emitWebhookEvent, queueDelivery, TEST_EVENT_TYPE } from './webhook.events';
import {
  webhookDeliveryListSpec,
  webhookEndpointListSpec,
  type WebhookDeliveryListArgs,
  type WebhookEndpointCreateInput,
  type WebhookEndpointListArgs,
  type WebhookEndpointUpdateInput,
} from './webhook.input';
import { generateWebhookSecret } from './webhook.secret';
import { vetEndpointUrl } from './webhook-url';

/*
 * Webhook endpoints: a user manages their own; someone else's is answered as not found. Admins list and
 * read anyone's (and their delivery logs) and may delete them; changing, rotating, testing and redelivering stay the
 * owner's (FORBIDDEN to an admin). A key needs the `webhooks` scope for all of it (api-key.scopes.ts).
 */

export const MAX_ENDPOINTS = 20;
/** After a rotation the previous secret signs beside the new one this long. */
export const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;

function isAdmin(ctx: Context): boolean {
  return ctx.roles.has(Role.Admin);
}

async function checkedUrl(ctx: Context, input: string): Promise<string> {
  try {
    return (await vetEndpointUrl(input, ctx.services.config)).href;
  } catch (err) {
    if (err instanceof SafeFetchError) throw new ValidationError([{ propertyPath: 'url', message: err.message }]);
    throw err;
  }
}

function distinctEvents(events: string[]): string[] {
  return [...new Set(events)];
}

export function listWebhookEndpoints(ctx: Context, args: WebhookEndpointListArgs): Promise<PageResult<WebhookEndpoint>> {
  const user = requireUser(ctx);
  return paginate(ctx.em, WebhookEndpoint, webhookEndpointListSpec, args, isAdmin(ctx) ? {} : { owner: user.id });
}

/** An endpoint its owner (or an admin) may see; anyone else's is not found. */
export async function getWebhookEndpoint(ctx: Context, id: number): Promise<WebhookEndpoint> {
  const user = requireUser(ctx);
  const endpoint = await ctx.em.findOne(WebhookEndpoint, { id });
  if (!endpoint || (endpoint.owner.id !== user.id && !isAdmin(ctx))) throw new NotFoundError();
  return endpoint;
}

/** An endpoint the caller owns: an admin seeing someone else's may not act as them. */
async function ownEndpoint(ctx: Context, id: number): Promise<WebhookEndpoint> {
  const endpoint = await getWebhookEndpoint(ctx, id);
  if (endpoint.owner.id !== requireUserId(ctx)) throw new ForbiddenError('Only the owner of a webhook endpoint may change it.');
  return endpoint;
}

export async function createWebhookEndpoint(
  ctx: Context,
  input: WebhookEndpointCreateInput,
): Promise<{ webhookEndpoint: WebhookEndpoint; secret: string }> {
  const user = requireUser(ctx);
  const url = await checkedUrl(ctx, input.url);
  const count = await ctx.em.count(WebhookEndpoint, { owner: user.id });
  if (count >= MAX_ENDPOINTS)
    throw new ValidationError([{ propertyPath: '', message: `At most ${MAX_ENDPOINTS} webhook endpoints; delete one first.` }]);
  const secret = generateWebhookSecret();
  const webhookEndpoint = ctx.em.create(WebhookEndpoint, {
    owner: ctx.em.getReference(User, user.id),
    url,
    description: input.description?.trim() || null,
    events: distinctEvents(input.events),
    secret,
  });
  await ctx.em.flush();
  return { webhookEndpoint, secret };
}

export async function updateWebhookEndpoint(ctx: Context, id: number, input: WebhookEndpointUpdateInput): Promise<WebhookEndpoint> {
  const endpoint = await ownEndpoint(ctx, id);
  const url = input.url !== undefined ? await checkedUrl(ctx, input.url) : undefined;
  if (url !== undefined) endpoint.url = url;
  if (input.description !== undefined) endpoint.description = input.description?.trim() || null;
  if (input.events) endpoint.events = distinctEvents(input.events);
  if (input.enabled === false && endpoint.enabled) {
    endpoint.enabled = false;
    endpoint.disabledAt = new Date();
    endpoint.disabledReason = 'Disabled by its owner';
  } else if (input.enabled === true && !endpoint.enabled) {
    endpoint.enabled = true;
    endpoint.disabledAt = null;
    endpoint.disabledReason = null;
    endpoint.failingSince = null;
  }
  await ctx.em.flush();
  return endpoint;
}

export async function deleteWebhookEndpoint(ctx: Context, id: number): Promise<boolean> {
  const endpoint = await getWebhookEndpoint(ctx, id);
  await ctx.em.removeAndFlush(endpoint);
  return true;
}

/** A new secret; the previous one keeps signing beside it for 24 h, so receivers can switch without losing events. */
export async function rotateWebhookEndpointSecret(ctx: Context, id: number): Promise<{ webhookEndpoint: WebhookEndpoint; secret: string }> {
  const endpoint = await ownEndpoint(ctx, id);
  const secret = generateWebhookSecret();
  endpoint.previousSecret = endpoint.secret;
  endpoint.previousSecretExpiresAt = new Date(Date.now() + ROTATION_OVERLAP_MS);
  endpoint.secret = secret;
  await ctx.em.flush();
  return { webhookEndpoint: endpoint, secret };
}

export async function listWebhookDeliveries(ctx: Context, args: WebhookDeliveryListArgs): Promise<PageResult<WebhookDelivery>> {
  const endpoint = await getWebhookEndpoint(ctx, args.endpointId);
  return paginate(ctx.em, WebhookDelivery, webhookDeliveryListSpec, { page: args.page, limit: args.limit }, { endpoint: endpoint.id });
}

function assertEnabled(endpoint: WebhookEndpoint): void {
  if (!endpoint.enabled) throw new StateConflictError('This webhook endpoint is disabled; enable it first.');
}

/**
 * Sends asked for by hand make the server POST to a URL the user chose: counted per endpoint (30 an hour) and per
 * client IP (300 an hour) on the shared limiter, 429 with Retry-After beyond. Automatic deliveries are not counted.
 */
async function limitSends(ctx: Context, endpointId: number): Promise<void> {
  const key = `endpoint:${endpointId}`;
  await ctx.services.webhookSendLimiter.beforeAttempt(ctx.ip, key);
  await ctx.services.webhookSendLimiter.failed(key);
}

/** Queues a webhook.test event to the endpoint; answers its first (pending) attempt. */
export async function testWebhookEndpoint(ctx: Context, id: number): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(ctx, id);
  assertEnabled(endpoint);
  await limitSends(ctx, endpoint.id);
  const [deliveryId] = await ctx.em.transactional((tem) =>
    emitWebhookEvent(
      tem as EntityManager,
      ctx.services.jobs,
      endpoint.owner.id,
      TEST_EVENT_TYPE,
      { endpointId: endpoint.id, message: 'A test event.' },
      { endpointId: endpoint.id },
    ),
  );
  // Deleted or disabled since it was read: nothing was written.
  if (deliveryId === undefined) throw new NotFoundError();
  return ctx.em.findOneOrFail(WebhookDelivery, { id: deliveryId });
}

/** A delivery attempt of an endpoint the caller may see; anyone else's is not found. */
export async function getWebhookDelivery(ctx: Context, id: number): Promise<WebhookDelivery> {
  const user = requireUser(ctx);
  const delivery = await ctx.em.findOne(WebhookDelivery, { id }, { populate: ['endpoint'] });
  if (!delivery || (delivery.endpoint.owner.id !== user.id && !isAdmin(ctx))) throw new NotFoundError();
  return delivery;
}

/** A new attempt of the delivery's event (same webhook-id and body), pending; it is not retried automatically. */
export async function redeliverWebhookDelivery(ctx: Context, id: number): Promise<WebhookDelivery> {
  const user = requireUser(ctx);
  const delivery = await getWebhookDelivery(ctx, id);
  if (delivery.endpoint.owner.id !== user.id) throw new ForbiddenError('Only the owner of a webhook endpoint may redeliver its events.');
  assertEnabled(delivery.endpoint);
  await limitSends(ctx, delivery.endpoint.id);
  const newId = await ctx.em.transactional(async (tem) => {
    const t = tem as EntityManager;
    const locked = await t.execute<{ id: number }[]>('select id from webhook_endpoints where id = ? for update', [delivery.endpoint.id]);
    if (!locked.length) throw new NotFoundError(); // deleted since it was read
    const now = new Date();
    const [row] = await t.execute<{ id: number }[]>(
      `insert into webhook_deliveries (endpoint_id, event_id, event_type, body, attempt, trigger, status, created_at, updated_at)
       select endpoint_id, event_id, event_type, body,
              (select max(attempt) + 1 from webhook_deliveries where endpoint_id = d.endpoint_id and event_id = d.event_id),
              'redelivery', 'pending', ?, ?
       from webhook_deliveries d where id = ? returning id`,
      [now, now, delivery.id],
    );
    if (!row) throw new NotFoundError();
    await queueDelivery(t, ctx.services.jobs, row.id);
    return row.id;
  });
  return ctx.em.findOneOrFail(WebhookDelivery, { id: newId });
}
