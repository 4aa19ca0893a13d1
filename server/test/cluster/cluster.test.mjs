/*
 * The cluster on direct connections: 3 web processes (DB_POOL_MAX=5) and 2 workers on the PostgreSQL of
 * DATABASE_URL (cluster-suite.mjs has the checks).
 */
import { clusterSuite } from './cluster-suite.mjs';

clusterSuite({ webProcesses: 3, dbPoolMax: 5 });
