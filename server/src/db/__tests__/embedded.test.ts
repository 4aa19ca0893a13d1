import { Client } from 'pg';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../embedded';

/*
 * The embedded database serves PGlite's one backend to several connections (the app's pool, the job queue, psql).
 * Each connection must get its own answers, in order, while others run transactions, fail statements and roll back
 * at the same time (docs/architecture.md#database).
 */

let db: EmbeddedDatabase;

beforeAll(async () => {
  db = await startEmbeddedDatabase({ maxConnections: 8 });
  const setup = new Client({ connectionString: db.url });
  await setup.connect();
  await setup.query('create table ledger (owner int not null, n int not null, primary key (owner, n))');
  await setup.end();
});

afterAll(async () => {
  await db?.stop();
});

/** One busy connection: transactions that commit, transactions that fail and roll back, statements between them. */
async function busyConnection(owner: number, rounds: number): Promise<{ committed: number; answers: string[] }> {
  // A connection that waits for good turns into a failed query instead of a hung test.
  const client = new Client({ connectionString: db.url, query_timeout: 10_000 });
  const answers: string[] = [];
  client.on('error', (err) => answers.push(`connection ${owner} failed: ${err.message}`));
  await client.connect();
  let committed = 0;
  try {
    for (let n = 0; n < rounds; n += 1) {
      const echo = await client.query<{ owner: number; n: number }>('select $1::int as owner, $2::int as n', [owner, n]);
      if (echo.rows[0].owner !== owner || echo.rows[0].n !== n) answers.push(`echo ${owner}/${n} answered ${JSON.stringify(echo.rows[0])}`);
      await client.query('begin');
      await client.query('insert into ledger (owner, n) values ($1, $2)', [owner, n]);
      if (n % 3 === 0) {
        // The same key again: the statement fails and the transaction is rolled back.
        const failed = await client.query('insert into ledger (owner, n) values ($1, $2)', [owner, n]).then(
          () => false,
          (err: { code?: string }) => err.code === '23505',
        );
        if (!failed) answers.push(`duplicate ${owner}/${n} was not refused`);
        await client.query('rollback');
      } else {
        const mine = await client.query<{ count: string }>('select count(*) from ledger where owner = $1', [owner]);
        if (Number(mine.rows[0].count) !== committed + 1) answers.push(`count ${owner}/${n} answered ${mine.rows[0].count}`);
        await client.query('commit');
        committed += 1;
      }
    }
  } catch (err) {
    answers.push(`connection ${owner} failed: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  return { committed, answers };
}

it('keeps each connection on its own answers while others run and fail transactions at once', async () => {
  const owners = [1, 2, 3, 4, 5];
  const results = await Promise.all(owners.map((owner) => busyConnection(owner, 150)));
  expect(results.flatMap((r) => r.answers)).toEqual([]);

  const check = new Client({ connectionString: db.url });
  await check.connect();
  const counts = await check.query<{ owner: number; count: string }>('select owner, count(*) from ledger group by owner order by owner');
  await check.end();
  expect(counts.rows.map((r) => [r.owner, Number(r.count)])).toEqual(owners.map((owner, i) => [owner, results[i].committed]));
  expect(results[0].committed).toBe(100);
});

it('rolls back the transaction of a connection that drops, and serves the others', async () => {
  const dropped = new Client({ connectionString: db.url });
  dropped.on('error', () => undefined);
  await dropped.connect();
  await dropped.query('begin');
  await dropped.query('insert into ledger (owner, n) values (99, 1)');

  // Another connection waits for the open transaction (its startup already does), which ends when its connection drops.
  const other = new Client({ connectionString: db.url, query_timeout: 10_000 });
  const waiting = other.connect().then(() => other.query<{ count: string }>('select count(*) from ledger where owner = 99'));
  await new Promise((resolve) => setTimeout(resolve, 100));
  (dropped as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  expect(Number((await waiting).rows[0].count)).toBe(0);
  await other.end();
});

it('refuses a connection beyond its limit with PostgreSQL’s error', async () => {
  const small = await startEmbeddedDatabase({ maxConnections: 1 });
  const first = new Client({ connectionString: small.url });
  await first.connect();
  const second = new Client({ connectionString: small.url });
  second.on('error', () => undefined);
  try {
    await expect(second.connect()).rejects.toMatchObject({ code: '53300', message: 'sorry, too many clients already' });
    expect((await first.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  } finally {
    await first.end();
    await small.stop();
  }
});
