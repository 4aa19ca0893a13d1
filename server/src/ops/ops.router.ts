import { timingSafeEqual } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import express, { type Router } from 'express';
import type { AppMetrics } from './metrics';
import { checkReadiness } from './readiness';

/*
 * Operator endpoints, mounted before gate resolution: they need no gate. /readyz checks the database, and /metrics
 * reads one figure from it (the open payment discrepancies).
 *   GET /healthz  the process is alive and serving: always 200 {"status":"ok"}
 *   GET /readyz   database reachable and migrations applied: 200, else 503 with the failing check
 *   GET /metrics  Prometheus text format; with METRICS_TOKEN set, only for `Authorization: Bearer <token>`
 */

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function createOpsRouter(opts: { orm: MikroORM<PostgreSqlDriver>; metrics: AppMetrics; metricsToken?: string }): Router {
  const router = express.Router();
  const noStore = (res: express.Response) => res.set('Cache-Control', 'no-store');

  router.get('/healthz', (_req, res) => {
    noStore(res).json({ status: 'ok' });
  });

  router.get('/readyz', async (_req, res) => {
    const r = await checkReadiness(opts.orm);
    noStore(res);
    if (r.ready) return void res.json({ status: 'ok', checks: r.checks });
    res
      .status(503)
      .set('Retry-After', '5')
      .json({
        status: 'unavailable',
        error: r.error,
        checks: r.checks,
        ...(r.pendingMigrations ? { pendingMigrations: r.pendingMigrations } : {}),
      });
  });

  router.get('/metrics', async (req, res) => {
    noStore(res);
    if (opts.metricsToken && !tokenMatches(req.get('authorization'), opts.metricsToken)) {
      return void res
        .status(401)
        .set('WWW-Authenticate', 'Bearer realm="metrics"')
        .json({ code: 401, message: 'A valid metrics token is required.' });
    }
    res.type(opts.metrics.contentType).send(await opts.metrics.render());
  });

  return router;
}
