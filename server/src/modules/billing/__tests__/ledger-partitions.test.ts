import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { monthPartitions, monthStart } from '../../../db/monthly-partitions';
import { JOBS } from '../../../jobs/job-map';

// The ledger is partitioned by month of its entries' time (docs/operations.md "Partitions"): a (source, reference)
// pair is still booked once, ever, late months get their partition, and a month detached for archiving keeps its
// references claimed.
describe('the monthly partitions of the ledger', () => {
  let t: TestServer;
  let admin: string;
  let ownerId: number;
  let packageId: number;
  const em = () => t.server.orm.em.fork() as EntityManager;
  const partitionOf = async (reference: string) =>
    (await em().execute<{ p: string }[]>('select tableoid::regclass::text as p from transactions where reference = ?', [reference])).map(
      (r) => r.p,
    );
  const adminEntry = (reference: string) =>
    t.http.post('/api/admin/transaction/new').set('authorization', `Bearer ${admin}`).send({ ownerId, packageId, quantity: 1, reference });
  /** An entry written straight into the table with its own time, as an import of old records would. */
  const insertAt = (reference: string, at: string) =>
    em().execute(
      `insert into transactions (owner_id, package_id, quantity, source, reference, created_at, updated_at) values (?, ?, 1, 'admin', ?, ?, ?)`,
      [ownerId, packageId, reference, at, at],
    );

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login('admin@example.com');
    const [row] = await em().execute<{ owner: number; pkg: number }[]>(
      `select (select min(id) from users where email = 'user@example.com') as owner, (select id from packages where code = 'website-traffic') as pkg`,
    );
    ownerId = row.owner;
    packageId = row.pkg;
  });
  afterAll(() => t.close());

  it('is one table partitioned by month, with last month, this month and the next two from the start', async () => {
    const [{ kind }] = await em().execute<{ kind: string }[]>(`select relkind as kind from pg_class where relname = 'transactions'`);
    expect(kind).toBe('p');
    const names = (await monthPartitions(em(), 'transactions')).map((p) => p.name);
    for (let m = -1; m <= 2; m += 1) {
      const start = monthStart(new Date(), m);
      expect(names).toContain(`transactions_p${start.slice(0, 4)}_${start.slice(5, 7)}`);
    }
    // The demo ledger moved in whole, every pair claimed.
    const [counts] = await em().execute<{ entries: number; claimed: number }[]>(
      `select (select count(*)::int from transactions) as entries,
              (select count(*)::int from transactions t join ledger_references r using (source, reference)) as claimed`,
    );
    expect(counts.entries).toBeGreaterThan(0);
    expect(counts.claimed).toBe(counts.entries);
  });

  it('books a reference once: a second entry with it is refused, whoever writes it', async () => {
    const first = await adminEntry('partition-ticket-1');
    expect(first.status).toBe(201);
    const again = await adminEntry('partition-ticket-1');
    expect(again.status).toBe(422);
    expect(again.body.violations).toEqual([
      { propertyPath: 'reference', message: 'This reference is already used by another admin entry.' },
    ]);
    // Whoever writes the table, the database refuses the pair.
    await expect(insertAt('partition-ticket-1', new Date().toISOString())).rejects.toThrow(/ledger_references_pkey/);
    expect(await partitionOf('partition-ticket-1')).toHaveLength(1);
  });

  it('keeps an entry of a month without a partition in the default one until the daily job gives the month its own', async () => {
    await insertAt('imported-2025-03', '2025-03-15T10:00:00.000Z');
    expect(await partitionOf('imported-2025-03')).toEqual(['transactions_default']);
    await t.server.services.jobs.send(JOBS.ledgerPartitions, {});
    expect(await t.server.services.jobs.drain([JOBS.ledgerPartitions])).toBe(1);
    expect(await partitionOf('imported-2025-03')).toEqual(['transactions_p2025_03']);
    const list = await t.http.get('/api/transactions?reference=imported-2025-03').set('authorization', `Bearer ${admin}`);
    expect(list.body['hydra:totalItems']).toBe(1);
  });

  it('keeps the references of a month detached for archiving claimed', async () => {
    await em().execute('alter table transactions detach partition transactions_p2025_03');
    const list = await t.http.get('/api/transactions?reference=imported-2025-03').set('authorization', `Bearer ${admin}`);
    expect(list.body['hydra:totalItems']).toBe(0);
    const reused = await adminEntry('imported-2025-03');
    expect(reused.status).toBe(422);
    expect(reused.body.violations).toEqual([
      { propertyPath: 'reference', message: 'This reference is already used by another admin entry.' },
    ]);
    await em().execute('drop table transactions_p2025_03');
  });

  it("refuses to change an entry's source, reference or time", async () => {
    const [{ id }] = await em().execute<{ id: number }[]>(`select id from transactions where reference = 'partition-ticket-1'`);
    for (const change of [`reference = 'other'`, `source = 'payment'`, `created_at = created_at - interval '40 days'`]) {
      await expect(em().execute(`update transactions set ${change} where id = ?`, [id])).rejects.toThrow(/never change/);
    }
    // The comment stays editable.
    const put = await t.http.put(`/api/transactions/${id}`).set('authorization', `Bearer ${admin}`).send({ comment: 'Checked' });
    expect(put.status).toBe(200);
    expect(put.body.comment).toBe('Checked');
  });
});
