import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { ActionTokenPurpose, EmailCampaignSegment } from '../../common/statuses';
import type { AppServices } from '../../graphql/context';
import type { JobQueue } from '../../jobs/queue';
import { unsubscribeLinks } from '../../mail/account-mails';
import type { Mailer } from '../../mail/mailer';
import { type Brand, brandOf, type MailContent, marketingMailTemplate } from '../../mail/templates';
import { ACTION_TOKEN_TTL, newActionTokenSecret } from '../auth/action-token.service';
import { Gate } from '../gates/gate.entity';
import { gateSiteUrl } from '../gates/site-url';
import { type Recipient, recipientsPage } from './campaign-segments';
import { JOBS } from '../../jobs/job-map';

/*
 * Sending e-mail campaigns (docs/architecture.md#jobs). Two jobs on the durable queue:
 *
 * - `marketing.campaign-tick` (every minute, and once when a working process starts) starts the runs that are due
 *   — a scheduled, enabled campaign inside [startAt, endAt), a recurring one whose next run came — by moving it to
 *   `sending` with run + 1, and queues a `marketing.campaign-send` for every sending campaign nobody holds.
 * - `marketing.campaign-send` takes the campaign's lease (one sender per campaign at a time, renewed as it goes;
 *   a dead sender's lease runs out after CAMPAIGN_LEASE_SECONDS) and streams the recipients page by page
 *   (keyset on user id: flat memory whatever the audience), throttled to CAMPAIGN_RATE_PER_SECOND, with
 *   CAMPAIGN_CONCURRENCY messages in the mail server's hands at once.
 *
 * Each message goes claim → send → mark:
 *   1. claim: the history row (campaign, run, user) is inserted as `sending` — unique per campaign run and user, and
 *      inserted only while the user is still in the audience (not deleted, enabled, subscribed), so a user who
 *      unsubscribes mid-run gets nothing more; a row that exists already (another sender, an earlier attempt) is
 *      not claimed again. Claims are made CAMPAIGN_CONCURRENCY recipients at a time, each claim one statement that
 *      also stores the recipients' unsubscribe tokens (retries: claimed with FOR UPDATE SKIP LOCKED);
 *   2. send: the message is handed to the mail server (SMTP) with a stable Message-ID, over SMTP connections the run
 *      opens once and reuses (Mailer.bulk: a pooled transport, one connection per lane); the message is the gate's
 *      frame laid out once per run, joined around the recipient's token;
 *   3. mark: the row becomes `delivered`, or `failed` with the server's error and the time of its next attempt
 *      (backoff CAMPAIGN_RETRY_DELAY_SECONDS × 2^(attempt−1), at most CAMPAIGN_MAX_ATTEMPTS attempts). A lane waits
 *      for its row's mark before it takes the next message; the marks of lanes that finish together share one UPDATE.
 *
 * Why it is fast (npm run bench -- campaign, BENCHMARKS.md): per message the database sees a fraction of a
 * statement (one claim per CAMPAIGN_CONCURRENCY messages, one grouped mark for the lanes that finished together)
 * instead of five (claim, a token in its own transaction, mark), and the SMTP greeting happens once per connection.
 *
 * What a crash means: between 1 and 2 the row stays `sending` without a message (at most CAMPAIGN_CONCURRENCY rows
 * claimed ahead); between 2 and 3 the message left but the row still says `sending`. The next holder of the lease
 * sends every `sending` row older than the lease again. A sender that stops on its own (paused, mail server down)
 * deletes the rows it claimed and never handed over, so they are claimed afresh later. So: a recipient is never
 * mailed twice because of a retry, a second worker or a resumed run — except the messages that were in the mail
 * server's hands at the instant the process died (2 → 3, a window of one SMTP answer and one UPDATE; at most
 * CAMPAIGN_CONCURRENCY of them), which may arrive twice, both copies with the same Message-ID (mail clients show
 * one). No recipient is lost: every claimed row ends delivered or failed after its last attempt.
 */

export type CampaignServices = Pick<AppServices, 'config' | 'mailer' | 'listening'>;

interface HeldCampaign {
  id: number;
  run: number;
  segment: EmailCampaignSegment;
  segment_days: number | null;
  gate_id: number | null;
  subject: string;
  body_html: string;
  body_text: string;
  onetime: boolean;
  period_days: number | null;
}

