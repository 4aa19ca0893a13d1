import 'reflect-metadata';
import cluster from 'node:cluster';
import { ConfigError } from './config';
import { configOrExit } from './ops/command-config';
import { createLogger } from './common/logger';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seeders/demo.seeder';
import { startServer } from './server';
import { exitGracefullyOnSignals } from './ops/shutdown';
import { runWebCluster, StoppedBeforeServing, waitForTurn } from './ops/web-cluster';

/** How long web processes may take to drain on SIGTERM (in-flight requests, running jobs). */
const GRACE_MS = 15_000;

async function main(): Promise<void> {
  const started = Date.now();
  const config = configOrExit();
  const logger = createLogger(config.logLevel);
  // WEB_CONCURRENCY=N → this process becomes the primary of N web processes on one port (ops/web-cluster.ts).
  // The configuration was read (and any development secret created in DATA_DIR) before the children start.
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    runWebCluster({ size: config.webConcurrency, spares: config.webSpareProcesses, logger, graceMs: GRACE_MS + 5_000 });
    return;
  }
  // A child of the cluster opens the port when the primary says so (at once, or later as a spare taking over). A
  // SIGTERM before then (a spare when the cluster stops) closes what it started — its job worker finishes its
  // running jobs — and exits 0.
  const early = new AbortController();
  const stopEarly = () => early.abort();
  if (cluster.isWorker) {
    process.once('SIGTERM', stopEarly);
    process.once('SIGINT', stopEarly);
  }
  let server;
  try {
    server = await startServer(config, { logger, beforeListen: () => waitForTurn(early.signal) });
  } catch (e) {
    if (e instanceof StoppedBeforeServing) {
      logger.info('spare web process stopped');
      process.exit(0);
    }
    throw e;
  } finally {
    process.off('SIGTERM', stopEarly);
    process.off('SIGINT', stopEarly);
  }
  const lines = [
    `Trafficgate is listening on ${server.url} (ready in ${Date.now() - started} ms)`,
    `  database: ${config.databaseUrl ? 'PostgreSQL from DATABASE_URL' : `embedded PGlite in ${config.dataDir}`}`,
    // While the app runs, its data directory is locked: other tools (psql, create-admin) go through its socket.
    ...(server.embedded ? [`            tools while it runs: DATABASE_URL=${server.embedded.url}`] : []),
    `  GraphQL:  ${server.url}/graphql    REST: ${server.url}/api`,
  ];
  if (config.seedDemo) {
    lines.push(`  demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  }
  if (server.createdGate) lines.push(`  first run: created the default gate "${config.firstRunGate.name}" (${server.createdGate})`);
  if (!server.hasSuperAdmin) {
    lines.push('  no super admin yet: create one with `npm run create-admin -- --email you@example.com` (the password is prompted)');
  }
  lines.push(`  health: ${server.url}/healthz    readiness: ${server.url}/readyz    metrics: ${server.url}/metrics`);
  // In a cluster the first web process speaks for all of them.
  if (cluster.isPrimary || cluster.worker?.id === 1) console.log(lines.join('\n'));

  exitGracefullyOnSignals(logger, 'shutting down', GRACE_MS, () => server.close());
}

main().catch((err) => {
  // A configuration the database shows to be unusable (a gate offers card and no adapter takes it) exits as a
  // refused variable does.
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(78);
  }
  console.error(err);
  process.exit(1);
});
