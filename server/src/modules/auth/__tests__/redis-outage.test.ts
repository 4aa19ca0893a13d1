import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { capturedLogger } from '../../../../test/captured-log';
import { startTestServer, type TestServer } from '../../../../test/harness';

/*
 * Redis unreachable at boot and mid-run never fails a login. The limits then hold
 * per process (the memory insurance limiter), one warning is logged per outage, /metrics shows redis_up 0, and the
 * shared counters are used again once Redis answers. The Redis is a real redis-server this test starts and stops.
 */

/**
 * A port where nothing answers (each connection is reset at once), held until `release` frees it for redis-server:
 * a port closed at once and opened seconds later could be taken in between by a server of another test.
 */
async function holdPort(): Promise<{ port: number; release(): Promise<void> }> {
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.resetAndDestroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}

describe('rate limits while Redis is unreachable', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let t: TestServer;
  const { logger, lines } = capturedLogger<{ msg?: string; level: number }>('info');
  const login = (password: string, ip: string) =>
    t.http.post('/api/login').set('x-forwarded-for', ip).send({ username: 'vip@example.com', password });
  const redisUp = async () => /^redis_up (\d)/m.exec((await t.http.get('/metrics')).text)?.[1];
  const warnings = () => lines.filter((l) => l.msg?.startsWith('Redis unreachable')).length;

  let held: Awaited<ReturnType<typeof holdPort>>;

  beforeAll(async () => {
    held = await holdPort();
    port = held.port;
    // Nothing answers on the port yet: Redis is down at boot.
    t = await startTestServer(
      {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_KEY_PREFIX: `tgtest-${process.pid}-${Date.now()}`,
        TRUST_PROXY: 'loopback',
        LOGIN_RATE_PAIR_POINTS: '2',
        LOGIN_RATE_MAX_DELAY_MS: '0',
      },
      { logger },
    );
  });
  afterAll(async () => {
    await held?.release(); // already released by the test when it got that far: close then just reports it
    await t?.close();
    redis?.kill('SIGKILL');
  });

  it('answers logins from memory limits while Redis is down, with one warning and redis_up 0; shared again once it is up', async () => {
    await until(async () => (await redisUp()) === '0', 'redis_up 0');
    expect((await login('demo-password', '198.51.100.1')).status).toBe(200);
    // The pair limit still holds, counted in this process.
    expect([
      (await login('bad', '198.51.100.2')).status,
      (await login('bad', '198.51.100.2')).status,
      (await login('demo-password', '198.51.100.2')).status,
    ]).toEqual([401, 401, 429]);
    expect(warnings()).toBe(1);

    await held.release();
    redis = startRedis(port);
    await until(async () => (await redisUp()) === '1', 'redis_up 1');
    // Counted in Redis now: a fresh pair starts from zero there, and the counters are in Redis's keys.
    expect([
      (await login('bad', '198.51.100.3')).status,
      (await login('bad', '198.51.100.3')).status,
      (await login('demo-password', '198.51.100.3')).status,
    ]).toEqual([401, 401, 429]);
    expect(lines.some((l) => l.msg?.startsWith('Redis reachable again'))).toBe(true);

    // Mid-run outage: Redis stops; logins still answer, never 5xx, and one more warning.
    redis.kill('SIGTERM');
    await new Promise((resolve) => redis!.once('exit', resolve));
    const during = await Promise.all(['198.51.100.4', '198.51.100.5', '198.51.100.6'].map((ip) => login('demo-password', ip)));
    expect(during.map((r) => r.status)).toEqual([200, 200, 200]);
    await until(async () => (await redisUp()) === '0', 'redis_up 0 again');
    expect(warnings()).toBe(2);
  });
});
