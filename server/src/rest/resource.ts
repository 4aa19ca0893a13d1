import type { RestRequest } from './request';
import type { ListSpec } from '../common/list';

/**
 * A Hydra resource: its class, its path under /api, the GraphQL fields its JSON-LD shows, and the GraphQL
 * operations behind its standard routes. Nested objects in `fields` carry `__typename` so the serializer can
 * give them `@id`/`@type`.
 */
export interface RestResource {
  /** Hydra class and GraphQL type name. */
  type: string;
  /** Collection path under /api, e.g. `projects`. */
  path: string;
  description: string;
  /** GraphQL selection for one item. */
  fields: string;
  spec?: ListSpec;
  list?: { field: string; argsType: string };
  item?: { field: string };
  /**
   * The create: its GraphQL field and input type (what the documented properties' writable/required flags read).
   * `custom`: the route table has its own POST route for it (its answer carries more than the record, e.g. a
   * secret shown once), so no standard create route is built; the Hydra docs declare that route (rest/docs.ts).
   */
  create?: { field: string; inputType: string; custom?: true };
  update?: { field: string; inputType: string };
  /**
   * Id output fields that name a row of another resource without saying which class in their name
   * (`parentId` → `Package`). `<class>Id` fields (`gateId` → `Gate`) need no entry. See rest/model.ts.
   */
  references?: Record<string, string>;
}

export type ResultShape =
  /** A page `{ items, total, page, limit }` → hydra:Collection. */
  | { kind: 'collection'; resource: RestResource }
  /** A plain list of resource items → hydra:Collection of all of them. */
  | { kind: 'list'; resource: RestResource }
  | { kind: 'item'; resource: RestResource; status?: number }
  /** A non-resource answer, sent as JSON as it is. */
  | { kind: 'raw'; status?: number }
  | { kind: 'empty' };

/** Runs a GraphQL query with the request's context: its data, or null when it answered errors. */
export type RowReader = (operation: string, variables: Record<string, unknown>) => Promise<Record<string, unknown> | null>;

export interface RestRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** express path under /api. */
  path: string;
  /** The GraphQL operation it runs; its root field is aliased `result`. Empty only for pending routes. */
  operation: string;
  variables?: (req: RestRequest) => Record<string, unknown>;
  result: ResultShape;
  /**
   * For a route acting on the row of its `:id`: the GraphQL query reading that row (404 for a row the caller may not
   * see). A body that cannot be coerced to the operation's types answers as that read does first.
   */
  row?: string;
  /**
   * Maps a violation's `propertyPath` (an input field) to the property the documentation names; `body` is
   * the request's body (a client that wrote the `…Id` itself reads its violations under that name).
   */
  propertyPath?: (path: string, body: unknown) => string;
  /**
   * Runs after the access check and `variables`, before the operation (a PUT's create-only properties);
   * throws a DomainError (e.g. a ValidationError) to refuse the request.
   */
  guard?: (req: RestRequest, variables: Record<string, unknown>, read: RowReader) => Promise<void>;
  /** Maps the root field's value before serialization (e.g. wrapping a scalar). */
  transform?: (value: unknown) => unknown;
}

let registered: RestResource[] = [];

/** Every Hydra resource of the route table (rest/route-table.ts registers them), for routes defined beside it. */
export function allResources(): RestResource[] {
  return registered;
}

export function registerResources(list: RestResource[]): void {
  registered = list;
}
