import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import { Client } from 'pg';
import { startEmbeddedDatabase } from '../src/db/embedded';
import { createOrm } from '../src/db/orm';
import { seedDemo } from '../src/db/seeders/demo.seeder';
import pino from 'pino';
import { JobQueue } from '../src/jobs/queue';
import { STATE_ENV } from './state';

/*
 * One seeded template per test run, copied fresh for every test file: on PostgreSQL a template database
 * (CREATE DATABASE … TEMPLATE), on PGlite a data-directory tarball loaded into a new in-memory instance.
 */

export interface TemplateState {
  kind: 'postgres' | 'pglite';
  /** postgres: admin URL (database `postgres`) and template name; pglite: tarball path. */
  adminUrl?: string;
  template?: string;
  tarball?: string;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** pg-boss's tables belong in the template too, so a test server's queue starts without creating them. */
async function installJobQueue(url: string): Promise<void> {
  const queue = new JobQueue(url, { work: false, logger: pino({ level: 'silent' }) });
  await queue.start();
  await queue.stop();
}

export async function makeTemplate(): Promise<TemplateState> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `tg_template_${process.pid}`;
    const adminUrl = withDatabase(url, 'postgres');
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`);
      await admin.query(`CREATE DATABASE ${template}`);
    } finally {
      await admin.end();
    }
    const orm = await createOrm({ url: withDatabase(url, template) });
    try {
      await orm.getMigrator().up();
      await seedDemo(orm.em.fork());
    } finally {
      await orm.close(true);
    }
    await installJobQueue(withDatabase(url, template));
    return { kind: 'postgres', adminUrl, template };
  }
  const db = await startEmbeddedDatabase();
  try {
    const orm = await createOrm({ url: db.url });
    try {
      await orm.getMigrator().up();
      await seedDemo(orm.em.fork());
    } finally {
      await orm.close(true);
    }
    await installJobQueue(db.url);
    const tarball = path.join(os.tmpdir(), `trafficgate-template-${process.pid}.tar`);
    fs.writeFileSync(tarball, Buffer.from(await (await db.dump()).arrayBuffer()));
    return { kind: 'pglite', tarball };
  } finally {
    await db.stop();
  }
}

export async function dropTemplate(state: TemplateState): Promise<void> {
  if (state.kind === 'postgres' && state.adminUrl && state.template) {
    const admin = new Client({ connectionString: state.adminUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${state.template}`);
    } finally {
      await admin.end();
    }
  }
  if (state.tarball) fs.rmSync(state.tarball, { force: true });
}

export function readState(): TemplateState {
  const file = process.env[STATE_ENV];
  if (!file) throw new Error('The test template is missing: run the tests through jest (global-setup makes it).');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TemplateState;
}
