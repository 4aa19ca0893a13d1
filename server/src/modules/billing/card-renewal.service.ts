import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus } from '../../common/statuses';
import type { AppServices } from '../../graphql/context';
import { JOBS, type CardDeclinedMailJob } from '../../jobs/job-map';
import { gateBrand } from '../../mail/account-mails';
import { cardDeclinedMail, siteLink } from '../../mail/templates';
import { Package } from '../packages/package.entity';
import { BUY_CREDITS_PATH } from '../projects/project-period.service';
import { User } from '../users/user.entity';
import { emitWebhookEvent, orderData } from '../webhooks/webhook.events';
import { approvedSaleOf, claimCharge, releaseCharge } from './card-payment.service';
import { Order } from './order.entity';
import { transition } from './order-status';
import { applyProviderEvent } from './payment.service';
import { amountOf, chargeOrderId, creditedSalesOf, nmiEventId, NmiUnavailableError, transact } from './providers/nmi/nmi-client';

/*
 * Renewals of NMI card subscriptions (docs/payments.md "Renewals and declines"). Our job queue is the one scheduler:
 * every few minutes the `billing.card-renewals` job charges the stored card (the order's Customer Vault id) of each
 * active NMI order whose period is over, as a merchant-initiated use of the stored credential that refers to the
 * order's first sale. One period is charged at most once:
 *
 * - each order is claimed (`chargingUntil`) before its charge, so two workers never charge it side by side;
 * - the n-th renewal's NMI orderid is `<order id>-r<n>`, n counting the payments that succeeded; before charging,
 *   the job asks NMI's Query API for an approved sale with that orderid, which a process that died after the charge
 *   and before the crediting left behind, and credits that sale instead of charging again.
 *
 * A decline is recorded as a failed payment (the order stays active) and tried again after RETRY_DAYS[k] days, the
 * customer told each time by e-mail; after the last retry declines, the subscription ends (cancelled, as a customer's
 * cancel). Credits already received stay: nothing is taken from the ledger.
 */

/** Days from one declined try to the next: 4 tries in all over 7 days, then the subscription ends. */
export const RETRY_DAYS = [1, 2, 4] as const;

const DAY_MS = 86_400_000;
const BATCH = 50;

export type RenewalOutcome = 'renewed' | 'declined' | 'ended' | 'busy' | 'unavailable';

/** Charges every due NMI subscription; what happened to each order. */
export async function chargeDueRenewals(
  em: EntityManager,
  services: Pick<AppServices, 'config' | 'jobs'>,
  now = new Date(),
): Promise<Map<number, RenewalOutcome>> {
  const outcomes = new Map<number, RenewalOutcome>();
  if (services.config.payments.card.provider !== 'nmi') return outcomes;
  // Batch after batch until none is due: an order tried in this run (declined, busy, NMI unavailable) is not tried again.
  for (;;) {
    const due = await em.fork().find(
      Order,
      {
        paymentProvider: 'card',
        recurring: true,
        status: OrderStatus.active,
        renewsAt: { $lte: now },
        externalId: { $ne: null },
        $or: [{ chargingUntil: null }, { chargingUntil: { $lt: now } }],
        ...(outcomes.size ? { id: { $nin: [...outcomes.keys()] } } : {}),
      },
      { orderBy: { renewsAt: 'asc' }, limit: BATCH, fields: ['id'] },
    );
    for (const { id } of due) outcomes.set(id, await renewOrder(em, services, id, now));
    if (due.length < BATCH) return outcomes;
  }
}

