import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, StateConflictError, ValidationError } from '../../common/errors';
import { OrderStatus } from '../../common/statuses';
import type { Config } from '../../config';
import type { Context } from '../../graphql/context';
import { requireUser } from '../auth/access';
import { Package } from '../packages/package.entity';
import type { CardThreeDSecureInput } from './billing.input';
import { Order } from './order.entity';
import { applyProviderEvent } from './payment.service';
import {
  amountOf,
  chargeOrderId,
  NmiUnavailableError,
  nmiEventId,
  queryTransactions,
  transact,
  type NmiResult,
} from './providers/nmi/nmi-client';

/*
 * The buyer's card payment on NMI (docs/payments.md "Checkout"). The panel's card form loads Collect.js with the gate's
 * tokenization key; the card number goes from the browser to NMI only, and comes back as a one-time payment token.
 * payOrderWithCard then makes ONE Payment API call: a sale of the order's amount with that token that also adds the card
 * to NMI's Customer Vault (customer_vault=add_customer), flagged as the customer-initiated first use of a stored
 * credential. An approved sale is applied through applyProviderEvent, the one crediting path, under the event id
 * `nmi:sale:<transaction id>` that NMI's own webhook of the same sale also yields, so the sale is credited once.
 *
 * A declined card is answered as a violation on `paymentToken` and changes nothing: the order stays pending and the
 * buyer may try another card. While one call runs, the order's `chargingUntil` keeps a second one (a double submit,
 * another tab) out; if our process dies or NMI does not answer, the claim expires, and the next attempt first asks
 * NMI's Query API whether the earlier one went through.
 */

/** How long one charge may hold its order: NMI's timeout and the crediting, with room. */
export const CHARGE_CLAIM_SECONDS = 120;

export interface CardPaymentFormData {
  order: Order;
  packageName: string;
  durationDays: number;
  tokenizationKey: string;
  collectJsUrl: string;
  threeDSecure: boolean;
  gatewayJsUrl: string;
}

async function ownCardOrder(ctx: Context, orderId: number): Promise<Order> {
  const user = requireUser(ctx);
  const order = await ctx.em.findOne(Order, { id: orderId, owner: user.id, paymentProvider: 'card' });
  if (!order || ctx.services.config.payments.card.provider !== 'nmi') throw new NotFoundError('Unknown order.');
  return order;
}

export async function cardPaymentForm(ctx: Context, orderId: number): Promise<CardPaymentFormData> {
  const order = await ownCardOrder(ctx, orderId);
  const pkg = await ctx.em.findOneOrFail(Package, order.package.id);
  const { tokenizationKey, collectJsUrl, gatewayJsUrl } = ctx.services.config.payments.nmi;
  const threeDSecure = ctx.gate.config.cardThreeDSecure === true;
  return { order, packageName: pkg.name, durationDays: pkg.durationDays, tokenizationKey, collectJsUrl, threeDSecure, gatewayJsUrl };
}

/**
 * Takes the order's charge claim: true when this caller may charge now. `status` is the state the charge starts from.
 * `previous` tells whether an earlier claim had expired (its outcome is unknown until NMI is asked).
 */
export async function claimCharge(
  em: EntityManager,
  orderId: number,
  status: OrderStatus,
): Promise<{ claimed: boolean; previous: boolean }> {
  const rows: { previous: Date | null }[] = await em.execute(
    `with old as (select id, charging_until from orders where id = ? for update)
     update orders o set charging_until = now() + make_interval(secs => ?)
     from old where o.id = old.id and o.status = ? and (old.charging_until is null or old.charging_until < now())
     returning old.charging_until as previous`,
    [orderId, CHARGE_CLAIM_SECONDS, status],
  );
  return { claimed: rows.length > 0, previous: rows.length > 0 && rows[0].previous !== null };
}

export async function releaseCharge(em: EntityManager, orderId: number): Promise<void> {
  await em.execute('update orders set charging_until = null where id = ?', [orderId]);
}

/** An approved sale of NMI's for `orderid`, when there is one (a charge whose answer we never read). */
export async function approvedSaleOf(config: Config, orderid: string): Promise<{ transactionId: string; customerVaultId: string } | null> {
  const found = await queryTransactions(config, { order_id: orderid, action_type: 'sale' });
  const sale = found.find((t) => t.orderId === orderid && t.actions.some((a) => a.actionType === 'sale' && a.success));
  return sale ? { transactionId: sale.transactionId, customerVaultId: sale.customerVaultId } : null;
}

