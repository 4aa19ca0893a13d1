import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailCampaignSegment, TransactionSource } from '../../common/statuses';

/*
 * Whom a campaign goes to: one SQL condition per segment on `users u`, on top of the rule
 * every campaign keeps — deleted, disabled and unsubscribed users are never mailed — and the campaign's gate (none:
 * every gate). The recipients are read in pages by user id (keyset: `u.id > last`, the primary key's order), so a
 * run over any number of users holds one page in memory, and a page skips the users this run already claimed.
 */

export interface SegmentOf {
  segment: EmailCampaignSegment;
  segmentDays: number | null;
  gateId: number | null;
}

export interface Recipient {
  id: number;
  email: string;
  gateId: number;
}

/** The default N of the segments that take one, when the campaign sets none. */
export const DEFAULT_SEGMENT_DAYS = 7;

function segmentCondition(c: SegmentOf): { sql: string; params: unknown[] } {
  const days = c.segmentDays ?? DEFAULT_SEGMENT_DAYS;
  switch (c.segment) {
    case EmailCampaignSegment.all_subscribed:
      return { sql: 'true', params: [] };
    case EmailCampaignSegment.never_bought:
      return {
        sql: 'not exists (select 1 from transactions t where t.owner_id = u.id and t.source = ?)',
        params: [TransactionSource.payment],
      };
    case EmailCampaignSegment.credits_unused:
      // Credits on a balance, and no ledger movement (purchase, assignment, bonus …) in the last N days.
      return {
        sql: `exists (select 1 from balances b where b.owner_id = u.id and b.quantity > 0)
          and not exists (select 1 from transactions t where t.owner_id = u.id and t.created_at > now() - make_interval(days => ?))`,
        params: [days],
      };
    case EmailCampaignSegment.project_expiring:
      return {
        sql: `exists (select 1 from projects p where p.owner_id = u.id and p.expired_at > now() and p.expired_at <= now() + make_interval(days => ?))`,
        params: [days],
      };
    case EmailCampaignSegment.demo_not_activated:
      return {
        sql: 'not u.email_confirmed and exists (select 1 from transactions t where t.owner_id = u.id and t.source = ?)',
        params: [TransactionSource.demo],
      };
  }
}

function audienceWhere(c: SegmentOf): { sql: string; params: unknown[] } {
  const segment = segmentCondition(c);
  const gate = c.gateId === null ? { sql: 'true', params: [] as unknown[] } : { sql: 'u.gate_id = ?', params: [c.gateId] };
  return {
    sql: `not u.deleted and u.enabled and not u.unsubscribed and ${gate.sql} and (${segment.sql})`,
    params: [...gate.params, ...segment.params],
  };
}

/** The next page of recipients after user id `after` who have no message of this campaign run yet. */
export async function recipientsPage(
  em: EntityManager,
  c: SegmentOf & { campaignId: number; run: number },
  after: number,
  limit: number,
): Promise<Recipient[]> {
  const where = audienceWhere(c);
  const rows = await em.getConnection().execute<{ id: number; email: string; gate_id: number }[]>(
    `select u.id, u.email, u.gate_id from users u
      where u.id > ? and ${where.sql}
        and not exists (select 1 from email_campaign_histories h where h.email_campaign_id = ? and h.run = ? and h.user_id = u.id)
      order by u.id limit ?`,
    [after, ...where.params, c.campaignId, c.run, limit],
  );
  return rows.map((r) => ({ id: r.id, email: r.email, gateId: r.gate_id }));
}

/** How many users the segment holds now (the admin's preview, and the bench's segment time). */
export async function audienceSize(em: EntityManager, c: SegmentOf): Promise<number> {
  const where = audienceWhere(c);
  const [row] = await em.getConnection().execute<{ n: string }[]>(`select count(*) as n from users u where ${where.sql}`, where.params);
  return Number(row.n);
}

/** Whether one user still belongs to the segment (checked again right before their message is claimed). */
export async function stillInAudience(em: EntityManager, c: SegmentOf, userId: number): Promise<boolean> {
  const where = audienceWhere(c);
  const rows = await em.getConnection().execute(`select 1 from users u where u.id = ? and ${where.sql}`, [userId, ...where.params]);
  return rows.length > 0;
}
