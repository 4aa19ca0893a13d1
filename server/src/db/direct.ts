import { Client } from 'pg';

/**
 * A connection of its own, outside every pool, to the database's direct address (`DATABASE_DIRECT_URL`, else
 * `DATABASE_URL`): for what keeps state in its session — the notification bus's LISTEN and the boot lock's session
 * advisory lock. Through a pooler in transaction mode (PgBouncer) a session is lent per transaction, so such state
 * would land on a connection another client uses next; docs/operations.md "PgBouncer" lists what goes where.
 */
export async function openDirectConnection(url: string, connectTimeoutMs?: number): Promise<Client> {
  const client = new Client({ connectionString: url, application_name: 'trafficgate-direct', connectionTimeoutMillis: connectTimeoutMs });
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }
  return client;
}
