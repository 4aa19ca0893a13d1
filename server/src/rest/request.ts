import type { HttpRequest } from '../common/http-request';

/**
 * A REST request as the route table reads it (rest/route-table.ts and the routes beside it): its path parameters,
 * its query string parsed as express's extended parser parses it (`order[title]=asc` → `{ order: { title: 'asc' } }`,
 * qs), its JSON body, and content negotiation. The table's routes run on Fastify (rest/fastify-routes.ts); the CSV
 * exports, which build a list route's variables the same way, on express, whose request fits this as it is.
 */
export interface RestRequest extends HttpRequest {
  readonly params: Record<string, string>;
  readonly query: Record<string, unknown>;
  readonly body: unknown;
  /** The first of `types` the client accepts, by its Accept header; false when it accepts none. */
  accepts(types: string[]): string | false;
}
