import { createHmac, randomBytes } from 'node:crypto';

/*
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` + base64 of random bytes; the
 * signature is `v1,` + base64 HMAC-SHA256, keyed with the decoded bytes, of `<webhook-id>.<webhook-timestamp>.<body>`.
 * Several signatures are sent space-separated (the current and, for 24 h after a rotation, the previous secret).
 */

export const SECRET_PREFIX = 'whsec_';

export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

export function signatureOf(secret: string, eventId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${eventId}.${timestamp}.${body}`).digest('base64')}`;
}

export function signatureHeader(secrets: string[], eventId: string, timestamp: number, body: string): string {
  return secrets.map((s) => signatureOf(s, eventId, timestamp, body)).join(' ');
}
