import { capturedLogger } from '../../../test/captured-log';
import { FlakyProxy } from '../../../test/flaky-proxy';
import { startTestServer, type TestServer } from '../../../test/harness';
import { JOBS } from '../job-map';
import { JobQueue } from '../queue';

// The worker loop outlives its database: a job whose completion cannot be recorded because the connection broke is
// logged, never an unhandled rejection (which ends a Node process), and the loop works the next job once the
// database is back.
describe('the job worker loop when the database goes away', () => {
  let t: TestServer;
  let proxy: FlakyProxy;
  let queue: JobQueue;
  const { logger, lines } = capturedLogger<{ msg: string }>('warn');

  beforeAll(async () => {
    t = await startTestServer();
    const url = new URL(t.server.services.config.databaseUrl ?? t.server.embedded!.url);
    proxy = new FlakyProxy({ host: url.hostname, port: Number(url.port) });
    await proxy.start();
    url.port = String(proxy.port);
    queue = new JobQueue(url.toString(), { work: true, pollingIntervalSeconds: 0.5, logger });
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop(2000);
    await proxy.stop();
    await t.close();
  });

  it('logs the lost completion, survives, and works the next job after the outage', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const ran: string[] = [];
    try {
      await queue.work(JOBS.ledgerPartitions, async (_data, job) => {
        ran.push(job.id);
        // The database goes away while the job runs: its completion cannot be written.
        if (ran.length === 1) await proxy.cut();
      });
      const first = await t.server.services.jobs.send(JOBS.ledgerPartitions, {});
      const until = (what: () => boolean) =>
        new Promise<void>((resolve, reject) => {
          const deadline = Date.now() + 20_000;
          const check = () => (what() ? resolve() : Date.now() > deadline ? reject(new Error('timed out')) : setTimeout(check, 50));
          check();
        });
      await until(() => lines.some((l) => l.msg.includes('a completion was not recorded')));
      expect(ran).toEqual([first]);
      // It stays active, to run again when it expires; meanwhile the loop polls on through the outage.
      expect((await t.server.services.jobs.getJob(JOBS.ledgerPartitions, first!))?.state).toBe('active');

      await proxy.restore();
      const second = await t.server.services.jobs.send(JOBS.ledgerPartitions, {});
      await until(() => ran.includes(second!));
      await until(() => lines.length > 0);
      const state = async () => (await t.server.services.jobs.getJob(JOBS.ledgerPartitions, second!))?.state;
      const deadline = Date.now() + 10_000;
      while ((await state()) !== 'completed' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await state()).toBe('completed');
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  }, 60_000);
});
