import cluster from 'node:cluster';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import type { IncomingMessage } from 'node:http';
import v8 from 'node:v8';
import type { ApolloServerPlugin } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf } from '../db/internals/pool';
import type { ReadReplicaRouting } from '../db/replica.types';
import type { AnswerStep, StartStep } from '../graphql/request-plugin';
import { withDeadline } from './readiness';

/*
 * Prometheus metrics (operators need to see inside). One Registry per app, never prom-client's global
 * one: tests boot many apps in one process. Node's own metrics (event-loop lag, heap, GC, CPU) belong to the process:
 * they are collected once, into a registry of their own, and merged in when /metrics is read. Every label has a
 * bounded set of values: routes are the matched route patterns (never the raw URL), GraphQL operation names are kept
 * up to MAX_OPERATION_NAMES and then counted as "(other)".
 */

const MAX_OPERATION_NAMES = 200;
/** How long a scrape waits for the database's figures before it answers without them. */
const DB_GAUGE_TIMEOUT_MS = 1000;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

let processRegistry: Registry | undefined;

/** The process-wide default metrics, registered on first use. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    liveHeapAfterMajorGc(processRegistry);
  }
  return processRegistry;
}

/**
 * The V8 heap in use right after the last full (mark-sweep-compact) collection: what the process still holds when
 * the garbage is gone. RSS and the heap's size also move with how much garbage waits and how large V8 lets its spaces
 * grow under load; this figure grows only with what is kept, so a leak is a rising line of it over hours.
 */
