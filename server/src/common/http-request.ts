import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the context is built from: the parts of a request both HTTP layers give — an express request as it is, a
 * Fastify request through `fromFastify`. `host`, `hostname`, `protocol` and `ip` already honour
 * TRUST_PROXY (X-Forwarded-*) in both; `res` receives headers set while the context is built (the API key's
 * RateLimit headers).
 */
export interface HttpRequest {
  readonly hostname: string | undefined;
  readonly host: string | undefined;
  readonly protocol: string;
  readonly ip: string | undefined;
  readonly id: string;
  readonly headers: IncomingHttpHeaders;
  readonly query: unknown;
  readonly socket: Socket;
  readonly res?: ServerResponse;
  get(name: string): string | undefined;
  /** The request's context (graphql/context.ts) once built: every builder of one request shares it. */
  trafficgate?: unknown;
}

/** The `_switch_user` query parameter, as the query parser read it. */
export function switchUserParam(req: Pick<HttpRequest, 'query'>): unknown {
  const query = req.query as Record<string, unknown> | undefined;
  return query?._switch_user;
}

/** A Fastify request as the context builders read a request. */
export function fromFastify(request: FastifyRequest, reply: FastifyReply): HttpRequest {
  const headers = request.headers;
  return {
    hostname: request.hostname,
    host: request.host,
    protocol: request.protocol,
    ip: request.ip,
    id: request.raw.id,
    headers,
    query: request.query,
    socket: request.socket,
    res: reply.raw,
    get: (name) => {
      const value = headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}