function checkToken(token: string): void {
  if (!/^[A-Za-z0-9_-]{8,128}$/.test(token)) {
    throw new ValidationError([{ propertyPath: 'paymentToken', message: 'This is not a payment token of the card form.' }]);
  }
}

/** What NMI's sale takes from a 3-D Secure authentication (its Payment API names). */
function threeDSecureFields(auth: CardThreeDSecureInput | null): Record<string, string | undefined> {
  if (!auth) return {};
  return {
    cavv: auth.cavv,
    xid: auth.xid,
    eci: auth.eci,
    cardholder_auth: auth.cardHolderAuth,
    three_ds_version: auth.threeDsVersion,
    directory_server_id: auth.directoryServerId,
  };
}

export async function payOrderWithCard(
  ctx: Context,
  orderId: number,
  paymentToken: string,
  threeDSecure: CardThreeDSecureInput | null = null,
): Promise<Order> {
  const order = await ownCardOrder(ctx, orderId);
  if (order.status === OrderStatus.active || order.status === OrderStatus.paid) return order;
  if (order.status !== OrderStatus.pending) throw new StateConflictError(`An order that is ${order.status} cannot be paid.`);
  checkToken(paymentToken);
  // The gate asks for 3-D Secure: a sale without the authentication's outcome is not sent.
  if (ctx.gate.config.cardThreeDSecure === true && !threeDSecure) {
    throw new ValidationError([{ propertyPath: 'threeDSecure', message: 'This card payment needs 3-D Secure authentication.' }]);
  }
  const em = ctx.em.fork();
  const { claimed, previous } = await claimCharge(em, order.id, OrderStatus.pending);
  if (!claimed) throw new StateConflictError('A payment of this order is already under way.');
  const orderid = chargeOrderId(order.id);
  const config = ctx.services.config;
  let result: NmiResult | { response: '1'; transactionId: string; customerVaultId: string; raw: Record<string, string> };
  try {
    const earlier = previous ? await approvedSaleOf(config, orderid) : null;
    const user = requireUser(ctx);
    result = earlier
      ? { response: '1', ...earlier, raw: { recoveredFromQuery: '1', transactionid: earlier.transactionId } }
      : await transact(config, {
          type: 'sale',
          payment_token: paymentToken,
          amount: amountOf(order.amountMinor),
          currency: order.currency,
          orderid,
          order_description: `Order ${order.id}`,
          email: user.email,
          ipaddress: ctx.ip,
          customer_vault: 'add_customer',
          initiated_by: 'customer',
          stored_credential_indicator: 'stored',
          billing_method: 'recurring',
          ...threeDSecureFields(threeDSecure),
        });
  } catch (e) {
    // NMI may have charged: the claim stays until it expires, and the next attempt asks NMI first.
    if (e instanceof NmiUnavailableError) {
      throw new StateConflictError('The card service did not answer. If the payment went through, the order turns paid within minutes.');
    }
    await releaseCharge(em, order.id);
    throw e;
  }
  if (result.response !== '1') {
    await releaseCharge(em, order.id);
    const reason = 'responseText' in result && result.responseText ? result.responseText : 'no reason given';
    throw new ValidationError([
      {
        propertyPath: 'paymentToken',
        message: result.response === '2' ? `The card was declined (${reason}).` : `The payment was refused (${reason}).`,
      },
    ]);
  }
  try {
    await applyProviderEvent(
      ctx.em,
      'card',
      {
        eventId: nmiEventId('sale', result.transactionId),
        type: 'payment.succeeded',
        orderId: order.id,
        amountMinor: order.amountMinor,
        currency: order.currency,
        externalId: result.customerVaultId || undefined,
        raw: result.raw,
      },
      { services: ctx.services },
    );
  } finally {
    // NMI's webhook of the same sale may have credited it first, without the vault id: the order keeps the card either way.
    await em.execute('update orders set charging_until = null, external_id = coalesce(external_id, ?) where id = ?', [
      result.customerVaultId || null,
      order.id,
    ]);
  }
  return ctx.em.findOneOrFail(Order, order.id, { refresh: true });
}
