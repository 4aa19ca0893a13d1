import type { RequestHandler } from 'express';

/*
 * At most `max` /graphql requests in flight per client address (GRAPHQL_MAX_CONCURRENT_PER_IP, issue 8 "The REST
 * routes keep working for everyone while someone abuses /graphql"). The cost guards bound one request; this bounds
 * how many one client runs at once, so it cannot hold every database connection (DB_POOL_MAX) or fill the event
 * loop with accepted-but-heavy operations. Over the cap the request is refused at once (429 with Retry-After),
 * before its body is read: queueing would let the client hold memory and sockets instead.
 *
 * Counted from the request's arrival to the end of its response. The address is `req.ip`, so behind a reverse
 * proxy TRUST_PROXY must name it, or every visitor shares the proxy's address and its cap.
 */
export function perClientConcurrency(max: number): RequestHandler {
  const inFlight = new Map<string, number>();
  return (req, res, next) => {
    const key = req.ip ?? req.socket.remoteAddress ?? '';
    const current = inFlight.get(key) ?? 0;
    if (current >= max) {
      res.set('Retry-After', '1');
      res.status(429).json({
        errors: [
          {
            message: `Too many GraphQL requests in progress from this address (at most ${max} at a time). Retry when one has finished.`,
            extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 1 },
          },
        ],
      });
      return;
    }
    inFlight.set(key, current + 1);
    let released = false;
    res.once('close', () => {
      if (released) return;
      released = true;
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left <= 0) inFlight.delete(key);
      else inFlight.set(key, left);
    });
    next();
  };
}
