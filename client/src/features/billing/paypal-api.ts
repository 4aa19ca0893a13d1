/*
 * POST /api/payment/paypal/confirm {orderId, token} (issue 9 PayPal return): executes the approved billing
 * agreement on the server. Errors come back as the REST layer writes them (422 ConstraintViolationList,
 * hydra:Error, Lexik-style auth errors); their message is what the page shows.
 */
import { authHeaders } from '@/lib/apollo';
import { logger } from '@/lib/logger';

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (Array.isArray(b.violations)) {
    const texts = b.violations.map((v) => (v && typeof v === 'object' ? String((v as { message?: unknown }).message ?? '') : '')).filter(Boolean);
    if (texts.length) return texts.join(' ');
  }
  for (const key of ['hydra:description', 'detail', 'message']) if (typeof b[key] === 'string' && b[key]) return b[key] as string;
  return null;
}

export async function confirmPaypalAgreement(orderId: number, token: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/payment/paypal/confirm', {
      method: 'POST',
      headers: { ...authHeaders(), 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ orderId, token }),
    });
  } catch (error) {
    logger.error('[Connection] PayPal confirm: no response from the server:', error);
    throw new Error('The server cannot be reached. Check your connection and reload this page.');
  }
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => null);
  logger.error(`[REST] PayPal confirm failed with status ${response.status}`);
  throw new Error(messageOf(body) ?? 'The PayPal agreement could not be confirmed. Please try again.');
}
