import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
 * - every other request counts against its address (the client's address, TRUST_PROXY honoured), at most `perAddress` at a time. Behind a reverse
 *   proxy TRUST_PROXY must name the proxy, or every visitor shares the proxy's address and its cap.
 */
export interface ConcurrencyCaps {
  perAddress: number;
  perKey: number;
}

/** A Fastify onRequest hook of the /graphql routes: over the cap it answers 429 itself, before the body is read. */
export function perClientConcurrency(caps: ConcurrencyCaps): (request: FastifyRequest, reply: FastifyReply, done: () => void) => void {
  const inFlight = new Map<string, number>();
  return (request, reply, done) => {
    const credential = bearerToken(request.headers.authorization);
    const keyed = credential !== null && isWellFormedApiKey(credential);
    // The map holds a digest, never the secret itself.
    const bucket = keyed ? `key:${createHash('sha256').update(credential).digest('base64url')}` : `ip:${request.ip}`;
    const max = keyed ? caps.perKey : caps.perAddress;
    const current = inFlight.get(bucket) ?? 0;
    if (current >= max) {
      void reply
        .code(429)
        .header('Retry-After', '1')
        .send({
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
    reply.raw.once('close', () => {
      if (released) return;
      released = true;
      const left = (inFlight.get(bucket) ?? 1) - 1;
      if (left <= 0) inFlight.delete(bucket);
      else inFlight.set(bucket, left);
    });
    done();
  };
}
