import { startTestServer, type TestServer } from '../../../../test/harness';

// The CSV export of the current filter (GET /api/transactions/export.csv, same
// filters as GET /api/transactions, docs/product.md#validation), the caller's own entries (every entry for staff, as the list),
// dates as YYYY-MM-DD HH:mm UTC (docs/product.md#limits), references in words, RFC 4180 quoting, safe in a spreadsheet.
describe('transactions CSV export', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  const userIds: Record<string, number> = {};
  const packageIds: Record<string, number> = {};

  const get = (path: string, who?: string) => {
    const req = t.http.get(path);
    return who ? req.set('authorization', `Bearer ${tokens[who]}`) : req;
  };
  /** Splits the CSV into records of cells (quoted cells may hold commas, quotes and line breaks). */
  const parseCsv = (text: string): string[][] => {
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') quoted = false;
        else cell += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') {
        row.push(cell);
        cell = '';
      } else if (c === '\r' && text[i + 1] === '\n') {
        row.push(cell);
        rows.push(row);
        row = [];
        cell = '';
        i++;
      } else cell += c;
    }
    if (cell || row.length) throw new Error(`CSV does not end with CRLF: ${JSON.stringify(text.slice(-40))}`);
    return rows;
  };
  const exportCsv = async (who: string, query = '') => {
    const res = await get(`/api/transactions/export.csv${query}`, who)
      .buffer(true)
      .parse((r, cb) => {
        let data = '';
        r.setEncoding('utf8');
        r.on('data', (chunk: string) => (data += chunk));
        r.on('end', () => cb(null, data));
      });
    expect(res.status).toBe(200);
    return { res, rows: parseCsv(res.body as string) };
  };

  beforeAll(async () => {
    t = await startTestServer();
    for (const who of ['user', 'user2', 'support', 'admin']) {
      tokens[who] = await t.login(`${who}@example.com`);
      userIds[who] = (await get('/api/me', who)).body.id;
    }
    for (const p of (await get('/api/packages?limit=50', 'support')).body['hydra:member'] as { id: number; code: string }[])
      packageIds[p.code] = p.id;
  });
  afterAll(() => t.close());

  it('requires a signed-in user, whatever the query says', async () => {
    const res = await get('/api/transactions/export.csv?createdAt[after]=nonsense');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: 'JWT Token not found' });
    expect(res.headers['www-authenticate']).toBe('Bearer');
    const forged = await t.http.get('/api/transactions/export.csv').set('authorization', 'Bearer not-a-token');
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ code: 401, message: 'Invalid JWT Token' });
  });

  it("downloads the customer's own entries, newest first, with the reference in words", async () => {
    const { res, rows } = await exportCsv('user');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...entries] = rows;
    expect(header).toEqual(['Date', 'Package', 'Quantity', 'Source', 'Reference', 'Order ID']);
    const list = (await get('/api/transactions?limit=50', 'user')).body['hydra:member'] as {
      quantity: number;
      source: string;
      orderId: number | null;
      createdAt: string;
      package: { code: string };
    }[];
    expect(entries).toHaveLength(4);
    expect(entries.map((e) => [e[2], e[3], e[5]])).toEqual(
      list.map((x) => [String(x.quantity), x.source, x.orderId ? String(x.orderId) : '']),
    );
    for (const [i, e] of entries.entries()) {
      expect(e[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(e[0]).toBe(list[i].createdAt.slice(0, 16).replace('T', ' '));
    }
    const payment = list.find((x) => x.source === 'payment')!;
    expect(entries).toContainEqual([
      expect.any(String),
      'Website Traffic',
      '2',
      'payment',
      `Payment for order #${payment.orderId}`,
      String(payment.orderId),
    ]);
    expect(entries.filter((e) => e[3] === 'project_assignment').map((e) => e[4])).toEqual([
      expect.stringMatching(/^Assigned to project #\d+$/),
      expect.stringMatching(/^Assigned to project #\d+$/),
    ]);
    expect(entries.find((e) => e[3] === 'demo')![4]).toBe('Demo credit');
  });

  it('applies the same filters as the list, and never widens to another owner', async () => {
    expect((await exportCsv('user', '?source=payment')).rows).toHaveLength(2);
    expect((await exportCsv('user', `?packageId=${packageIds.demo}`)).rows.slice(1).map((e) => e[1])).toEqual(['Free Demo', 'Free Demo']);
    expect((await exportCsv('user', '?createdAt[after]=2999-01-01')).rows).toEqual([
      ['Date', 'Package', 'Quantity', 'Source', 'Reference', 'Order ID'],
    ]);
    expect((await exportCsv('user', `?createdAt[before]=${new Date().toISOString().slice(0, 10)}`)).rows).toHaveLength(5);
    // Another user's id in the filter narrows the caller's own entries to none (the list does the same).
    expect((await exportCsv('user', `?ownerId=${userIds.user2}`)).rows).toHaveLength(1);
    const bad = await get('/api/transactions/export.csv?createdAt[after]=yesterday', 'user');
    expect(bad.status).toBe(400);
    expect(bad.body['@type']).toBe('hydra:Error');
    expect((await get('/api/transactions/export.csv?source=gift', 'user')).status).toBe(400);
  });

  it("gives staff every owner's entries with the owner named, as the list does", async () => {
    const { rows } = await exportCsv('support');
    expect(rows[0]).toEqual(['Date', 'Package', 'Quantity', 'Source', 'Reference', 'Order ID', 'Owner']);
    expect(rows.length - 1).toBe((await get('/api/transactions', 'support')).body['hydra:totalItems']);
    const theirs = (await exportCsv('support', `?ownerId=${userIds.user2}`)).rows.slice(1);
    expect(theirs).toHaveLength(4);
    expect(theirs.every((e) => e[6] === 'user2@example.com')).toBe(true);
    expect(theirs.find((e) => e[3] === 'admin')![4]).toBe('Admin credit');
    expect(theirs.find((e) => e[3] === 'promotion_bonus')![4]).toMatch(/^Promotion bonus/);
  });

  it('quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run as a formula', async () => {
    const name = '=HYPERLINK("http://evil.example", "Click, now")';
    const pkg = await t.http
      .post('/api/packages')
      .set('authorization', `Bearer ${tokens.admin}`)
      .send({ name, code: 'formula-pack', size: 100, priceMinor: 100 });
    expect(pkg.status).toBe(201);
    const credit = await t.http
      .post('/api/admin/transaction/new')
      .set('authorization', `Bearer ${tokens.admin}`)
      .send({ ownerId: userIds.user, packageId: pkg.body.id, quantity: 5, comment: 'for the export test' });
    expect(credit.status).toBe(201);
    const debit = await t.http
      .post('/api/admin/transaction/new')
      .set('authorization', `Bearer ${tokens.admin}`)
      .send({ ownerId: userIds.user, packageId: pkg.body.id, quantity: -2 });
    expect(debit.status).toBe(201);

    const { res, rows } = await exportCsv('user', `?packageId=${pkg.body.id}`);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"", ""Click, now"")"`);
    expect(rows.slice(1).map((e) => [e[1], e[2], e[4]])).toEqual([
      [`'${name}`, '-2', 'Admin debit'],
      [`'${name}`, '5', 'Admin credit'],
    ]);
  });

  it('streams an export longer than one page in keyset pages, each row once, newest first', async () => {
    const em = t.server.orm.em.fork();
    const count = 1234;
    await em.getConnection().execute(
      `insert into transactions (owner_id, package_id, quantity, source, reference)
       select ?, ?, g, 'admin', 'bulk-' || g from generate_series(1, ?) g`,
      [userIds.user2, packageIds.demo, count],
    );
    // Keep the ledger's invariant (balance = Σ entries) for anything else that reads this database.
    await em.getConnection().execute(
      `insert into balances (owner_id, package_id, quantity) values (?, ?, ?)
       on conflict (owner_id, package_id) do update set quantity = balances.quantity + excluded.quantity`,
      [userIds.user2, packageIds.demo, (count * (count + 1)) / 2],
    );
    t.queries.reset();
    const { rows } = await exportCsv('user2', `?packageId=${packageIds.demo}&source=admin`);
    const quantities = rows.slice(1).map((e) => Number(e[2]));
    expect(quantities).toEqual(Array.from({ length: count }, (_, i) => count - i));
    // Three bounded reads, each starting below the last id sent: never the whole ledger at once, never OFFSET.
    const pages = t.queries.log.filter((q) => /from "transactions"/.test(q) && /order by "t0"."id" desc limit/.test(q));
    expect(pages.map((q) => /(\d+) results?\]/.exec(q)?.[1])).toEqual(['500', '500', '234']);
    expect(pages.slice(1).every((q) => /"t0"."id" < \$/.test(q) && !/offset/.test(q))).toBe(true);
  });
});