/** Messages at once that may fail in a row before the sender stops and waits (the mail server is likely down). */
const FAILURES_BEFORE_PAUSE = 5;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The every-minute job: start due runs, resume stopped ones, queue a sender for each sending campaign not held. */
export async function campaignTick(em: EntityManager, queue: JobQueue): Promise<number[]> {
  const conn = em.getConnection();
  // A scheduled campaign whose window closed after its last run is done.
  await conn.execute(
    `update email_campaigns set status = 'sent', updated_at = now()
      where status = 'scheduled' and end_at is not null and end_at <= now() and (run = 0 or run_finished_at is not null)`,
  );
  // Paused mid-run and scheduled again: the same run goes on.
  await conn.execute(
    `update email_campaigns set status = 'sending', updated_at = now()
      where status = 'scheduled' and enabled and run > 0 and run_finished_at is null`,
  );
  // A new run: never more than one for a onetime campaign.
  await conn.execute(
    `update email_campaigns
        set status = 'sending', run = run + 1, run_started_at = now(), run_finished_at = null, next_run_at = null, updated_at = now()
      where status = 'scheduled' and enabled
        and (run = 0 or (not onetime and run_finished_at is not null))
        and (start_at is null or start_at <= now()) and (end_at is null or end_at > now())
        and (next_run_at is null or next_run_at <= now())`,
  );
  const rows = await conn.execute<{ id: number }[]>(
    `select id from email_campaigns
      where status = 'sending' and enabled and (sender_lease_until is null or sender_lease_until < now()) order by id`,
  );
  for (const { id } of rows) await queue.send(JOBS.campaignSend, { campaignId: id }, { retryLimit: 3 });
  return rows.map((r) => r.id);
}

export interface SendOutcome {
  /** Messages handed to the mail server by this job. */
  delivered: number;
  failed: number;
  /** Why the job ended. */
  ended: 'not-held' | 'finished' | 'retry-later' | 'stopped';
}

/** A claimed message: its history row, the recipient, and the unsubscribe token stored with the claim. */
interface Claimed {
  id: number;
  userId: number;
  email: string;
  gateId: number;
  token: string;
  /** The token's stored hash. */
  hash: string;
}

/** A Postgres array literal of integers, bound as one parameter (knex would spread a JS array into a list). */
const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** The `marketing.campaign-send` job: one sender working one campaign run while it holds the lease. */
export async function sendCampaign(
  em: EntityManager,
  services: CampaignServices,
  queue: JobQueue,
  campaignId: number,
  logger?: Logger,
): Promise<SendOutcome> {
  const settings = services.config.campaigns;
  const conn = em.getConnection();
  const owner = randomUUID();
  const lease = settings.leaseSeconds;
  const [held] = await conn.execute<HeldCampaign[]>(
    `update email_campaigns set sender_lease_until = now() + make_interval(secs => ?), sender_lease_owner = ?
      where id = ? and status = 'sending' and enabled and (sender_lease_until is null or sender_lease_until < now())
      returning id, run, segment, segment_days, gate_id, subject, body_html, body_text, onetime, period_days`,
    [lease, owner, campaignId],
  );
  const outcome: SendOutcome = { delivered: 0, failed: 0, ended: 'not-held' };
  if (!held) return outcome;
  // SMTP connections of this run, opened once and reused by every message (one per lane).
  const mailer = services.mailer.bulk(settings.concurrency);
  try {
    return await sendHeld(em, services, mailer, queue, held, owner, outcome, logger);
  } finally {
    await mailer.close();
  }
}

