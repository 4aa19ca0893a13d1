import 'reflect-metadata';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { checkUrlAddress, parseWebUrl, SafeFetchError } from '../common/safe-fetch';
import { ConfigError, loadConfig } from '../config';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../db/embedded';
import { createOrm } from '../db/orm';

/*
 * `npm run report:project-urls`: the projects whose URL breaks the address rule a save enforces
 * (modules/projects/project-url.ts) — saved before the rule existed, or written around the API. It only lists them,
 * as CSV on stdout for staff to follow up with the owners; it changes nothing. Private addresses are judged as in
 * production, whatever DEMO_FETCH_ALLOW_PRIVATE says. Each host name is resolved once, a few at a time.
 */

export interface ProjectUrlFinding {
  id: number;
  owner: string;
  gate: string;
  url: string;
  reason: string;
}

const RESOLVING_AT_ONCE = 8;

export async function findProjectUrlsOutsideRule(em: EntityManager): Promise<ProjectUrlFinding[]> {
  const rows = await em
    .getConnection()
    .execute<{ id: number; url: string; owner: string; gate: string }[]>(
      'select p.id, p.url, u.email as owner, g.host as gate from projects p join users u on u.id = p.owner_id join gates g on g.id = u.gate_id order by p.id',
    );
  // Each row's shape by the rule a save applies (parseWebUrl); each distinct host's addresses once, a few at a time.
  const reasons = new Map<number, string>();
  const hostOf = new Map<number, string>();
  for (const row of rows) {
    try {
      hostOf.set(row.id, parseWebUrl(row.url).hostname);
    } catch (e) {
      if (!(e instanceof SafeFetchError)) throw e;
      reasons.set(row.id, e.message);
    }
  }
  const hosts = [...new Set(hostOf.values())];
  const hostReasons = new Map<string, string>();
  for (let i = 0; i < hosts.length; i += RESOLVING_AT_ONCE) {
    await Promise.all(
      hosts.slice(i, i + RESOLVING_AT_ONCE).map(async (host) => {
        try {
          await checkUrlAddress(new URL(`http://${host}/`), { allowPrivate: false, timeoutMs: 5000, unresolvable: 'accept' });
        } catch (e) {
          if (!(e instanceof SafeFetchError)) throw e;
          hostReasons.set(host, e.message);
        }
      }),
    );
  }
  const findings: ProjectUrlFinding[] = [];
  for (const row of rows) {
    const reason = reasons.get(row.id) ?? hostReasons.get(hostOf.get(row.id)!);
    if (reason) findings.push({ id: row.id, owner: row.owner, gate: row.gate, url: row.url, reason });
  }
  return findings;
}

const csvField = (value: string | number) => (/[",\n\r]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));

export function findingsCsv(findings: ProjectUrlFinding[]): string {
  const lines = [['project', 'owner', 'gate', 'url', 'reason'].join(',')];
  for (const f of findings) lines.push([f.id, f.owner, f.gate, f.url, f.reason].map(csvField).join(','));
  return `${lines.join('\n')}\n`;
}

/** Prints the report; exit code 0 (with or without findings), 78 for a bad configuration, 1 on failure. */
export async function main(
  env: NodeJS.ProcessEnv = process.env,
  out: (text: string) => void = (t) => process.stdout.write(t),
): Promise<number> {
  let config;
  try {
    config = loadConfig(env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    return 78;
  }
  let embedded: EmbeddedDatabase | undefined;
  let orm: MikroORM<PostgreSqlDriver> | undefined;
  try {
    let url = config.databaseUrl;
    if (!url) {
      // The pid lock refuses while the app runs on this directory: stop it, or point DATABASE_URL at its database.
      embedded = await startEmbeddedDatabase({ dataDir: path.join(config.dataDir, 'pgdata'), maxConnections: 4 });
      url = embedded.url;
    }
    orm = await createOrm({ url, poolMax: 2 });
    const findings = await findProjectUrlsOutsideRule(orm.em.fork() as EntityManager);
    out(findingsCsv(findings));
    console.error(`${findings.length} project URL(s) outside the address rule.`);
    return 0;
  } catch (e) {
    console.error(`report:project-urls failed: ${(e as Error).message}`);
    return 1;
  } finally {
    await orm?.close(true).catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
