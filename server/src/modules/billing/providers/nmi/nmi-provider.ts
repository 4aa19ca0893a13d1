import type { EntityManager } from '@mikro-orm/postgresql';
import { StateConflictError } from '../../../../common/errors';
import type { Order } from '../../order.entity';
import type { PaymentProvider, ProviderRefund } from '../provider';
import { WebhookSignatureError } from '../provider';
import { creditedSalesOf, nmiEventId, transact } from './nmi-client';
import { nmiEvents, verifyNmiSignature } from './nmi-webhook';

/*
 * The card method on NMI's gateway (docs/payments.md). Checkout creates the order and sends the buyer to the panel's
 * card form (/panel/billing/commercegate/<order id>), where Collect.js turns the card into a one-time payment token in
 * the browser; the server then makes the first sale with that token and stores the card in NMI's Customer Vault in the
 * same call (billing/card-payment.service.ts). Our job queue charges the vault every package period
 * (billing/card-renewal.service.ts); NMI runs no subscription of its own, so stopping a subscription is local.
 */

export const nmiCardProvider: PaymentProvider = {
  method: 'card',
  recurring: true,

  isConfigured(config) {
    return config.payments.card.provider === 'nmi';
  },

  async startCheckout(order, { siteUrl }) {
    return { paymentUrl: `${siteUrl}/panel/billing/commercegate/${order.id}` };
  },

  async verifyNotification(req, rawBody, config, deps) {
    verifyNmiSignature(req.get('webhook-signature'), rawBody, config.payments.nmi.webhookSigningKey);
    if (!deps) throw new WebhookSignatureError('NMI notifications are read through the postback route only.');
    return nmiEvents(rawBody, (transactionId) => deps.lookupSale(nmiEventId('sale', transactionId)), deps.ignored);
  },

  async cancelRecurring() {
    // The renewal job charges only active orders: a cancelled order is never charged again. The vault record stays at
    // NMI (the operator's console can remove it); nothing of ours refers to it once the order has ended.
  },

  /**
   * Voids the order's last sale while it is unsettled, and refunds it once settled (NMI refuses a refund before
   * settlement and a void after it). The refund is booked under the id NMI's own webhook of it carries.
   */
  async refund(order: Order, config, em: EntityManager): Promise<ProviderRefund> {
    const transactionId = (await creditedSalesOf(em, order.id)).at(-1);
    if (!transactionId) throw new StateConflictError('This order has no NMI sale to refund.');
    const voided = await transact(config, { type: 'void', transactionid: transactionId, void_reason: 'user_cancel' });
    if (voided.response === '1') return { eventId: nmiEventId('void', transactionId), raw: { void: voided.raw } };
    const refunded = await transact(config, { type: 'refund', transactionid: transactionId, orderid: String(order.id) });
    if (refunded.response !== '1') {
      throw new StateConflictError(
        `NMI refused the refund of transaction ${transactionId}: ${refunded.responseText || 'no reason given'}.`,
      );
    }
    return { eventId: nmiEventId('refund', refunded.transactionId), raw: { void: voided.raw, refund: refunded.raw } };
  },
};
