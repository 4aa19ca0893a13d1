import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../../test/harness';
import { readState } from '../../../test/template';
import { createProject, credit, newAccount, packageByCode, sql } from '../../modules/projects/__tests__/helpers';

// The job queue (docs/architecture.md#jobs, outbox): pg-boss on the
// app's database — PostgreSQL, or the embedded PGlite through its socket — started with the server; a job sent in
// a transaction exists only if the transaction commits; `npm run worker` works jobs in a process of its own.

describe('job queue', () => {
  let t: TestServer;
  let partner: http.Server;
  let partnerUrl: string;
  const seen: string[] = [];

  beforeAll(async () => {
    partner = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    });
    await new Promise<void>((r) => partner.listen(0, '127.0.0.1', r));
    partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
    t = await startTestServer({ DELIVERY_API_URL: partnerUrl });
  });
  afterAll(async () => {
    await t.close();
    partner.closeAllConnections();
    await new Promise((r) => partner.close(r));
  });

  it('a job sent inside a transaction exists only when the transaction commits', async () => {
    const jobs = t.server.services.jobs;
    const em = t.server.orm.em.fork();
    await expect(
      em.transactional(async (tem) => {
        await jobs.send('delivery.sync', { projectId: -1 }, {}, tem);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await sql(t, `select 1 from pgboss.job where name = 'delivery.sync' and data->>'projectId' = '-1'`)).toHaveLength(0);

    await em.transactional(async (tem) => {
      await jobs.send('delivery.sync', { projectId: -2 }, {}, tem);
    });
    expect(await sql(t, `select state from pgboss.job where name = 'delivery.sync' and data->>'projectId' = '-2'`)).toEqual([
      { state: 'created' },
    ]);
    // drain() runs what is due, here and now.
    expect(await jobs.drain(['delivery.sync'])).toBeGreaterThanOrEqual(1);
    expect(await sql(t, `select state from pgboss.job where name = 'delivery.sync' and data->>'projectId' = '-2'`)).toEqual([
      { state: 'completed' },
    ]);
    expect(seen).toContain('DELETE /campaigns/-2');
  });

  it('with RUN_WORKER on (the default outside tests), the web process works jobs itself — on PGlite too', async () => {
    const working = await startTestServer({ DELIVERY_API_URL: partnerUrl, RUN_WORKER: 'true' });
    try {
      await working.server.services.jobs.send('delivery.sync', { projectId: -3 });
      const deadline = Date.now() + 20_000;
      while (!seen.includes('DELETE /campaigns/-3') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(seen).toContain('DELETE /campaigns/-3');
    } finally {
      const stopping = Date.now();
      await working.close();
      // Graceful stop does not wait out the queue's stop deadline (10 s) on an idle worker; the bound is loose so a
      // loaded machine cannot trip it.
      expect(Date.now() - stopping).toBeLessThan(9_000);
    }
  }, 40_000);

  // The worker process needs PostgreSQL (the embedded database belongs to the web process).
  const onPostgres = readState().kind === 'postgres' ? it : it.skip;
  onPostgres(
    '`npm run worker` works the jobs the web process queued, and stops cleanly on SIGTERM',
    async () => {
      const owner = await newAccount(t);
      const pkg = await packageByCode(t, 'website-traffic-50k');
      await credit(t, owner.id, pkg, 1);
      const projectId = await createProject(t, owner.token);
      seen.length = 0;
      expect(
        (
          await t.gql(
            'mutation($p: Int!, $k: Int!) { assignPackage(projectId: $p, packageId: $k) { id } }',
            { p: projectId, k: pkg.id },
            owner.token,
          )
        ).errors,
      ).toBeUndefined();

      const config = t.server.services.config;
      const worker = spawn(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, '..', '..', 'worker.ts')], {
        cwd: path.join(__dirname, '..', '..', '..'),
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: config.databaseUrl,
          DATA_DIR: config.dataDir,
          DELIVERY_API_URL: partnerUrl,
          JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
          LOG_LEVEL: 'silent',
          SEED_DEMO: 'false',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      worker.stderr!.on('data', (c) => (stderr += c));
      const exited = new Promise<number | null>((resolve) => worker.on('exit', (code) => resolve(code)));
      try {
        const deadline = Date.now() + 30_000;
        while (!seen.includes(`PUT /campaigns/${projectId}`) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        expect(seen).toContain(`PUT /campaigns/${projectId}`);
      } finally {
        worker.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
      expect(stderr).toBe('');
    },
    60_000,
  );
});