async function sendHeld(
  em: EntityManager,
  services: CampaignServices,
  mailer: Mailer,
  queue: JobQueue,
  held: HeldCampaign,
  owner: string,
  outcome: SendOutcome,
  logger?: Logger,
): Promise<SendOutcome> {
  const settings = services.config.campaigns;
  const conn = em.getConnection();
  const lease = settings.leaseSeconds;
  let renewAt = Date.now() + (lease * 1000) / 3;
  let renewing: Promise<boolean> | null = null;
  let stillHeld = true;
  /** Renews the lease when due (once for all lanes); false once the campaign was paused, disabled or taken over. */
  const keep = async (): Promise<boolean> => {
    if (!stillHeld) return false;
    if (Date.now() < renewAt) return true;
    renewing ??= conn
      .execute(
        `update email_campaigns set sender_lease_until = now() + make_interval(secs => ?)
          where id = ? and sender_lease_owner = ? and status = 'sending' and enabled returning id`,
        [lease, held.id, owner],
      )
      .then((rows) => {
        renewAt = Date.now() + (lease * 1000) / 3;
        stillHeld = rows.length > 0;
        return stillHeld;
      })
      .finally(() => {
        renewing = null;
      });
    return renewing;
  };
  const release = () =>
    conn.execute(
      `update email_campaigns set sender_lease_until = null, sender_lease_owner = null where id = ? and sender_lease_owner = ?`,
      [held.id, owner],
    );

  // The message of each gate, laid out once for the run: a message is its frame joined around the recipient's token.
  const templates = new Map<number, Promise<{ brand: Brand; host: string; content: (token: string) => MailContent }>>();
  const templateFor = (gateId: number) => {
    let template = templates.get(gateId);
    if (!template) {
      template = em
        .fork()
        .findOneOrFail(Gate, { id: gateId })
        .then((gate) => {
          const brand = brandOf(gate, gateSiteUrl(gate, { publicUrl: services.config.publicUrl, port: services.listening.port }));
          const message = { subject: held.subject, text: held.body_text, html: held.body_html };
          return {
            brand,
            host: new URL(brand.siteUrl).hostname,
            content: marketingMailTemplate(brand, message, (token) => unsubscribeLinks(brand, token).page),
          };
        });
      templates.set(gateId, template);
    }
    return template;
  };

  // Throttle: message n leaves no earlier than start + n / rate.
  const started = Date.now();
  let handed = 0;
  const throttle = async () => {
    const due = started + (handed * 1000) / settings.ratePerSecond;
    handed += 1;
    if (due > Date.now()) await sleep(due - Date.now());
  };

  /*
   * Marking delivered rows, grouped: a lane whose message the server took waits for its row's UPDATE before it takes
   * the next message (so the crash window stays one message per lane), but the lanes that finish while one UPDATE
   * runs share the next one.
   */
  let marking: Promise<void> | null = null;
  let toMark: { id: number; done: () => void; failed: (e: unknown) => void }[] = [];
  const flushMarks = async () => {
    while (toMark.length > 0) {
      const group = toMark;
      toMark = [];
      try {
        await conn.execute(
          `update email_campaign_histories
              set status = 'delivered', delivered = true, error = null, next_attempt_at = null, sent_at = now(), updated_at = now()
            where id = any(?::int[])`,
          [intArray(group.map((m) => m.id))],
        );
        for (const m of group) m.done();
      } catch (err) {
        for (const m of group) m.failed(err);
      }
    }
  };
  const markDelivered = (id: number) =>
    new Promise<void>((done, failed) => {
      toMark.push({ id, done, failed });
      marking ??= flushMarks().finally(() => {
        marking = null;
      });
    });

  let failuresInRow = 0;
  /** Sends one claimed row and marks it; true when the mail server took it. */
  const deliver = async (row: Claimed): Promise<boolean> => {
    await throttle();
    const template = await templateFor(row.gateId);
    try {
      await mailer.send({
        brand: template.brand,
        to: row.email,
        content: template.content(row.token),
        unsubscribeUrl: unsubscribeLinks(template.brand, row.token).oneClick,
        messageId: `<campaign-${held.id}-${held.run}-${row.userId}@${template.host}>`,
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await conn.execute(
        `update email_campaign_histories
            set status = 'failed', delivered = false, error = ?, updated_at = now(),
                next_attempt_at = case when attempts < ? then now() + make_interval(secs => ? * power(2, attempts - 1)) else null end
          where id = ?`,
        [message.slice(0, 2000), settings.maxAttempts, settings.retryDelaySeconds, row.id],
      );
      outcome.failed += 1;
      failuresInRow += 1;
      logger?.warn({ err, campaignId: held.id, userId: row.userId }, 'campaign message refused; it will be retried');
      return false;
    }
    await markDelivered(row.id);
    outcome.delivered += 1;
    failuresInRow = 0;
    return true;
  };

  const tokenExpiry = () => new Date(Date.now() + ACTION_TOKEN_TTL[ActionTokenPurpose.Unsubscribe]);
  /**
   * Claims the recipients among `users` who have no row in this run and are still in the audience (not deleted,
   * enabled, subscribed): their history rows inserted as `sending` and their unsubscribe tokens stored, in one
   * statement. A user another sender or an earlier attempt claimed is not claimed again.
   */
  const claim = async (users: Recipient[]): Promise<Claimed[]> => {
    const secrets = new Map(users.map((u) => [u.id, newActionTokenSecret()]));
    const rows = await conn.execute<{ id: number; user_id: number; email: string }[]>(
      `with claimed as (
         insert into email_campaign_histories (email_campaign_id, run, user_id, email, status, delivered, attempts, test, created_at, updated_at)
         select ?, ?, u.id, u.email, 'sending', false, 1, false, now(), now() from users u
          where u.id = any(?::int[]) and not u.deleted and u.enabled and not u.unsubscribed
          order by u.id
         on conflict (email_campaign_id, run, user_id) do nothing
         returning id, user_id, email
       ), tokens as (
         insert into action_tokens (user_id, purpose, token_hash, expires_at, created_at, updated_at)
         select c.user_id, ?::action_token_purpose, t.hash, ?::timestamptz, now(), now()
           from claimed c join jsonb_to_recordset(?::jsonb) as t(user_id int, hash text) on t.user_id = c.user_id
       )
       select id, user_id, email from claimed order by user_id`,
      [
        held.id,
        held.run,
        intArray(users.map((u) => u.id)),
        ActionTokenPurpose.Unsubscribe,
        tokenExpiry(),
        JSON.stringify(users.map((u) => ({ user_id: u.id, hash: secrets.get(u.id)!.hash }))),
      ],
    );
    const gates = new Map(users.map((u) => [u.id, u.gateId]));
    return rows.map((r) => ({ id: r.id, userId: r.user_id, email: r.email, gateId: gates.get(r.user_id)!, ...secrets.get(r.user_id)! }));
  };
  /** Claimed rows never handed to the mail server (the sender stops): removed with their tokens, as if never claimed. */
  const unclaim = async (rows: Claimed[]) => {
    if (rows.length === 0) return;
    await conn.execute(
      `with gone as (delete from email_campaign_histories where id = any(?::int[]) and status = 'sending' returning id)
       delete from action_tokens where token_hash = any(?::text[])`,
      [intArray(rows.map((r) => r.id)), `{${rows.map((r) => r.hash).join(',')}}`],
    );
  };

  const stop = async (ended: SendOutcome['ended']): Promise<SendOutcome> => {
    await release();
    outcome.ended = ended;
    return outcome;
  };
  /** The mail server refuses everything: wait for the backoff, then a fresh job goes on. */
  const pauseForServer = async (): Promise<SendOutcome> => {
    await release();
    await queue.send(
      JOBS.campaignSend,
      { campaignId: held.id },
      { startAfter: new Date(Date.now() + settings.retryDelaySeconds * 1000), retryLimit: 3 },
    );
    outcome.ended = 'retry-later';
    return outcome;
  };

  /*
   * Pass 1: every recipient of the segment who has no row in this run yet, page by page. CAMPAIGN_CONCURRENCY lanes
   * each take a claimed row, send it and wait for its mark; when no claimed row is left, one lane claims the next
   * CAMPAIGN_CONCURRENCY recipients of the page in one statement while the others are still sending.
   */
  const audience = { campaignId: held.id, run: held.run, segment: held.segment, segmentDays: held.segment_days, gateId: held.gate_id };
  const claimSize = settings.concurrency;
  let after = 0;
  let halt: 'stopped' | 'server' | 'error' | null = null;
  let error: unknown = null;
  for (;;) {
    const page = await recipientsPage(em, audience, after, settings.batchSize);
    if (page.length === 0) break;
    after = page[page.length - 1].id;
    let cursor = 0;
    const ready: Claimed[] = [];
    let refilling: Promise<void> | null = null;
    const refill = async () => {
      while (ready.length === 0 && cursor < page.length && !halt) {
        const chunk = page.slice(cursor, cursor + claimSize);
        cursor += chunk.length;
        ready.push(...(await claim(chunk)));
      }
    };
    const take = async (): Promise<Claimed | undefined> => {
      while (ready.length === 0 && !halt) {
        if (cursor >= page.length && !refilling) return undefined;
        refilling ??= refill().finally(() => {
          refilling = null;
        });
        await refilling;
      }
      return halt ? undefined : ready.shift();
    };
    const lane = async () => {
      try {
        while (!halt) {
          if (!(await keep())) {
            halt = 'stopped';
            return;
          }
          const row = await take();
          if (!row) return;
          await deliver(row);
          if (failuresInRow >= FAILURES_BEFORE_PAUSE) halt = 'server';
        }
      } catch (err) {
        if (halt !== 'error') error = err;
        halt = 'error';
      }
    };
    await Promise.all(Array.from({ length: Math.min(settings.concurrency, page.length) }, lane));
    if (halt) {
      // Rows claimed for lanes that stopped first: nobody sent them.
      await unclaim(ready.splice(0));
      if (halt === 'error') throw error;
      if (halt === 'stopped') return stop('stopped');
      return pauseForServer();
    }
  }

  // Pass 2: failed rows whose next attempt is due, and rows a dead sender left `sending` (older than the lease),
  // CAMPAIGN_CONCURRENCY at a time (claimed with SKIP LOCKED), each with a fresh unsubscribe token.
  for (;;) {
    if (!(await keep())) return stop('stopped');
    const rows = await conn.execute<{ id: number; user_id: number; email: string; gate_id: number }[]>(
      `update email_campaign_histories h set status = 'sending', attempts = h.attempts + 1, updated_at = now()
         from users u
        where h.id in (
                select d.id from email_campaign_histories d join users du on du.id = d.user_id
                 where d.email_campaign_id = ? and d.run = ? and not d.test
                   and not du.deleted and du.enabled and not du.unsubscribed
                   and ((d.status = 'failed' and d.attempts < ? and d.next_attempt_at <= now())
                     or (d.status = 'sending' and d.updated_at < now() - make_interval(secs => ?)))
                 order by d.id limit ? for update of d skip locked)
          and u.id = h.user_id
        returning h.id, h.user_id, u.email, u.gate_id`,
      [held.id, held.run, settings.maxAttempts, lease, settings.concurrency],
    );
    if (rows.length === 0) break;
    const claimed = rows.map((r) => ({ id: r.id, userId: r.user_id, email: r.email, gateId: r.gate_id, ...newActionTokenSecret() }));
    await conn.execute(
      `insert into action_tokens (user_id, purpose, token_hash, expires_at, created_at, updated_at)
       select t.user_id, ?::action_token_purpose, t.hash, ?::timestamptz, now(), now() from jsonb_to_recordset(?::jsonb) as t(user_id int, hash text)`,
      [ActionTokenPurpose.Unsubscribe, tokenExpiry(), JSON.stringify(claimed.map((c) => ({ user_id: c.userId, hash: c.hash })))],
    );
    // Every message of the group ends (handed over and marked, or marked failed) before an error ends the job.
    const sent = await Promise.allSettled(claimed.map((row) => deliver(row)));
    const broken = sent.find((r) => r.status === 'rejected');
    if (broken) throw broken.reason;
    if (failuresInRow >= FAILURES_BEFORE_PAUSE) return pauseForServer();
  }

  // Rows still waiting: failed ones with attempts left (not yet due), or claimed ones of users who left the audience.
  const [waiting] = await conn.execute<{ next: Date | null; n: string }[]>(
    `select min(h.next_attempt_at) as next, count(*) as n from email_campaign_histories h join users u on u.id = h.user_id
      where h.email_campaign_id = ? and h.run = ? and not h.test and h.status = 'failed' and h.attempts < ? and h.next_attempt_at is not null
        and not u.deleted and u.enabled and not u.unsubscribed`,
    [held.id, held.run, settings.maxAttempts],
  );
  if (Number(waiting.n) > 0) {
    await release();
    const next = waiting.next ? new Date(waiting.next) : new Date(Date.now() + settings.retryDelaySeconds * 1000);
    await queue.send(JOBS.campaignSend, { campaignId: held.id }, { startAfter: next, retryLimit: 3 });
    outcome.ended = 'retry-later';
    return outcome;
  }
  // Rows of this run left `sending` by users who unsubscribed meanwhile: never sent, closed as failed.
  await conn.execute(
    `update email_campaign_histories set status = 'failed', error = 'Not sent: the user left the audience.', updated_at = now()
      where email_campaign_id = ? and run = ? and not test and status = 'sending' and updated_at < now() - make_interval(secs => ?)`,
    [held.id, held.run, lease],
  );

  // The run is over: a onetime campaign is sent; a recurring one waits for its next run unless that is past endAt.
  await conn.execute(
    `update email_campaigns
        set run_finished_at = now(), sender_lease_until = null, sender_lease_owner = null, updated_at = now(),
            next_run_at = case when onetime or period_days is null then null else run_started_at + make_interval(days => period_days) end,
            status = (case
              when onetime or period_days is null then 'sent'
              when end_at is not null and run_started_at + make_interval(days => period_days) >= end_at then 'sent'
              else 'scheduled' end)::email_campaign_status
      where id = ? and sender_lease_owner = ?`,
    [held.id, owner],
  );
  outcome.ended = 'finished';
  return outcome;
}
