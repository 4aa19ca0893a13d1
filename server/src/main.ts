import 'reflect-metadata';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './common/logger';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seeders/demo.seeder';
import { startServer } from './server';
import { exitGracefullyOnSignals } from './ops/shutdown';

async function main(): Promise<void> {
  const started = Date.now();
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    throw e;
  }
  const logger = createLogger(config.logLevel);
  const server = await startServer(config, { logger });
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
  console.log(lines.join('\n'));

  exitGracefullyOnSignals(logger, 'shutting down', 15_000, () => server.close());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
