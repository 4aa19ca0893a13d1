import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus } from '../../common/statuses';
import type { JobQueue } from '../../jobs/queue';
import { ActionToken } from '../auth/action-token.entity';
import { hashPassword } from '../auth/password';
import { queueCancelRecurring } from '../billing/invoice.service';
import { Order } from '../billing/order.entity';
import { queueCampaignSync } from '../projects/project-period.service';
import { Project } from '../projects/project.entity';
import { VisitorSession } from '../tracking/visitor-session.entity';
import { WebhookEndpoint } from '../webhooks/webhook-endpoint.entity';
import { User } from './user.entity';

/*
 * Removing an account (docs/api.md#calls POST /api/remove-account[/{id}]), in one database
 * transaction:
 * - subscriptions: the user's orders still new, pending or active are set to cancelled, and every active recurring
 *   one is stopped at its provider by a queued billing.cancel-recurring job (the adapter's cancelRecurring, as the
 *   customer's own cancel does), retried 10 times with exponential backoff from 10 s (about three hours in all).
 *   Should the provider keep failing past that, the job ends `failed` in pgboss.job (each failure is logged): the
 *   order stays cancelled here, a renewal the provider still reports is refused (409: only an active order renews)
 *   and nothing is credited — an operator has to stop it at the provider and refund that charge;
 * - campaigns: every project's partner campaign is stopped by a queued delivery.sync (a removed owner's campaign
 *   never runs), auto-renew is turned off;
 * - personal data: the e-mail becomes `deleted-{id}@removed.invalid` (the address is free to register again), the
 *   name, country and password are erased, sessions and e-mail links end, visitor sessions are unlinked; project
 *   titles, URLs, analytics ids and tracking codes are erased; webhook endpoints are disabled (no event about the
 *   account leaves any more);
 * - kept for accounting: the user row (id), orders, payments, the ledger and balances, the projects' periods.
 */
export async function removeAccount(
  em: EntityManager,
  jobs: JobQueue,
  userId: number,
  /** A rule checked inside the transaction before the user's row is locked (the last super admin stays). */
  check?: (tem: EntityManager, userId: number) => Promise<void>,
): Promise<void> {
  // The new password hash is one no one knows; hashed before the transaction, which it would hold up.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  await em.fork().transactional(async (tem) => {
    await check?.(tem, userId);
    const user = await tem.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const recurring = await tem.find(Order, { owner: userId, status: OrderStatus.active, recurring: true }, { fields: ['id'] });
    await tem.nativeUpdate(
      Order,
      { owner: userId, status: { $in: [OrderStatus.new, OrderStatus.pending, OrderStatus.active] } },
      { status: OrderStatus.cancelled },
    );
    const projects = await tem.find(Project, { owner: userId });
    for (const p of projects) {
      p.title = 'Removed project';
      p.url = '';
      p.gaId = null;
      p.trackingCodes = [];
      p.autoRenew = false;
      p.reciprocalLink = null;
    }
    await tem.nativeDelete(ActionToken, { user: userId });
    await tem.nativeUpdate(VisitorSession, { user: userId }, { user: null });
    // No more events about this account leave for its webhook URLs (pending attempts end "disabled").
    await tem.nativeUpdate(
      WebhookEndpoint,
      { owner: userId, enabled: true },
      { enabled: false, disabledAt: new Date(), disabledReason: 'The account was removed.' },
    );
    user.deleted = true;
    user.enabled = false;
    user.email = `deleted-${user.id}@removed.invalid`;
    user.displayName = '';
    user.country = null;
    user.passwordHash = unusable;
    user.unsubscribed = true;
    user.revokeTokens();
    await tem.flush();
    for (const p of projects) if (p.package || p.campaignId) await queueCampaignSync(jobs, tem, p.id);
    for (const o of recurring) await queueCancelRecurring(jobs, tem, o.id);
  });
}
