import type { EntityManager } from '@mikro-orm/postgresql';

/*
 * Named prepared statements on MikroORM's pooled `pg` connections. Everything here reaches past a public API (as
 * everything in this folder does, and no code outside it does with MikroORM, knex or pg): MikroORM runs every
 * statement with its values written into the text, so
 * PostgreSQL parses and plans each execution anew, and neither MikroORM nor knex can send a named statement. What it
 * pays for, in `npm run bench:api` (BENCHMARKS.md): the PostgreSQL CPU per request of the rows "ours REST item",
 * "ours GraphQL item" and "ours GraphQL mutation" — five times PostGraphile's without it, about the same with it.
 * The internals used, each checked on every MikroORM or knex upgrade by the read model's tests:
 *   - knex's `client.acquireConnection()` / `releaseConnection()`: a pooled `pg` client of the ORM's own pool;
 *   - node-postgres's `connection.parsedStatements`: the names a connection prepared (forgotten after `deallocate`);
 *   - MikroORM's protected `Connection.executeQuery()`: the statement logged and counted as MikroORM's own are.
 */

type Row = Record<string, unknown>;
/** A pooled `pg` client, with the names of the statements it prepared (pg keeps them per connection). */
type PooledClient = { query(q: object): Promise<{ rows: Row[] }>; connection: { parsedStatements: Record<string, string> } };
type KnexClient = { acquireConnection(): Promise<unknown>; releaseConnection(c: unknown): Promise<unknown> };
/** MikroORM's query log (tests count statements through it). */
type LoggedConnection = { executeQuery<R>(query: string, run: () => Promise<R>, context?: object): Promise<R> };
/** feature_not_supported, as PostgreSQL answers "cached plan must not change result type". */
const CACHED_PLAN_CHANGED = '0A000';

/** A statement to prepare: its name ('' to send it unnamed), its text with `$n` parameters, and with `?` (logged). */
export interface PreparedStatement {
  name: string;
  text: string;
  sql: string;
}

/**
 * Runs `statement` on a pooled connection of `em`'s `type` pool, logged as MikroORM logs its own statements (its `?`
 * text with the values written in when the query log is on).
 */
export async function runPrepared(
  em: EntityManager,
  type: 'read' | 'write',
  statement: PreparedStatement,
  params: readonly unknown[],
): Promise<Row[]> {
  const connection = em.getDriver().getConnection(type);
  const client = connection.getKnex().client as KnexClient;
  const { name, text, sql } = statement;
  const logged = em.config.getLogger().isEnabled('query') ? connection.getPlatform().formatQuery(sql, [...params]) : sql;
  return (connection as unknown as LoggedConnection).executeQuery(
    logged,
    async () => {
      const pg = (await client.acquireConnection()) as PooledClient;
      try {
        return (await pg.query(name ? { name, text, values: params } : { text, values: params })).rows;
      } catch (e) {
        // A migration changed a table under a statement this connection prepared (`select "r".*` of a table that got
        // a column): PostgreSQL refuses the kept plan. The statement is prepared again, once.
        if (!name || (e as { code?: string }).code !== CACHED_PLAN_CHANGED) throw e;
        await pg.query({ text: `deallocate "${name}"` });
        delete pg.connection.parsedStatements[name];
        return (await pg.query({ name, text, values: params })).rows;
      } finally {
        await client.releaseConnection(pg);
      }
    },
    { query: sql, params },
  );
}
