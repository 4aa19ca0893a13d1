import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Config } from '../../../config';
import type { Gate } from '../../gates/gate.entity';
import type { Order } from '../order.entity';

/*
 * One interface for every payment method. An adapter is chosen by its key, which is the
 * method name a gate lists in its configuration's `paymentMethods` (docs/product.md#what-it-is: the default gate offers "card"
 * only; "emulator" is never offered on a gate that does not list it). The crediting itself lives in one place
 * (the billing service), never in an adapter: an adapter only talks to its provider and translates its events.
 */

export type PaymentMethod = 'card' | 'paypal' | 'emulator';

/** What happened at the provider, in our words; the billing service applies it to the order. */
export type ProviderEventType =
  'payment.succeeded' | 'payment.failed' | 'payment.refunded' | 'subscription.renewed' | 'subscription.cancelled';

export interface ProviderEvent {
  /** The provider's unique id of this event: a second delivery of the same id has no effect. */
  eventId: string;
  type: ProviderEventType;
  orderId: number;
  amountMinor: number;
  currency: string;
  /** The provider's subscription / agreement id, when the event names one. */
  externalId?: string;
  /** The provider's raw payload, kept on the Payment row for support. */
  raw: Record<string, unknown>;
}

export interface CheckoutStart {
  /** Where to send the browser: the provider's hosted page (or our sandbox). */
  paymentUrl: string;
  /** The provider's id of the checkout / agreement, stored on the order. */
  externalId?: string;
}

export interface CheckoutContext {
  config: Config;
  gate: Gate;
  /** Absolute base URL of the site the buyer is on (return and cancel pages are built on it). */
  siteUrl: string;
}

/** What an adapter may ask while reading a notification. */
export interface NotificationDeps {
  /** The order and currency of a sale we recorded, by the provider's transaction id (`<adapter>:sale:<id>` payments). */
  lookupSale(eventId: string): Promise<{ orderId: number; currency: string } | null>;
  /** A notification type the adapter does not act on: answered 200 and logged. */
  ignored(type: string): void;
}

export interface ProviderRefund {
  /** The event id the refund is booked under, the same one the provider's own notification of it carries. */
  eventId: string;
  raw: Record<string, unknown>;
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /**
   * Whether an order paid with this method is a subscription the provider renews every package period until it is
   * cancelled (card subscriptions and PayPal billing agreements are); stored on the order at checkout.
   */
  readonly recurring: boolean;
  /** Whether the process is configured for this method at all (credentials present, or a sandbox stands in). */
  isConfigured(config: Config): boolean;
  /** Starts a checkout for a new order and says where the browser goes next. */
  startCheckout(order: Order, ctx: CheckoutContext): Promise<CheckoutStart>;
  /**
   * Checks a notification's authenticity (on the raw body bytes) and parses it. Throws
   * `WebhookSignatureError` (→ 401) when it is not authentic and `WebhookPayloadError` (→ 400) when malformed.
   */
  verifyNotification(req: Request, rawBody: Buffer, config: Config, deps?: NotificationDeps): Promise<ProviderEvent[]>;
  /** Stops a recurring order at the provider; resolves when it is stopped (or already was). */
  cancelRecurring(order: Order, config: Config): Promise<void>;
  /**
   * Returns the order's last payment at the provider (a staff refund), where the adapter can; an adapter without it
   * leaves the money to the operator at the provider, and the refund is booked under `staff-refund:<order id>`.
   */
  refund?(order: Order, config: Config, em: EntityManager): Promise<ProviderRefund>;
}

export class WebhookSignatureError extends Error {}
export class WebhookPayloadError extends Error {}
