/*
 * The cluster through PgBouncer in transaction mode: 6 web processes with DB_POOL_MAX=20 and 2 workers against a
 * private PostgreSQL limited to max_connections=50 — without the pooler the web processes alone could ask for
 * 161. PgBouncer lends at most 15 server connections; LISTEN, the boot lock and the job queue connect directly
 * (DATABASE_DIRECT_URL). Every check of cluster-suite.mjs holds, and the peak connection counts are printed.
 */
import { clusterSuite } from './cluster-suite.mjs';

clusterSuite({ webProcesses: 6, dbPoolMax: 20, pgbouncer: { maxConnections: 50, poolSize: 15 } });
