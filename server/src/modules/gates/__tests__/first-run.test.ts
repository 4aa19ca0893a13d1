import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import pino from 'pino';
import request from 'supertest';
import { loadConfig } from '../../../config';
import { type RunningServer, startServer } from '../../../server';
import { readState, withDatabase } from '../../../../test/template';

/*
 * A production instance on an empty database (no demo data) creates its default gate from
 * configuration at first boot, serves the public site at once, and `npm run create-admin` gives the first super
 * admin a way in — password from stdin, never from an argument. Two processes booting at once create one gate.
 */

const serverDir = path.join(__dirname, '..', '..', '..', '..');
const state = readState();
const ADMIN_PASSWORD = 'first-admin-password-1';

const productionEnv = (dataDir: string, url: string | undefined) => ({
  NODE_ENV: 'production',
  CARD_WEBHOOK_SECRET: 'first-run-card-webhook-secret',
  // The default gate offers card: production starts only with a card adapter (docs/payments.md).
  CARD_PROVIDER_URL: 'https://pay.example.com/checkout',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  JWT_SECRET: 'first-run-secret-first-run-secret-0123456789',
  DEFAULT_GATE_HOST: 'shop.example.com',
  DEFAULT_GATE_NAME: 'Shop Traffic',
  DEFAULT_GATE_URL: 'https://shop.example.com',
  SUPPORT_EMAIL: 'help@shop.example.com',
  ...(url ? { DATABASE_URL: url } : {}),
});

