/*
 * POST /api/payment/paypal/confirm {orderId, subscriptionId?} (the PayPal return): activates the approved
 * subscription on the server (PayPal's Billing Subscriptions return with `subscription_id`; without it the server
 * uses the subscription it created for the order). Errors come back as the REST layer writes them (422 ConstraintViolationList,
 * hydra:Error, Lexik-style auth errors); their message is what the page shows.
 */
import { authorizedFetch } from '@/lib/authorized-fetch';

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (Array.isArray(b.violations)) {
    const texts = b.violations
      .map((v) => (v && typeof v === 'object' ? String((v as { message?: unknown }).message ?? '') : ''))
      .filter(Boolean);
    if (texts.length) return texts.join(' ');
  }
  for (const key of ['hydra:description', 'detail', 'message']) if (typeof b[key] === 'string' && b[key]) return b[key] as string;
  return null;
}

export async function confirmPaypalAgreement(orderId: number, subscriptionId: string | null): Promise<void> {
  const response = await authorizedFetch('/api/payment/paypal/confirm', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(subscriptionId ? { orderId, subscriptionId } : { orderId }),
  });
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => null);
  throw new Error(messageOf(body) ?? 'The PayPal agreement could not be confirmed. Please try again.');
}
