import type { EntityManager } from '@mikro-orm/postgresql';
import { type Config, ConfigError } from '../../../config';
import type { Gate } from '../../gates/gate.entity';
import { cardProvider } from './card';
import { nmiCardProvider } from './nmi/nmi-provider';
import { paypalProvider } from './paypal';
import type { PaymentProvider } from './provider';

/*
 * The `card` method has one adapter per process, chosen by CARD_PROVIDER (config.payments.card.provider): NMI's
 * gateway, or the hosted page with our generic postbacks (and its sandbox). Every call reaches the chosen one.
 */
const cardAdapter = (config: Config): PaymentProvider => (config.payments.card.provider === 'nmi' ? nmiCardProvider : cardProvider);

const card: PaymentProvider = {
  method: 'card',
  recurring: true,
  isConfigured: (config) => cardAdapter(config).isConfigured(config),
  startCheckout: (order, ctx) => cardAdapter(ctx.config).startCheckout(order, ctx),
  verifyNotification: (req, raw, config, deps) => cardAdapter(config).verifyNotification(req, raw, config, deps),
  cancelRecurring: (order, config) => cardAdapter(config).cancelRecurring(order, config),
  refund: (order, config, em) => {
    const adapter = cardAdapter(config);
    if (!adapter.refund) throw new Error('The card adapter has no refund call.');
    return adapter.refund(order, config, em);
  },
};

/** Whether the card adapter returns money itself (a staff refund calls it), or the operator does at the provider. */
export function refundsAtProvider(provider: PaymentProvider, config: Config): boolean {
  return provider === card ? !!cardAdapter(config).refund : !!provider.refund;
}

/*
 * The payment adapters by key. A method is offered on a gate only
 * when the gate lists it in `paymentMethods`, an adapter with that key is registered here, and the process is
 * configured for it. "emulator" has no adapter: it is never offered, even on a gate that lists it.
 */
const registry = new Map<string, PaymentProvider>([
  [card.method, card],
  [paypalProvider.method, paypalProvider],
]);

export function providerFor(method: string): PaymentProvider | undefined {
  return registry.get(method);
}

/** The methods a buyer may use on this gate, in the gate's order. */
export function allowedMethods(gate: Gate, config: Config): string[] {
  return gate.config.paymentMethods.filter((m) => registry.get(m)?.isConfigured(config) ?? false);
}

/**
 * In production, an enabled gate that lists `card` needs an adapter that takes real cards, or the operator's explicit
 * CARD_PROVIDER=none: otherwise the process refuses to start, naming the variables (docs/payments.md "Which adapter
 * takes the card").
 */
export async function assertCardAdapter(em: EntityManager, config: Config): Promise<void> {
  if (!config.isProduction || card.isConfigured(config) || config.payments.card.providerChosen) return;
  const rows: { host: string }[] = await em.execute(
    `select host from gates where enabled and (config -> 'paymentMethods') @> '["card"]'::jsonb order by id limit 3`,
  );
  if (!rows.length) return;
  throw new ConfigError(
    `Invalid configuration:\n  CARD_PROVIDER: gate ${rows.map((r) => r.host).join(', ')} offers card payments and no card adapter is configured ` +
      '(set NMI_SECURITY_KEY, NMI_TOKENIZATION_KEY and NMI_WEBHOOK_SIGNING_KEY for NMI, CARD_PROVIDER_URL for a hosted page, or CARD_PROVIDER=none to run without card payments)',
  );
}