async function adminQuery(sql: string): Promise<void> {
  const c = new Client({ connectionString: state.adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** An empty database: a new PostgreSQL database, or (PGlite) none — the server starts an in-memory one. */
async function emptyDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  if (state.kind !== 'postgres') return { drop: async () => undefined };
  const name = `tg_firstrun_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return { url: withDatabase(state.adminUrl!, name), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function boot(env: Record<string, string>): Promise<RunningServer> {
  return startServer(loadConfig(env), { logger: pino({ level: 'silent' }), embeddedInMemory: true });
}

function withoutTestHashCost(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('PASSWORD_HASH_')));
}

/** Runs the create-admin command as an operator would, with `stdin` piped in. */
function createAdmin(args: string[], env: Record<string, string>, stdin: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/ops/create-admin.ts', ...args], {
      cwd: serverDir,
      // A production process hashes at the production cost: the suites' cheaper setting (test/global-setup.ts) is one
      // production refuses to start with.
      env: { ...withoutTestHashCost(process.env), ...env },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
    child.stdin.end(stdin);
  });
}

describe('first-run gate configuration', () => {
  const base = {
    NODE_ENV: 'production',
    CARD_WEBHOOK_SECRET: 'first-run-card-webhook-secret',
    JWT_SECRET: 'first-run-secret-first-run-secret-0123456789',
    DATA_DIR: os.tmpdir(),
  };

  it('defaults to a localhost gate, and derives the site URL and support e-mail from the host', () => {
    expect(loadConfig(base).firstRunGate).toEqual({
      host: 'localhost',
      name: 'Trafficgate',
      siteUrl: 'http://localhost:4000',
      supportEmail: 'support@example.com',
    });
    expect(loadConfig({ ...base, DEFAULT_GATE_HOST: 'shop.example.com' }).firstRunGate).toMatchObject({
      siteUrl: 'https://shop.example.com',
      supportEmail: 'support@shop.example.com',
    });
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://public.example.com/', MAIL_FROM: 'noreply@example.com' }).firstRunGate).toMatchObject(
      {
        siteUrl: 'https://public.example.com',
        supportEmail: 'noreply@example.com',
      },
    );
  });

  it('refuses a host with scheme, port or capitals, and a short metrics token, naming the variable', () => {
    expect(() => loadConfig({ ...base, DEFAULT_GATE_HOST: 'https://Shop.example.com:8080' })).toThrow(/DEFAULT_GATE_HOST/);
    expect(() => loadConfig({ ...base, SUPPORT_EMAIL: 'nobody' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('first run of a production instance', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-firstrun-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates the default gate from configuration, serves the public site, and create-admin gives a way in', async () => {
    const db = await emptyDatabase();
    const server = await boot(productionEnv(dataDir, db.url));
    try {
      expect(server.seeded).toBe(false);
      expect(server.createdGate).toBe('shop.example.com');
      expect(server.hasSuperAdmin).toBe(false);
      const http = request(`http://127.0.0.1:${server.port}`);

      // Every host is served by the new default gate: no more 500 "No gate is configured".
      const gate = await http.post('/graphql').set('content-type', 'application/json').send({ query: '{ currentGate { name config } }' });
      expect(gate.status).toBe(200);
      expect(gate.body.data.currentGate.name).toBe('Shop Traffic');
      expect(gate.body.data.currentGate.config.prop).toMatchObject({
        siteName: 'Shop Traffic',
        siteUrl: 'https://shop.example.com',
        supportEmail: 'help@shop.example.com',
      });
      expect((await http.get('/api/packages')).status).toBe(200);
      expect((await http.get('/readyz')).status).toBe(200);

      // The command talks to the same database (on PGlite: the running app's socket, as README says).
      const env = productionEnv(dataDir, db.url ?? server.embedded!.url);
      const refused = await createAdmin(['--email', 'boss@shop.example.com', '--password', ADMIN_PASSWORD], env, '');
      expect(refused.code).toBe(64);
      expect(refused.out).toMatch(/never taken from the command line/);
      const short = await createAdmin(['--email', 'boss@shop.example.com'], env, 'short\n');
      expect(short.code).toBe(1);
      expect(short.out).toMatch(/at least 12 characters/);
      expect((await http.post('/api/login').send({ username: 'boss@shop.example.com', password: 'short' })).status).toBe(401);

      const created = await createAdmin(['--email', 'Boss@Shop.example.com'], env, `${ADMIN_PASSWORD}\n`);
      expect(created.out).toMatch(/Created boss@shop\.example\.com on gate shop\.example\.com: roles ROLE_SUPER_ADMIN/);
      expect(created.code).toBe(0);

      const login = await http.post('/api/login').send({ username: 'boss@shop.example.com', password: ADMIN_PASSWORD });
      expect(login.status).toBe(200);
      const gates = await http
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('authorization', `Bearer ${login.body.token}`)
        .send({ query: '{ gates { total items { host isDefault } } }' });
      expect(gates.body.errors).toBeUndefined();
      expect(gates.body.data.gates).toEqual({ total: 1, items: [{ host: 'shop.example.com', isDefault: true }] });

      // Running it again promotes, and keeps the password (no stdin needed).
      const again = await createAdmin(['--email', 'boss@shop.example.com', '--role', 'ROLE_ADMIN'], env, '');
      expect(again.code).toBe(0);
      expect(again.out).toMatch(/Updated boss@shop\.example\.com .*ROLE_SUPER_ADMIN, ROLE_ADMIN/);
      expect((await http.post('/api/login').send({ username: 'boss@shop.example.com', password: ADMIN_PASSWORD })).status).toBe(200);
    } finally {
      await server.close();
    }

    if (db.url) {
      // A restart creates nothing more and knows there is a super admin.
      const again = await boot(productionEnv(dataDir, db.url));
      expect(again.createdGate).toBeUndefined();
      expect(again.hasSuperAdmin).toBe(true);
      await again.close();
    }
    await db.drop();
  }, 120_000);

  (state.kind === 'postgres' ? it : it.skip)(
    'two processes booting at once on an empty database create one gate',
    async () => {
      const db = await emptyDatabase();
      try {
        const [a, b] = await Promise.all([boot(productionEnv(dataDir, db.url)), boot(productionEnv(dataDir, db.url))]);
        expect([a.createdGate, b.createdGate].filter(Boolean)).toEqual(['shop.example.com']);
        const c = new Client({ connectionString: db.url });
        await c.connect();
        const gates = await c.query('select host, is_default from gates');
        await c.end();
        expect(gates.rows).toEqual([{ host: 'shop.example.com', is_default: true }]);
        await Promise.all([a.close(), b.close()]);
      } finally {
        await db.drop();
      }
    },
    120_000,
  );
});