function liveHeapAfterMajorGc(register: Registry): void {
  const gauge = new Gauge({
    name: 'nodejs_heap_used_after_major_gc_bytes',
    help: 'V8 heap used right after the last full garbage collection (0 until one has run)',
    registers: [register],
  });
  gauge.set(0);
  const observer = new PerformanceObserver((list) => {
    // A gc entry's detail carries the collection's kind (Node's perf_hooks documentation); the typings leave it out.
    const kinds = list.getEntries().map((e) => (e as { detail?: { kind?: number } }).detail?.kind);
    if (kinds.includes(constants.NODE_PERFORMANCE_GC_MAJOR)) {
      gauge.set(v8.getHeapStatistics().used_heap_size);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
}

export interface AppMetrics {
  /** This app's metrics only. */
  registry: Registry;
  /** The Prometheus text of this app's and the process's metrics. */
  render(): Promise<string>;
  contentType: string;
  /** Times every HTTP request by method, matched route pattern and status. */
  httpMiddleware: RequestHandler;
  /** Empties the registry when Apollo stops. */
  apolloPlugin: ApolloServerPlugin;
  /** Counts and times GraphQL operations (over HTTP and the REST layer's in-process ones) by name and type. */
  operationSteps: { start: StartStep; answer: AnswerStep };
}

/** Route labels of the requests Fastify answers (app.ts): express's own routing does not see them. */
const fastifyRoutes = new WeakMap<IncomingMessage, string>();

/** Labels a request Fastify routed (its route's URL), for the duration histogram. */
export function labelRoute(req: IncomingMessage, route: string): void {
  fastifyRoutes.set(req, route);
}

/** The route pattern that answered: "/api/projects/:id", "/graphql", "(page)" for server-rendered pages. */
export function routeLabel(req: Request, status: number): string {
  const routed = fastifyRoutes.get(req);
  if (routed) return routed;
  const route = (req as Request & { route?: { path?: unknown } }).route;
  const base = req.baseUrl ?? '';
  if (route) {
    const p = route.path;
    // A router mounted at a resource's path answers its collection at `/` (rest/router.ts): labelled without it.
    if (typeof p === 'string') return (p === '/' && base ? base : `${base}${p}`) || '/';
    if (Array.isArray(p) && p.every((x) => typeof x === 'string')) return p.map((x) => `${base}${x}`).join('|');
    return `${base}(page)`;
  }
  if (base) return base;
  return status === 404 ? '(unmatched)' : '(static)';
}

export interface MetricSources {
  /** 1 while the rate limits' Redis answers, 0 while not; undefined without Redis (no metric). */
  redisUp?: () => number | undefined;
  /** The read replica (DATABASE_REPLICA_URL), if any. */
  replica?: Pick<ReadReplicaRouting, 'state' | 'lagSeconds' | 'reads'>;
}

export function createMetrics(orm: MikroORM<PostgreSqlDriver>, sources: MetricSources = {}): AppMetrics {
  const registry = new Registry();
  const defaults = processMetrics();
  // Dropped when the app stops (the Apollo plugin below), so a stopped app is not kept alive by its gauges.
  let source: MikroORM<PostgreSqlDriver> | undefined = orm;

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, matched route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const gqlDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operation duration by operation name and type',
    labelNames: ['operation', 'type'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const gqlCount = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations by operation name, type and outcome (ok or error)',
    labelNames: ['operation', 'type', 'outcome'] as const,
    registers: [registry],
  });
  const pool = () => (source ? poolOf(source) : undefined);
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (used, free) and requests waiting (pending_acquires, pending_creates)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const p = pool();
      this.set({ state: 'used' }, p?.numUsed() ?? 0);
      this.set({ state: 'free' }, p?.numFree() ?? 0);
      this.set({ state: 'pending_acquires' }, p?.numPendingAcquires() ?? 0);
      this.set({ state: 'pending_creates' }, p?.numPendingCreates() ?? 0);
    },
  });

  // Read from the database on each scrape: the reconciliation runs in whichever process works the job, and any web
  // process answers /metrics. Without an answer in time (the database is down) it is NaN: unknown, never a false 0.
  new Gauge({
    name: 'payment_discrepancies_open',
    help: "Findings of the daily NMI reconciliation no one has resolved yet (docs/payments.md 'Reconciliation')",
    registers: [registry],
    async collect() {
      try {
        if (!source) throw new Error('the app has stopped');
        const rows = await withDeadline(
          source.em
            .getConnection()
            .execute<{ n: string | number }[]>('select count(*) as n from payment_discrepancies where resolved_at is null'),
          DB_GAUGE_TIMEOUT_MS,
        );
        this.set(Number(rows[0].n));
      } catch {
        this.set(Number.NaN);
      }
    },
  });

  if (sources.redisUp?.() !== undefined) {
    new Gauge({
      name: 'redis_up',
      help: 'Whether Redis (the shared rate-limit counters) answers: 1 yes, 0 no (each process then counts in memory)',
      registers: [registry],
      collect() {
        this.set(sources.redisUp?.() ?? 0);
      },
    });
  }

  const { replica } = sources;
  if (replica) {
    new Gauge({
      name: 'database_replica_up',
      help: 'Whether reports and staff lists read from the read replica: 1 yes, 0 skipped (down, lagging or not yet checked)',
      registers: [registry],
      collect() {
        this.set(replica.state === 'up' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'database_replica_lag_seconds',
      help: "How far the read replica's replay is behind, at its last health check (NaN when it did not answer)",
      registers: [registry],
      collect() {
        this.set(replica.lagSeconds ?? Number.NaN);
      },
    });
    new Counter({
      name: 'database_replica_reads_total',
      help: 'Reads routed to the replica by target: replica, or primary when the replica was skipped or failed',
      labelNames: ['target'] as const,
      registers: [registry],
      collect() {
        // The counts live on the replica object (it counts as it routes); they only grow.
        this.reset();
        this.inc({ target: 'replica' }, replica.reads.replica);
        this.inc({ target: 'primary' }, replica.reads.primary);
      },
    });
  }

  // Which web process of a WEB_CONCURRENCY cluster answered (its cluster id grows with every restart).
  if (cluster.isWorker && cluster.worker) {
    const info = new Gauge({
      name: 'web_process_info',
      help: 'This web process of a WEB_CONCURRENCY cluster: its cluster worker id and pid',
      labelNames: ['worker_id', 'pid'] as const,
      registers: [registry],
    });
    info.set({ worker_id: String(cluster.worker.id), pid: String(process.pid) }, 1);
  }

  const httpMiddleware: RequestHandler = (req, res, next) => {
    const end = httpDuration.startTimer();
    res.once('finish', () => end({ method: req.method, route: routeLabel(req, res.statusCode), status_code: String(res.statusCode) }));
    next();
  };

  const seen = new Set<string>();
  const operationLabel = (name: string | null | undefined): string => {
    if (!name) return '(anonymous)';
    if (!OPERATION_NAME.test(name)) return '(invalid)';
    if (seen.has(name)) return name;
    if (seen.size >= MAX_OPERATION_NAMES) return '(other)';
    seen.add(name);
    return name;
  };

  const apolloPlugin: ApolloServerPlugin = {
    async serverWillStart() {
      return {
        async serverWillStop() {
          source = undefined;
          registry.clear();
        },
      };
    },
  };

  /** When each operation started (Apollo's request context is one object from its start to its answer). */
  const startedAt = new WeakMap<object, number>();
  const operationSteps: AppMetrics['operationSteps'] = {
    start: (rc) => void startedAt.set(rc, performance.now()),
    answer: (rc) => {
      const { operation, operationName, errors, response } = rc;
      // Only operations that parsed and validated are named; anything else is one bucket.
      const operationType = operation?.operation ?? '(invalid)';
      const label = operation ? operationLabel(operation.name?.value ?? operationName) : '(invalid)';
      const failed = !!errors?.length || (response.body.kind === 'single' && !!response.body.singleResult.errors?.length);
      const seconds = (performance.now() - (startedAt.get(rc) ?? performance.now())) / 1e3;
      gqlDuration.observe({ operation: label, type: operationType }, seconds);
      gqlCount.inc({ operation: label, type: operationType, outcome: failed ? 'error' : 'ok' });
    },
  };

  return {
    registry,
    render: () => Registry.merge([defaults, registry]).metrics(),
    contentType: registry.contentType,
    httpMiddleware,
    apolloPlugin,
    operationSteps,
  };
}
