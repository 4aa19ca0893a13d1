import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import { Client } from 'pg';
import pino from 'pino';
import request from 'supertest';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/db/seeders/demo.seeder';
import { type RunningServer, startServer } from '../src/server';
import { readState, withDatabase } from './template';

/*
 * Boots the whole app on a fresh copy of the seeded demo database, listening on a real port. Tests talk to it
 * through HTTP only (supertest against the URL), as a client would.
 */

export interface TestServer {
  url: string;
  server: RunningServer;
  http: ReturnType<typeof request>;
  /** SQL statements the ORM sent since the last reset. */
  queries: { count: number; log: string[]; reset(): void };
  /** Logs in through POST /api/login and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** Runs a GraphQL operation through POST /graphql. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** The server's logger (default: silent); a test that asserts what is logged passes one writing to a buffer. */
  logger?: pino.Logger;
  /**
   * On PostgreSQL: DATABASE_DIRECT_URL names the database by another URL than DATABASE_URL, as when DATABASE_URL
   * is a pooler's address.
   */
  pooled?: boolean;
}

export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const state = readState();
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (state.kind === 'postgres') {
    const name = `tg_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: state.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${state.template}`);
    await admin.end();
    databaseUrl = withDatabase(state.adminUrl!, name);
    dropDatabase = async () => {
      const c = new Client({ connectionString: state.adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    // The job queue starts but does not poll: a test runs due jobs when it chooses (server.services.jobs.drain()).
    RUN_WORKER: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(databaseUrl && options.pooled ? { DATABASE_DIRECT_URL: databaseUrl.replace(/^postgres:/, 'postgresql:') } : {}),
    ...env,
  });
  const queries = {
    count: 0,
    log: [] as string[],
    reset() {
      this.count = 0;
      this.log = [];
    },
  };
  const snapshot = state.kind === 'pglite' ? new Blob([fs.readFileSync(state.tarball!)]) : undefined;
  const server = await startServer(config, {
    logger: options.logger ?? pino({ level: 'silent' }),
    embeddedSnapshot: snapshot,
    onQuery: (message) => {
      if (!message.startsWith('[query]')) return;
      queries.count += 1;
      queries.log.push(message);
    },
  });
  const url = `http://127.0.0.1:${server.port}`;
  const http = request(url);
  return {
    url,
    server,
    http,
    queries,
    async login(email, password = DEMO_PASSWORD) {
      const res = await http.post('/api/login').send({ username: email, password });
      if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
    async gql(query, variables, token, headers = {}) {
      let req = http.post('/graphql').set('content-type', 'application/json');
      if (token) req = req.set('authorization', `Bearer ${token}`);
      for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
      const res = await req.send({ query, variables });
      return { status: res.status, data: res.body.data, errors: res.body.errors };
    },
    async close() {
      await server.close();
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server process on the same database as `first` (through the embedded database's socket on PGlite), with
 * its JWT secret and data directory, and no worker: for what must hold across processes (per-process caches).
 */
export async function startSecondProcess(first: TestServer): Promise<{ server: RunningServer; url: string; databaseUrl: string }> {
  const config = first.server.services.config;
  const databaseUrl = config.databaseUrl ?? first.server.embedded!.url;
  const server = await startServer(
    loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      RUN_WORKER: 'false',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: config.jwtSecret,
      DATA_DIR: config.dataDir,
    }),
    { logger: pino({ level: 'silent' }) },
  );
  return { server, url: `http://127.0.0.1:${server.port}`, databaseUrl };
}
