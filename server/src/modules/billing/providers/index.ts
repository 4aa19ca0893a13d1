import type { Config } from '../../../config';
import type { Gate } from '../../gates/gate.entity';
import { cardProvider } from './card';
import { paypalProvider } from './paypal';
import type { PaymentProvider } from './provider';

/*
 * The payment adapters by key. A method is offered on a gate only
 * when the gate lists it in `paymentMethods`, an adapter with that key is registered here, and the process is
 * configured for it. "emulator" has no adapter: it is never offered, even on a gate that lists it.
 */
const registry = new Map<string, PaymentProvider>([
  [cardProvider.method, cardProvider],
  [paypalProvider.method, paypalProvider],
]);

export function providerFor(method: string): PaymentProvider | undefined {
  return registry.get(method);
}

/** The methods a buyer may use on this gate, in the gate's order. */
export function allowedMethods(gate: Gate, config: Config): string[] {
  return gate.config.paymentMethods.filter((m) => registry.get(m)?.isConfigured(config) ?? false);
}