export async function renewOrder(
  em: EntityManager,
  services: Pick<AppServices, 'config' | 'jobs'>,
  orderId: number,
  now = new Date(),
): Promise<RenewalOutcome> {
  const fork = em.fork();
  const { claimed } = await claimCharge(fork, orderId, OrderStatus.active);
  if (!claimed) return 'busy';
  let unknown = false;
  try {
    const order = await fork.findOneOrFail(Order, orderId);
    if (!order.renewsAt || order.renewsAt > now || !order.externalId) return 'busy';
    const sales = await creditedSalesOf(fork, orderId);
    const paid = sales.length;
    const orderid = chargeOrderId(orderId, paid);
    const config = services.config;
    const earlier = await approvedSaleOf(config, orderid);
    const result = earlier
      ? {
          response: '1' as const,
          transactionId: earlier.transactionId,
          responseText: '',
          raw: { recoveredFromQuery: '1', transactionid: earlier.transactionId },
        }
      : await transact(config, {
          type: 'sale',
          customer_vault_id: order.externalId,
          amount: amountOf(order.amountMinor),
          currency: order.currency,
          orderid,
          order_description: `Renewal ${paid} of order ${orderId}`,
          initiated_by: 'merchant',
          stored_credential_indicator: 'used',
          billing_method: 'recurring',
          initial_transaction_id: sales[0],
        });
    const base = { orderId, amountMinor: order.amountMinor, currency: order.currency, raw: result.raw };
    if (result.response === '1') {
      await applyProviderEvent(
        em,
        'card',
        { ...base, eventId: nmiEventId('sale', result.transactionId), type: 'subscription.renewed' },
        {
          services,
          now,
          beforeCommit: (_em, changed) => {
            changed.renewalFailures = 0;
          },
        },
      );
      return 'renewed';
    }
    const failures = order.renewalFailures + 1;
    const ends = failures > RETRY_DAYS.length;
    const retryAt = ends ? null : new Date(now.getTime() + RETRY_DAYS[failures - 1] * DAY_MS);
    const reason = result.responseText || 'no reason given';
    await applyProviderEvent(
      em,
      'card',
      { ...base, eventId: nmiEventId('sale-failed', result.transactionId || `${orderid}:${failures}`), type: 'payment.failed' },
      {
        services,
        now,
        beforeCommit: async (tem, changed) => {
          changed.renewalFailures = failures;
          if (retryAt) changed.renewsAt = retryAt;
          else {
            transition(changed, OrderStatus.cancelled);
            changed.renewsAt = null;
            await emitWebhookEvent(tem, services.jobs, changed.owner.id, 'order.canceled', orderData(changed), { now });
          }
          const mail: CardDeclinedMailJob = { orderId, reason, retryAt: retryAt?.toISOString() ?? null };
          await services.jobs.send(JOBS.cardDeclinedMail, mail, { singletonKey: `card-declined-${orderId}-${failures}` }, tem);
        },
      },
    );
    return ends ? 'ended' : 'declined';
  } catch (e) {
    // NMI did not answer: the claim expires and a later run asks NMI for this orderid before charging again.
    if (!(e instanceof NmiUnavailableError)) throw e;
    unknown = true;
    return 'unavailable';
  } finally {
    // The claim ends with the attempt, except when NMI's answer is unknown (above): then it runs out by itself.
    if (!unknown) await releaseCharge(fork, orderId);
  }
}

/** The `billing.card-declined-mail` job: tells the owner of a declined renewal what happens next. */
export async function sendCardDeclinedMail(
  em: EntityManager,
  services: Pick<AppServices, 'config' | 'mailer' | 'listening'>,
  data: CardDeclinedMailJob,
): Promise<void> {
  const fork = em.fork();
  const order = await fork.findOne(Order, data.orderId);
  if (!order) return;
  const owner = await fork.findOne(User, order.owner.id, { populate: ['gate'] });
  if (!owner || owner.deleted || !owner.enabled) return;
  const pkg = await fork.findOneOrFail(Package, order.package.id);
  const brand = gateBrand({ services, gate: owner.gate });
  const content = cardDeclinedMail(brand, {
    amount: `${amountOf(order.amountMinor)} ${order.currency}`,
    packageName: pkg.name,
    reason: data.reason,
    retryOn: data.retryAt ? data.retryAt.slice(0, 10) : null,
    ordersUrl: siteLink(brand, `/panel/orders/${order.id}`),
    buyUrl: siteLink(brand, BUY_CREDITS_PATH),
  });
  await services.mailer.send({ brand, to: owner.email, content });
}
