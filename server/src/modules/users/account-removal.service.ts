import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus } from '../../common/statuses';
import type { JobQueue } from '../../jobs/queue';
import { ActionToken } from '../auth/action-token.entity';
import { hashPassword } from '../auth/password';
import { Order } from '../billing/order.entity';
import { queueCampaignSync } from '../projects/project-period.service';
import { Project } from '../projects/project.entity';
import { VisitorSession } from '../tracking/visitor-session.entity';
import { User } from './user.entity';

/*
 * Removing an account (issue 10 "remove account", SPEC.md §7 POST /api/remove-account[/{id}]), in one database
 * transaction:
 * - subscriptions: the user's orders still new, pending or active are set to cancelled (a plain status change here;
 *   stopping a recurring payment at its provider belongs to the billing module's cancelOrder);
 * - campaigns: every project's partner campaign is stopped by a queued delivery.sync (a removed owner's campaign
 *   never runs), auto-renew is turned off;
 * - personal data: the e-mail becomes `deleted-{id}@removed.invalid` (the address is free to register again), the
 *   name, country and password are erased, sessions and e-mail links end, visitor sessions are unlinked; project
 *   titles, URLs, analytics ids and tracking codes are erased;
 * - kept for accounting: the user row (id), orders, payments, the ledger and balances, the projects' periods.
 */
export async function removeAccount(em: EntityManager, jobs: JobQueue, userId: number): Promise<void> {
  // The new password hash is one no one knows; hashed before the transaction, which it would hold up.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  await em.fork().transactional(async (tem) => {
    const user = await tem.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
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
  });
}
