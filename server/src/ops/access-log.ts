import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import pino, { type Level, type Logger } from 'pino';

declare module 'http' {
  interface IncomingMessage {
    /** The request id: the client's `X-Request-Id` when it is a plain token, else a new UUID; echoed in the answer. */
    id: string;
    /** A logger whose lines carry this request (method, URL, headers, address). */
    log: Logger;
  }
}

const REQUEST_ID = /^[\w-]{1,100}$/;

/**
 * The request id and the access log, each answer logged when it is sent: 5xx at error level (with an
 * error naming the status), 4xx at warn, the rest at info; an answer the client did not wait for is "request aborted".
 *
 * It replaces pino-http for one reason, measured under load: pino-http serialises every request into a
 * child logger before the request runs, whether or not a line is ever written (at LOG_LEVEL=error, almost never).
 * Here `req.log` is made on first use, and the completion line only when its level is enabled. The lines have
 * pino-http's shape: `req`, `res` (pino's standard serializers), `responseTime` in ms, `err` for a 5xx.
 */
export function accessLog(logger: Logger, options: { ignore?: (url: string) => boolean } = {}): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    req.id = id;
    let log: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (log ??= logger.child({ req: pino.stdSerializers.req(req) })),
      set: (value: Logger) => {
        log = value;
      },
    });
    if (options.ignore?.(req.url ?? '')) return next();
    const started = Date.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const status = res.statusCode;
      const level: Level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const line = { res: pino.stdSerializers.res(res), responseTime: Date.now() - started };
      if (status >= 500) req.log.error({ ...line, err: new Error(`failed with status code ${status}`) }, 'request errored');
      else req.log[level](line, res.writableFinished ? 'request completed' : 'request aborted');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
