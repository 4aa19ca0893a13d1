import { EventEmitter } from 'node:events';
import '../queue';

// pg-boss 10.4 does not await a finished job's completion (see queue.ts): when that query fails, the failure must
// reach the queue's 'error' event (logged) and must not become an unhandled rejection, which would end the process.
describe('a failed job completion (pg-boss worker loop)', () => {
  const Manager = require('pg-boss/src/manager') as { prototype: object };

  function managerWithBrokenDatabase(): EventEmitter & {
    complete: (...a: unknown[]) => Promise<unknown>;
    fail: (...a: unknown[]) => Promise<unknown>;
  } {
    const m = Object.create(Manager.prototype);
    EventEmitter.call(m);
    m.db = { executeSql: () => Promise.reject(new Error('unnamed prepared statement does not exist')) };
    return m;
  }

  it.each(['complete', 'fail'] as const)(
    '%s: reported as a queue error, never unhandled; an awaiting caller still sees it',
    async (method) => {
      const manager = managerWithBrokenDatabase();
      const errors: unknown[] = [];
      manager.on('error', (e) => errors.push(e));
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      try {
        // As pg-boss's worker does: the promise is dropped.
        void manager[method]('receipts', ['00000000-0000-0000-0000-000000000001']);
        await expect(manager[method]('receipts', ['00000000-0000-0000-0000-000000000002'])).rejects.toThrow('unnamed prepared statement');
        await new Promise((r) => setImmediate(r));
        expect(unhandled).toEqual([]);
        expect(errors).toHaveLength(2);
      } finally {
        process.off('unhandledRejection', onUnhandled);
      }
    },
  );
});
