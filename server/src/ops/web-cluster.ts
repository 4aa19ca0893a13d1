import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/*
 * WEB_CONCURRENCY=N (issue 18 "Process model"): the primary process forks N web processes that share one listening
 * port through node:cluster (the primary accepts and hands each connection to a child in turn). Every child is a
 * complete, stateless web process: what must be shared lives in PostgreSQL or Redis, never in a process. The primary
 * serves no request and holds no state besides its children:
 *   - a child that dies unexpectedly is forked again after a backoff (0.1 s, doubling per crash in a row, at most
 *     30 s); a child that ran for a minute resets the count, so one crash an hour is restarted at once;
 *   - SIGTERM / SIGINT are passed to every child, which drains (ops/shutdown.ts: in-flight requests and running jobs
 *     finish); the primary exits 0 when all are gone, 1 after `graceMs` (the stragglers are killed).
 */

export interface WebClusterOptions {
  size: number;
  logger: Logger;
  /** How long the children may take to drain on SIGTERM before they are killed. */
  graceMs: number;
  /** First restart delay; doubled for each further crash in a row. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** A child that lived this long resets the backoff. */
  stableAfterMs?: number;
}

export function runWebCluster(opts: WebClusterOptions): void {
  const { size, logger, graceMs } = opts;
  const base = opts.baseBackoffMs ?? 100;
  const maxBackoff = opts.maxBackoffMs ?? 30_000;
  const stableAfter = opts.stableAfterMs ?? 60_000;
  let stopping = false;
  let crashesInARow = 0;
  const bornAt = new Map<number, number>();

  const fork = (slot: number): Worker => {
    const child = cluster.fork({ WEB_PROCESS_SLOT: String(slot) });
    bornAt.set(child.id, Date.now());
    child.on('exit', (code, signal) => {
      const lived = Date.now() - (bornAt.get(child.id) ?? Date.now());
      bornAt.delete(child.id);
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) {
          logger.info('web cluster stopped: every web process drained');
          process.exit(0);
        }
        return;
      }
      crashesInARow = lived >= stableAfter ? 1 : crashesInARow + 1;
      const delay = Math.min(maxBackoff, base * 2 ** (crashesInARow - 1));
      logger.warn({ pid: child.process.pid, code, signal, restartInMs: delay }, 'web process died; starting a new one');
      setTimeout(() => {
        if (!stopping) fork(slot);
      }, delay);
    });
    return child;
  };

  for (let slot = 0; slot < size; slot += 1) fork(slot);
  logger.info({ processes: size, pid: process.pid }, `web cluster: ${size} web processes share the port`);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'web cluster shutting down: every web process drains');
    const children = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (children.length === 0) process.exit(0);
    for (const child of children) child.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const child of Object.values(cluster.workers ?? {})) child?.process.kill('SIGKILL');
      process.exit(1);
    }, graceMs);
    force.unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
