import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { webProcessArgs } from './v8-heap';

/*
 * WEB_CONCURRENCY=N: the primary process forks N web processes that share one listening
 * port through node:cluster (the primary accepts and hands each connection to a child in turn). Every child is a
 * complete, stateless web process: what must be shared lives in PostgreSQL or Redis, never in a process. The primary
 * serves no request and holds no state besides its children:
 *   - WEB_SPARE_PROCESSES (default 1) more children boot completely and wait before opening the port. When a serving
 *     child dies, a spare opens the port at once — booting a process takes seconds (10 s and more on a busy 2-core
 *     machine), taking over takes milliseconds — and a new spare is forked;
 *   - a child that dies is replaced after a backoff (0.1 s, doubling per crash in a row, at most 30 s); a child
 *     that ran for a minute resets the count, so one crash an hour is replaced at once;
 *   - SIGTERM / SIGINT are passed to every child, which drains (ops/shutdown.ts: in-flight requests and running jobs
 *     finish); the primary exits 0 when all are gone, 1 after `graceMs` (the stragglers are killed).
 * The protocol with a child is two messages: the child says READY when it could open the port, the primary
 * answers LISTEN when it should (main.ts: `waitForTurn`).
 * node:cluster's round-robin primary closes its copy of a connection only when the child acknowledges it, so the one
 * connection being handed to a child at the instant it is killed with -9 is left open with nobody reading it (its
 * client times out). Node gives the primary no way to reach it; docs/operations.md says so.
 */

export const READY = 'trafficgate:ready-to-listen';

/*
 * glibc's malloc keeps up to eight arenas per core, one per thread that allocates at once (argon2 hashing and
 * compression run on libuv's threads); the memory an arena frees stays in the process. Two arenas hold a web
 * process's resident size flat under a day's mix (docs/operations.md "Soak"). glibc reads the variable when a
 * process starts, so the primary gives it to the children it forks; an operator's own value wins.
 */
export const CHILD_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
export const LISTEN = 'trafficgate:listen';

export interface WebClusterOptions {
  size: number;
  /** Booted children kept waiting to replace a serving one at once. */
  spares: number;
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
  const { size, spares, logger, graceMs } = opts;
  const base = opts.baseBackoffMs ?? 100;
  const maxBackoff = opts.maxBackoffMs ?? 30_000;
  const stableAfter = opts.stableAfterMs ?? 60_000;
  // Each web process gets the young generation's size on its command line (ops/v8-heap.ts), however the primary began.
  cluster.setupPrimary({ execArgv: webProcessArgs(process.execArgv) });
  let stopping = false;
  let crashesInARow = 0;
  const bornAt = new Map<number, number>();
  /** Children that opened the port. */
  const serving = new Set<number>();
  /** Booted children waiting for their turn, oldest first. */
  const waiting: Worker[] = [];

  const promote = () => {
    while (serving.size < size && waiting.length) {
      const child = waiting.shift()!;
      if (child.isDead()) continue;
      serving.add(child.id);
      child.send(LISTEN);
      logger.info({ pid: child.process.pid, workerId: child.id }, 'web process serving');
    }
  };

  const fork = (): void => {
    const child = cluster.fork(CHILD_ENV);
    bornAt.set(child.id, Date.now());
    child.on('message', (message: unknown) => {
      if (message !== READY || stopping) return;
      waiting.push(child);
      promote();
    });
    child.on('exit', (code, signal) => {
      const lived = Date.now() - (bornAt.get(child.id) ?? Date.now());
      bornAt.delete(child.id);
      const wasServing = serving.delete(child.id);
      const i = waiting.indexOf(child);
      if (i >= 0) waiting.splice(i, 1);
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) {
          logger.info('web cluster stopped: every web process drained');
          process.exit(0);
        }
        return;
      }
      // A spare takes over before anything else.
      if (wasServing) promote();
      crashesInARow = lived >= stableAfter ? 1 : crashesInARow + 1;
      const delay = Math.min(maxBackoff, base * 2 ** (crashesInARow - 1));
      logger.warn(
        { pid: child.process.pid, code, signal, serving: serving.size, restartInMs: delay },
        'web process died; starting a new one',
      );
      setTimeout(() => {
        if (!stopping) fork();
      }, delay);
    });
  };

  for (let i = 0; i < size + spares; i += 1) fork();
  logger.info({ processes: size, spares, pid: process.pid }, `web cluster: ${size} web processes share the port, ${spares} spare`);

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

/**
 * In a child of the web cluster: says it is ready and resolves when the primary lets it open the port (at once,
 * or when it replaces a serving child); rejects when `stop` aborts first (a spare told to shut down). Outside a
 * cluster: resolves at once.
 */
export function waitForTurn(stop?: AbortSignal): Promise<void> {
  if (!cluster.isWorker || !process.send) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      process.off('message', onMessage);
      stop?.removeEventListener('abort', onAbort);
    };
    const onMessage = (message: unknown) => {
      if (message !== LISTEN) return;
      done();
      resolve();
    };
    const onAbort = () => {
      done();
      reject(new StoppedBeforeServing());
    };
    if (stop?.aborted) return onAbort();
    stop?.addEventListener('abort', onAbort);
    process.on('message', onMessage);
    process.send!(READY);
  });
}

/** A cluster child was told to stop before it opened the port: it closed what it had started. */
export class StoppedBeforeServing extends Error {
  constructor() {
    super('stopped before serving');
  }
}
