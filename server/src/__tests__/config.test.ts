import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, loadPasswordHashing } from '../config';

// One zod-validated module; bad values stop the boot naming the variable.
describe('loadConfig', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-config-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('has working defaults for development', () => {
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c).toMatchObject({ port: 4000, jwtTtl: 3600, nodeEnv: 'development', seedDemo: true, corsOrigins: [] });
    expect(c.databaseUrl).toBeUndefined();
  });

  it('runs one web process by default; WEB_CONCURRENCY > 1 needs PostgreSQL', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ webConcurrency: 1, webSpareProcesses: 1, runWorker: true });
    expect(
      loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: '3', WEB_SPARE_PROCESSES: '0', DATABASE_URL: 'postgres://db/x' }),
    ).toMatchObject({ webConcurrency: 3, webSpareProcesses: 0 });
    expect(() => loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: '3' })).toThrow(/WEB_CONCURRENCY: .*DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://db/x' })).toThrow(ConfigError);
  });

  it('takes a pooler address beside the direct one, and a read replica, only with DATABASE_URL', () => {
    const db = 'postgres://db/x';
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: db })).toMatchObject({ databaseDirectUrl: db, databasePooled: false });
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://pgbouncer/x', DATABASE_DIRECT_URL: db })).toMatchObject({
      databaseUrl: 'postgres://pgbouncer/x',
      databaseDirectUrl: db,
      databasePooled: true,
    });
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: db, DATABASE_REPLICA_URL: 'postgres://replica/x' }).replica).toEqual({
      url: 'postgres://replica/x',
      maxLagSeconds: 5,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_DIRECT_URL: db })).toThrow(/DATABASE_DIRECT_URL: .*DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_REPLICA_URL: db })).toThrow(/DATABASE_REPLICA_URL: .*DATABASE_URL/);
  });

  it('generates the development JWT secret once into DATA_DIR and reuses it', () => {
    const a = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const b = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(a).toHaveLength(64);
    expect(b).toBe(a);
    expect(fs.readFileSync(path.join(dataDir, 'secrets', 'jwt-secret'), 'utf8')).toBe(a);
  });

  it.each([
    ['PORT', 'eighty', /PORT/],
    ['PORT', '70000', /PORT/],
    ['JWT_TTL', '-5', /JWT_TTL/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL: must be a postgres/],
    ['JWT_SECRET', 'short', /JWT_SECRET: must be at least 32 characters/],
    ['NODE_ENV', 'staging', /NODE_ENV/],
    ['BODY_LIMIT', 'lots', /BODY_LIMIT/],
  ])('refuses %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(message);
  });

  it('refuses to boot in production without JWT_SECRET and never seeds demo accounts there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/JWT_SECRET: required when NODE_ENV=production/);
    const secrets = { JWT_SECRET: 'x'.repeat(40), CARD_WEBHOOK_SECRET: 'c'.repeat(32) };
    const prod = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets });
    expect(prod.seedDemo).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
  });

  it("hashes passwords at the library default cost unless told otherwise, and never below OWASP's floor in production", () => {
    expect(loadPasswordHashing({})).toEqual({ memoryCost: 65536, timeCost: 3, parallelism: 4 });
    expect(
      loadPasswordHashing({ PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_TIME_COST: '2', PASSWORD_HASH_PARALLELISM: '1' }),
    ).toEqual({
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(() => loadPasswordHashing({ PASSWORD_HASH_MEMORY_KIB: '512' })).toThrow(/PASSWORD_HASH_MEMORY_KIB/);
    const prod = { NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), CARD_WEBHOOK_SECRET: 'c'.repeat(32) };
    expect(() => loadConfig({ ...prod, PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_TIME_COST: production needs/,
    );
    expect(() => loadPasswordHashing({ NODE_ENV: 'production', PASSWORD_HASH_TIME_COST: '1' })).toThrow(/OWASP/);
    expect(() => loadConfig({ ...prod, PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_TIME_COST: '2' })).not.toThrow();
  });

  it('requires the card notification secret of a hosted page in production and generates one in development', () => {
    const hosted = { NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), CARD_PROVIDER_URL: 'https://pay.example.com/' };
    expect(() => loadConfig(hosted)).toThrow(/CARD_WEBHOOK_SECRET: required when NODE_ENV=production/);
    expect(loadConfig({ ...hosted, CARD_WEBHOOK_SECRET: 'c'.repeat(32) }).payments.card.provider).toBe('hosted');
    // Without a card adapter production takes no card (the boot then checks whether a gate offers it).
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }).payments.card).toMatchObject({
      provider: 'none',
      providerChosen: false,
    });
    const dev = loadConfig({ DATA_DIR: dataDir });
    expect(dev.payments.card.webhookSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).payments.card.webhookSecret).toBe(dev.payments.card.webhookSecret);
    const prod = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), CARD_WEBHOOK_SECRET: 'c'.repeat(32) });
    expect(prod.delivery.webhookSecret).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET/);
  });

  it('chooses the card adapter: NMI with its three keys, the sandbox never in production', () => {
    const nmi = { NMI_SECURITY_KEY: 'security-key', NMI_TOKENIZATION_KEY: 'tokenization-key', NMI_WEBHOOK_SIGNING_KEY: 'signing-key' };
    expect(loadConfig({ DATA_DIR: dataDir }).payments.card.provider).toBe('sandbox');
    const c = loadConfig({ DATA_DIR: dataDir, ...nmi, NMI_API_URL: 'https://gw.example.com/' });
    expect(c.payments.card.provider).toBe('nmi');
    expect(c.payments.nmi).toMatchObject({
      apiUrl: 'https://gw.example.com',
      collectJsUrl: 'https://gw.example.com/token/Collect.js',
      securityKey: 'security-key',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, CARD_PROVIDER: 'nmi', NMI_SECURITY_KEY: 'security-key' })).toThrow(
      /NMI_TOKENIZATION_KEY, NMI_WEBHOOK_SIGNING_KEY: required when CARD_PROVIDER=nmi/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, CARD_PROVIDER: 'hosted' })).toThrow(
      /CARD_PROVIDER_URL: required when CARD_PROVIDER=hosted/,
    );
    const prod = { NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...prod, CARD_PROVIDER: 'sandbox' })).toThrow(
      /CARD_PROVIDER: the sandbox never takes payments in production/,
    );
    // NMI in production needs no generic card secret.
    expect(loadConfig({ ...prod, ...nmi }).payments.card.provider).toBe('nmi');
  });

  it('webhooks: no exempted ranges and a 3-day schedule by default; bad ranges and schedules stop the boot', () => {
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c.webhooks).toMatchObject({ allowCidrs: [], timeoutMs: 10_000, disableAfterSeconds: 259_200, balanceLowUnits: 1 });
    const total = c.webhooks.retrySchedule.reduce((a, b) => a + b, 0);
    // The last retry of one event comes after the 3 days that disable an endpoint, even with -10 % jitter on every
    // delay, so a dead endpoint is disabled by one event's retries; and it stays about 3 days.
    expect(total * 0.9).toBeGreaterThan(c.webhooks.disableAfterSeconds);
    expect(total / 86_400).toBeLessThan(4);
    expect(
      loadConfig({ DATA_DIR: dataDir, WEBHOOK_ALLOW_CIDRS: '127.0.0.0/8, fd00::/8', WEBHOOK_RETRY_SCHEDULE: '0.5,2' }).webhooks,
    ).toMatchObject({
      allowCidrs: ['127.0.0.0/8', 'fd00::/8'],
      retrySchedule: [0.5, 2],
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, WEBHOOK_ALLOW_CIDRS: '10.0.0.0' })).toThrow(
      /WEBHOOK_ALLOW_CIDRS: must be a comma list of address ranges/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, WEBHOOK_ALLOW_CIDRS: '10.0.0.0/33' })).toThrow(/WEBHOOK_ALLOW_CIDRS/);
    expect(() => loadConfig({ DATA_DIR: dataDir, WEBHOOK_RETRY_SCHEDULE: '5,soon' })).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
  });
});
