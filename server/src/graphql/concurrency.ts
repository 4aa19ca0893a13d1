import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { bearerToken } from '../modules/auth/bearer';
import { isWellFormedApiKey } from '../modules/auth/api-key.secret';

/*
 * A cap on the /graphql requests one client has in flight. The cost guards bound one request; this bounds how many
 * one client runs at once, so it cannot hold every database connection (DB_POOL_MAX) or fill the event loop with
 * accepted-but-heavy operations. Over the cap the request is refused at once (429 with Retry-After), before its
 * body is read: queueing would let the client hold memory and sockets instead. Counted from the request's arrival
 * to the end of its response.
 *
 * Who the client is:
 * - a request with a well-formed API key (`Bearer tg_…` with a valid checksum) counts against its key, at most
 *   `perKey` at a time: an integrator's server runs as many keys side by side as it holds, each already budgeted by
 *   the key rate limit. A made-up key that passes the checksum is refused by one indexed lookup (401) before any
 *   operation runs, so it cannot hold more than any refused request does;
 * - every other request counts against its address (`req.ip`), at most `perAddress` at a time. Behind a reverse
 *   proxy TRUST_PROXY must name the proxy, or every visitor shares the proxy's address and its cap.
 */
export interface ConcurrencyCaps {
  perAddress: number;
  perKey: number;
}

export function perClientConcurrency(caps: ConcurrencyCaps): RequestHandler {
  const inFlight = new Map<string, number>();
  return (req, res, next) => {
    const credential = bearerToken(req.get('authorization'));
    const keyed = credential !== null && isWellFormedApiKey(credential);
    // The map holds a digest, never the secret itself.
    const bucket = keyed
      ? `key:${createHash('sha256').update(credential).digest('base64url')}`
      : `ip:${req.ip ?? req.socket.remoteAddress ?? ''}`;
    const max = keyed ? caps.perKey : caps.perAddress;
    const current = inFlight.get(bucket) ?? 0;
    if (current >= max) {
      res.set('Retry-After', '1');
      res.status(429).json({
        errors: [
          {
            message: keyed
              ? `Too many GraphQL requests in progress with this API key (at most ${max} at a time). Retry when one has finished.`
              : `Too many GraphQL requests in progress from this address (at most ${max} at a time). Retry when one has finished.`,
            extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 1 },
          },
        ],
      });
      return;
    }
    inFlight.set(bucket, current + 1);
    let released = false;
    res.once('close', () => {
      if (released) return;
      released = true;
      const left = (inFlight.get(bucket) ?? 1) - 1;
      if (left <= 0) inFlight.delete(bucket);
      else inFlight.set(bucket, left);
    });
    next();
  };
}
