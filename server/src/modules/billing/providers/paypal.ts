import type { Request } from 'express';
import { ConflictError } from '../../../common/errors';
import type { Config } from '../../../config';
import type { Order } from '../order.entity';
import {
  type CheckoutContext,
  type CheckoutStart,
  type PaymentProvider,
  type ProviderEvent,
  WebhookPayloadError,
  WebhookSignatureError,
} from './provider';

/*
 * PayPal, recurring, on the current REST API: Catalog Products v1 and Billing Subscriptions v1
 * (`/v1/billing/plans`, `/v1/billing/subscriptions`), which replaced the deprecated Billing Agreements v1. The flow:
 *
 * 1. checkout: an OAuth client-credentials token (cached until shortly before it expires), the package's product
 *    (one per package, our own id, created once), a plan for this order's price and period, and a subscription
 *    whose `custom_id` is our order id; the browser goes to its `approve` link and comes back to
 *    /panel/billing/paypal/confirm-agreement?order={id} (or …/cancel?order={id}).
 * 2. confirm: the panel posts the order id; we read the subscription at PayPal, activate it when the buyer approved
 *    it but PayPal left it APPROVED, and say where it stands. Nothing is credited here.
 * 3. money moves only through webhooks, each one verified by PayPal itself (`verify-webhook-signature` with
 *    PAYPAL_WEBHOOK_ID) and translated into ProviderEvents; the crediting path applies them once per event id.
 *    A cycle's payment is keyed by PayPal's sale id (a redelivered webhook carries a new webhook id but the same
 *    sale), so a sale is credited once however often PayPal sends it.
 *
 * Every call has a timeout; failures become PaypalError with a message that says what went wrong and a status the
 * HTTP layer can answer with (502 refused, 503 unreachable, 504 too slow).
 */

export class PaypalError extends Error {
  constructor(
    message: string,
    /** 502: PayPal refused or answered nonsense; 503: unreachable or unavailable; 504: no answer in time. */
    readonly httpStatus: 502 | 503 | 504,
    /** PayPal's own error name (`RESOURCE_NOT_FOUND`, `SUBSCRIPTION_STATUS_INVALID`, …) when it gave one. */
    readonly paypalName?: string,
    readonly paypalStatus?: number,
  ) {
    super(message);
    this.name = 'PaypalError';
  }
}

export interface PaypalProviderOptions {
  /** Per call, token included. */
  timeoutMs?: number;
  /** A token is renewed this long before PayPal says it expires. */
  tokenMarginSeconds?: number;
}

/** Where a subscription stands after the buyer came back. */
export type AgreementState = 'active' | 'pending' | 'cancelled';

export interface ConfirmResult {
  state: AgreementState;
  /** PayPal's status word (APPROVAL_PENDING, ACTIVE, …). */
  paypalStatus: string;
}

interface PaypalSubscription {
  id: string;
  status: string;
  custom_id?: string;
  plan_id?: string;
  links?: { rel: string; href: string }[];
  billing_info?: {
    cycle_executions?: { tenure_type: string; cycles_completed: number }[];
    last_payment?: { amount?: { value: string; currency_code: string } };
  };
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

const WEBHOOK_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/** Decimal places of a currency's minor unit (USD 2, JPY 0), as Intl knows them. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** 2500 USD → "25.00" (PayPal's money is a decimal string). */
export function toPaypalValue(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** "25.00" USD → 2500; refuses what is not a plain decimal amount. */
export function fromPaypalValue(value: unknown, currency: string): number {
  if (typeof value !== 'string' || !/^\d{1,12}(\.\d{1,3})?$/.test(value))
    throw new WebhookPayloadError(`Not a PayPal amount: ${JSON.stringify(value)}`);
  const [whole, fraction = ''] = value.split('.');
  const digits = currencyDigits(currency);
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits) || '0');
}

function orderIdOf(customId: unknown): number | null {
  return typeof customId === 'string' && /^\d{1,9}$/.test(customId) ? Number(customId) : null;
}

export class PaypalProvider implements PaymentProvider {
  readonly method = 'paypal' as const;
  /** Billing Subscriptions: every PayPal order renews each package period until cancelled. */
  readonly recurring = true;
  private readonly timeoutMs: number;
  private readonly tokenMarginMs: number;
  // One token per API host and client, shared by this process's requests; each process fetches its own.
  private readonly tokens = new Map<string, CachedToken>();
  private readonly tokenRequests = new Map<string, Promise<string>>();

  constructor(options: PaypalProviderOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.tokenMarginMs = (options.tokenMarginSeconds ?? 60) * 1000;
  }

  /**
   * Credentials and the webhook id: without PAYPAL_WEBHOOK_ID no notification can be verified, so PayPal would take
   * the buyer's money and we could never credit it. Such a process does not offer PayPal at all.
   */
  isConfigured(config: Config): boolean {
    const { clientId, clientSecret, webhookId } = config.payments.paypal;
    return !!(clientId && clientSecret && webhookId);
  }

  async startCheckout(order: Order, ctx: CheckoutContext): Promise<CheckoutStart> {
    const { config } = ctx;
    const pkg = order.package;
    const currency = order.currency.toUpperCase();
    const productId = `TG-PACKAGE-${pkg.id}`;
    await this.ensureProduct(config, productId, pkg.name ?? `Package #${pkg.id}`);
    const days = Math.min(365, Math.max(1, Math.round(pkg.durationDays ?? 30)));
    const planName = `${pkg.name ?? `Package #${pkg.id}`} × ${order.quantity}`.slice(0, 127);
    const plan = await this.call<{ id: string }>(config, 'POST', '/v1/billing/plans', 'create the plan', {
      requestId: `tg-plan-order-${order.id}`,
      body: {
        product_id: productId,
        name: planName,
        status: 'ACTIVE',
        billing_cycles: [
          {
            frequency: { interval_unit: 'DAY', interval_count: days },
            tenure_type: 'REGULAR',
            sequence: 1,
            total_cycles: 0,
            pricing_scheme: { fixed_price: { value: toPaypalValue(order.amountMinor, currency), currency_code: currency } },
          },
        ],
        payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 1 },
      },
    });
    const site = ctx.siteUrl.replace(/\/+$/, '');
    const subscription = await this.call<PaypalSubscription>(config, 'POST', '/v1/billing/subscriptions', 'create the subscription', {
      requestId: `tg-subscription-order-${order.id}`,
      body: {
        plan_id: plan.id,
        custom_id: String(order.id),
        application_context: {
          brand_name: (ctx.gate.config?.prop?.siteName || ctx.gate.name || '').slice(0, 127) || undefined,
          shipping_preference: 'NO_SHIPPING',
          user_action: 'SUBSCRIBE_NOW',
          return_url: `${site}/panel/billing/paypal/confirm-agreement?order=${order.id}`,
          cancel_url: `${site}/panel/billing/paypal/cancel?order=${order.id}`,
        },
      },
    });
    const approve = subscription.links?.find((l) => l.rel === 'approve')?.href;
    if (!subscription.id || !approve) throw new PaypalError('PayPal created the subscription but gave no approval link.', 502);
    return { paymentUrl: approve, externalId: subscription.id };
  }

  /**
   * The buyer came back from PayPal: where does the order's subscription stand? A subscription PayPal left APPROVED
   * is activated here. `subscriptionId` is what the return URL carried; it must be the order's own.
   */
  async confirmAgreement(order: Order, config: Config, subscriptionId?: string | null): Promise<ConfirmResult> {
    // The return address and the subscription must both name this order (a buyer cannot graft another one on).
    if (order.paymentProvider !== 'paypal' || !order.externalId)
      throw new ConflictError('This order was not started with PayPal.', 'orderId');
    if (subscriptionId && subscriptionId !== order.externalId) {
      throw new ConflictError('The PayPal subscription in the return address is not the one of this order.', 'subscriptionId');
    }
    let sub = await this.getSubscription(config, order.externalId);
    if (orderIdOf(sub.custom_id) !== order.id) throw new ConflictError('The PayPal subscription belongs to another order.', 'orderId');
    if (sub.status === 'APPROVED') {
      await this.call(config, 'POST', `/v1/billing/subscriptions/${encodeURIComponent(sub.id)}/activate`, 'activate the subscription', {
        body: { reason: 'Buyer approved the subscription' },
      });
      sub = await this.getSubscription(config, sub.id);
    }
    const state: AgreementState =
      sub.status === 'ACTIVE' ? 'active' : ['CANCELLED', 'EXPIRED', 'SUSPENDED'].includes(sub.status) ? 'cancelled' : 'pending';
    return { state, paypalStatus: sub.status };
  }

  async cancelRecurring(order: Order, config: Config): Promise<void> {
    if (!order.externalId) return; // never reached PayPal: nothing runs there
    const path = `/v1/billing/subscriptions/${encodeURIComponent(order.externalId)}/cancel`;
    try {
      await this.call(config, 'POST', path, 'cancel the subscription', { body: { reason: 'Cancelled by the customer' } });
    } catch (e) {
      // Cancelling twice is refused with SUBSCRIPTION_STATUS_INVALID: fine when it is already stopped.
      if (!(e instanceof PaypalError) || e.paypalStatus !== 422) throw e;
      const sub = await this.getSubscription(config, order.externalId);
      if (!['CANCELLED', 'EXPIRED'].includes(sub.status)) throw e;
    }
  }

  async verifyNotification(req: Request, rawBody: Buffer, config: Config): Promise<ProviderEvent[]> {
    const headers: Record<string, string> = {};
    for (const [field, header] of Object.entries(WEBHOOK_HEADERS)) {
      const value = req.get(header);
      if (!value) throw new WebhookSignatureError(`The notification has no ${header} header.`);
      headers[field] = value;
    }
    const webhookId = config.payments.paypal.webhookId;
    if (!webhookId) throw new WebhookSignatureError('PAYPAL_WEBHOOK_ID is not set: PayPal notifications cannot be verified.');
    const text = rawBody.toString('utf8');
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new WebhookPayloadError('The notification is not JSON.');
    }
    if (
      !event ||
      typeof event !== 'object' ||
      Array.isArray(event) ||
      typeof event.id !== 'string' ||
      typeof event.event_type !== 'string'
    ) {
      throw new WebhookPayloadError('The notification has no id or event_type.');
    }
    // The event goes back to PayPal byte for byte: a re-serialised copy may differ from what was signed.
    const verifyBody = `${JSON.stringify({ ...headers, webhook_id: webhookId }).slice(0, -1)},"webhook_event":${text}}`;
    const verdict = await this.call<{ verification_status?: string }>(
      config,
      'POST',
      '/v1/notifications/verify-webhook-signature',
      'verify the notification',
      {
        rawBody: verifyBody,
      },
    );
    if (verdict.verification_status !== 'SUCCESS') throw new WebhookSignatureError('PayPal did not confirm the notification signature.');
    return this.translate(event, config);
  }

  /** A verified webhook event in our words; events we do not act on translate to nothing. */
  private async translate(event: Record<string, unknown>, config: Config): Promise<ProviderEvent[]> {
    const type = event.event_type as string;
    const resource = (event.resource ?? {}) as Record<string, unknown>;
    const raw = event;
    const amountOf = (amount: unknown) => {
      const a = (amount ?? {}) as Record<string, unknown>;
      const currency = typeof a.currency === 'string' ? a.currency : typeof a.currency_code === 'string' ? a.currency_code : '';
      if (!/^[A-Z]{3}$/.test(currency)) throw new WebhookPayloadError(`The ${type} notification has no currency.`);
      return { currency, amountMinor: fromPaypalValue(a.total ?? a.value, currency) };
    };
    const subscriptionOrder = (sub: PaypalSubscription) => {
      const orderId = orderIdOf(sub.custom_id);
      if (orderId === null) throw new WebhookPayloadError(`PayPal subscription ${sub.id} names no order of ours.`);
      return orderId;
    };

    switch (type) {
      case 'PAYMENT.SALE.COMPLETED': {
        const agreement = resource.billing_agreement_id;
        if (typeof agreement !== 'string' || typeof resource.id !== 'string') return []; // not a subscription payment
        const sub = await this.getSubscription(config, agreement);
        const cycles = sub.billing_info?.cycle_executions?.find((c) => c.tenure_type === 'REGULAR')?.cycles_completed ?? 1;
        return [
          {
            eventId: `sale:${resource.id}`,
            type: cycles > 1 ? 'subscription.renewed' : 'payment.succeeded',
            orderId: subscriptionOrder(sub),
            ...amountOf(resource.amount),
            externalId: agreement,
            raw,
          },
        ];
      }
      case 'PAYMENT.SALE.DENIED': {
        const agreement = resource.billing_agreement_id;
        if (typeof agreement !== 'string' || typeof resource.id !== 'string') return [];
        const sub = await this.getSubscription(config, agreement);
        return [
          {
            eventId: `sale:${resource.id}:denied`,
            type: 'payment.failed',
            orderId: subscriptionOrder(sub),
            ...amountOf(resource.amount),
            externalId: agreement,
            raw,
          },
        ];
      }
      case 'PAYMENT.SALE.REFUNDED':
      case 'PAYMENT.SALE.REVERSED': {
        if (typeof resource.id !== 'string') throw new WebhookPayloadError(`The ${type} notification has no id.`);
        let agreement = typeof resource.billing_agreement_id === 'string' ? resource.billing_agreement_id : null;
        if (!agreement && typeof resource.sale_id === 'string') {
          // A refund names the sale, not always the subscription: the sale does.
          const sale = await this.call<{ billing_agreement_id?: string }>(
            config,
            'GET',
            `/v1/payments/sale/${encodeURIComponent(resource.sale_id)}`,
            'read the refunded sale',
          );
          agreement = sale.billing_agreement_id ?? null;
        }
        if (!agreement) return [];
        const sub = await this.getSubscription(config, agreement);
        return [
          {
            eventId: `refund:${resource.id}`,
            type: 'payment.refunded',
            orderId: subscriptionOrder(sub),
            ...amountOf(resource.amount),
            externalId: agreement,
            raw,
          },
        ];
      }
      case 'BILLING.SUBSCRIPTION.CANCELLED':
      case 'BILLING.SUBSCRIPTION.EXPIRED':
      case 'BILLING.SUBSCRIPTION.SUSPENDED':
      case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED': {
        const sub = resource as unknown as PaypalSubscription;
        if (typeof sub.id !== 'string') throw new WebhookPayloadError(`The ${type} notification names no subscription.`);
        const last = sub.billing_info?.last_payment?.amount;
        const money = last ? amountOf(last) : { amountMinor: 0, currency: 'USD' };
        return [
          {
            eventId: `event:${event.id as string}`,
            type: type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED' ? 'payment.failed' : 'subscription.cancelled',
            orderId: subscriptionOrder(sub),
            ...money,
            externalId: sub.id,
            raw,
          },
        ];
      }
      default:
        return [];
    }
  }

  private async ensureProduct(config: Config, id: string, name: string): Promise<void> {
    try {
      await this.call(config, 'POST', '/v1/catalogs/products', 'create the product', {
        requestId: `tg-product-${id}`,
        body: { id, name: name.slice(0, 127), type: 'SERVICE', category: 'SOFTWARE' },
      });
    } catch (e) {
      // The package's product exists from an earlier order: that is the one we want.
      if (!(e instanceof PaypalError) || e.paypalName !== 'DUPLICATE_RESOURCE_IDENTIFIER') throw e;
    }
  }

  private getSubscription(config: Config, id: string): Promise<PaypalSubscription> {
    return this.call<PaypalSubscription>(config, 'GET', `/v1/billing/subscriptions/${encodeURIComponent(id)}`, 'read the subscription');
  }

  private base(config: Config): string {
    return config.payments.paypal.apiUrl.replace(/\/+$/, '');
  }

  private async token(config: Config, renew = false): Promise<string> {
    const { clientId, clientSecret } = config.payments.paypal;
    if (!clientId || !clientSecret) throw new PaypalError('PayPal is not configured (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET).', 503);
    const key = `${this.base(config)}|${clientId}`;
    const cached = this.tokens.get(key);
    if (!renew && cached && cached.expiresAt > Date.now()) return cached.token;
    // Concurrent requests share one token request.
    const pending = this.tokenRequests.get(key);
    if (pending) return pending;
    const request = (async () => {
      const res = await this.send(config, 'POST', '/v1/oauth2/token', 'sign in', {
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
      if (res.status === 401 || res.status === 403) {
        throw new PaypalError(
          'PayPal refused the client credentials (PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET).',
          502,
          'invalid_client',
          res.status,
        );
      }
      const body = await this.json<{ access_token?: string; expires_in?: number }>(res, 'sign in');
      if (!body.access_token) throw new PaypalError('PayPal answered the sign-in without a token.', 502);
      const lifetime = (typeof body.expires_in === 'number' ? body.expires_in : 0) * 1000;
      this.tokens.set(key, { token: body.access_token, expiresAt: Date.now() + lifetime - this.tokenMarginMs });
      return body.access_token;
    })();
    this.tokenRequests.set(key, request);
    try {
      return await request;
    } finally {
      this.tokenRequests.delete(key);
    }
  }

  /** An authenticated API call; a token PayPal no longer accepts is renewed once. */
  private async call<T = unknown>(
    config: Config,
    method: 'GET' | 'POST',
    path: string,
    what: string,
    options: { body?: unknown; rawBody?: string; requestId?: string } = {},
  ): Promise<T> {
    const attempt = async (renew: boolean) => {
      const token = await this.token(config, renew);
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
      if (options.requestId) headers['paypal-request-id'] = options.requestId;
      if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
      const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
      return this.send(config, method, path, what, { headers, body });
    };
    let res = await attempt(false);
    if (res.status === 401) res = await attempt(true);
    return this.json<T>(res, what);
  }

  private async send(
    config: Config,
    method: string,
    path: string,
    what: string,
    init: { headers: Record<string, string>; body?: string },
  ): Promise<Response> {
    try {
      return await fetch(`${this.base(config)}${path}`, {
        method,
        headers: init.headers,
        body: init.body,
        redirect: 'error',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      const name = (e as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new PaypalError(`PayPal did not answer within ${this.timeoutMs} ms (${what}).`, 504);
      }
      throw new PaypalError(
        `PayPal cannot be reached (${what}): ${(e as Error & { cause?: Error }).cause?.message ?? (e as Error).message}.`,
        503,
      );
    }
  }

  private async json<T>(res: Response, what: string): Promise<T> {
    let text: string;
    try {
      text = await res.text();
    } catch (e) {
      const timedOut = (e as Error).name === 'TimeoutError' || (e as Error).name === 'AbortError';
      throw new PaypalError(
        timedOut ? `PayPal did not answer within ${this.timeoutMs} ms (${what}).` : `PayPal's answer broke off (${what}).`,
        timedOut ? 504 : 502,
      );
    }
    let body: unknown = {};
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        if (res.ok) throw new PaypalError(`PayPal answered with something other than JSON (${what}).`, 502);
      }
    }
    if (res.ok) return body as T;
    const err = (body ?? {}) as { name?: string; message?: string; details?: { issue?: string; description?: string }[] };
    if (res.status >= 500)
      throw new PaypalError(`PayPal is unavailable (HTTP ${res.status}) and could not ${what}.`, 503, err.name, res.status);
    const detail = err.details?.[0];
    const reason = [err.name, detail?.issue, detail?.description ?? err.message].filter(Boolean).join(': ');
    throw new PaypalError(
      `PayPal refused to ${what} (HTTP ${res.status}${reason ? `, ${reason}` : ''}).`,
      502,
      detail?.issue ?? err.name,
      res.status,
    );
  }
}

/** The process's PayPal adapter (one token cache per process). */
export const paypalProvider = new PaypalProvider();
