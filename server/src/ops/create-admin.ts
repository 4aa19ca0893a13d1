import 'reflect-metadata';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ConfigError, loadConfig } from '../config';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../db/embedded';
import { createOrm } from '../db/orm';
import { hashPassword } from '../modules/auth/password';
import { isRoleName, Role, type RoleName } from '../modules/auth/roles';
import { Gate } from '../modules/gates/gate.entity';
import { User } from '../modules/users/user.entity';
import { normalizeEmail } from '../modules/users/email';
import { prepareDatabase } from './prepare-database';

/*
 * `npm run create-admin -- --email you@example.com [--gate host] [--role ROLE_SUPER_ADMIN] [--reset-password]`
 * (a way in on a fresh production database). Creates the account with the role, or gives an existing
 * account the role. The password comes from an interactive prompt (not echoed) or, when stdin is not a terminal,
 * from its first line — never from an argument (arguments end up in shell history and `ps`). Works against
 * DATABASE_URL, or the embedded database in DATA_DIR when the app is not running on it (the data directory's pid
 * lock refuses otherwise: use the running app's DATABASE_URL then). Compiled into dist/, so it runs without dev
 * tooling after `npm run build`.
 */

export const MIN_ADMIN_PASSWORD = 12;

const USAGE = `Usage: npm run create-admin -- --email <address> [--gate <host>] [--role <ROLE>] [--reset-password]

  --email           the account's e-mail (its login)
  --gate            host of the gate the account belongs to (default: the default gate)
  --role            role to grant (default: ${Role.SuperAdmin})
  --reset-password  an existing account also gets a new password (otherwise it keeps its own)

The password is asked for (not echoed) or read from the first line of stdin when piped:
  printf '%s\\n' "$ADMIN_PASSWORD" | npm run create-admin -- --email you@example.com`;

export class UsageError extends Error {}

export interface CreateAdminArgs {
  email: string;
  gate?: string;
  role: RoleName;
  resetPassword: boolean;
}

export function parseArgs(argv: string[]): CreateAdminArgs | 'help' {
  const out: Partial<CreateAdminArgs> = { role: Role.SuperAdmin, resetPassword: false };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--help':
      case '-h':
        return 'help';
      case '--email':
        out.email = normalizeEmail(value());
        break;
      case '--gate':
        out.gate = value().trim().toLowerCase();
        break;
      case '--role': {
        const role = value().trim().toUpperCase();
        if (!isRoleName(role) || role === Role.User)
          throw new UsageError(
            `--role must be one of ${Object.values(Role)
              .filter((r) => r !== Role.User)
              .join(', ')}`,
          );
        out.role = role;
        break;
      }
      case '--reset-password':
        out.resetPassword = true;
        break;
      case '--password':
        throw new UsageError(
          'a password is never taken from the command line (shell history, ps); type it at the prompt or pipe it on stdin',
        );
      default:
        throw new UsageError(`unknown argument ${argv[i]}`);
    }
  }
  if (!out.email) throw new UsageError('--email is required');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(out.email) || out.email.length > 180)
    throw new UsageError(`--email: "${out.email}" is not an e-mail address`);
  return out as CreateAdminArgs;
}

/** Reads a line from a terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  // Echo goes off before the prompt appears, so nothing typed after seeing it is shown.
  stdin.setRawMode(true);
  process.stderr.write(question);
  return new Promise((resolve, reject) => {
    let value = '';
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return done();
        if (ch === '\u0003') return done(new UsageError('cancelled'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
}

export async function readPassword(): Promise<string> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden('Password: ');
    if ((await promptHidden('Repeat password: ')) !== password) throw new UsageError('the passwords differ');
  } else {
    password = await readStdinLine();
  }
  if (password.length < MIN_ADMIN_PASSWORD) throw new UsageError(`the password must be at least ${MIN_ADMIN_PASSWORD} characters long`);
  if (password.length > 4096) throw new UsageError('the password is longer than 4096 characters');
  if (/[\u0000-\u001f\u007f]/.test(password)) throw new UsageError('the password contains control characters');
  return password;
}

export interface CreateAdminResult {
  created: boolean;
  email: string;
  gate: string;
  roles: string[];
}

async function findGate(em: EntityManager, args: CreateAdminArgs): Promise<Gate> {
  const gate = args.gate ? await em.findOne(Gate, { host: args.gate }) : await em.findOne(Gate, { isDefault: true });
  if (!gate) throw new UsageError(args.gate ? `no gate has the host "${args.gate}"` : 'the database has no default gate');
  return gate;
}

/** Whether the run will set a password: a new account, or --reset-password. */
export async function needsPassword(em: EntityManager, args: CreateAdminArgs): Promise<boolean> {
  const gate = await findGate(em, args);
  return args.resetPassword || (await em.count(User, { gate, email: args.email, deleted: false })) === 0;
}

/** Creates or promotes the account (in the caller's transaction). */
export async function createAdmin(em: EntityManager, args: CreateAdminArgs, password: string | undefined): Promise<CreateAdminResult> {
  const gate = await findGate(em, args);
  const existing = await em.findOne(User, { gate, email: args.email, deleted: false });
  const required = () => {
    if (password === undefined) throw new UsageError('a password is needed');
    return password;
  };
  if (existing) {
    if (!existing.roles.includes(args.role)) existing.roles = [...existing.roles, args.role];
    existing.enabled = true;
    if (args.resetPassword) {
      existing.passwordHash = await hashPassword(required());
      existing.revokeTokens();
    }
    await em.flush();
    return { created: false, email: existing.email, gate: gate.host, roles: existing.roles };
  }
  const plain = required();
  const user = em.create(User, {
    email: args.email,
    gate,
    passwordHash: await hashPassword(plain),
    roles: [args.role],
    emailConfirmed: true,
    displayName: args.email.split('@')[0],
  });
  await em.flush();
  return { created: true, email: user.email, gate: gate.host, roles: user.roles };
}

export async function main(argv: string[]): Promise<number> {
  let args: CreateAdminArgs | 'help';
  let config;
  try {
    args = parseArgs(argv);
    if (args === 'help') {
      console.log(USAGE);
      return 0;
    }
    config = loadConfig();
  } catch (e) {
    if (e instanceof UsageError || e instanceof ConfigError) {
      console.error(e instanceof UsageError ? `create-admin: ${e.message}\n\n${USAGE}` : e.message);
      return e instanceof ConfigError ? 78 : 64;
    }
    throw e;
  }
  let embedded: EmbeddedDatabase | undefined;
  let orm: MikroORM<PostgreSqlDriver> | undefined;
  try {
    let url = config.databaseUrl;
    if (!url) {
      // The pid lock refuses while the app runs on this directory (two processes on one PGlite directory lose data).
      embedded = await startEmbeddedDatabase({ dataDir: path.join(config.dataDir, 'pgdata'), maxConnections: 8 });
      url = embedded.url;
    }
    orm = await createOrm({ url, poolMax: 2 });
    const ready = orm;
    // The same preparation as the app's boot, so running this before the first boot leaves the same database.
    await prepareDatabase(ready, config.databaseDirectUrl ?? url, config);
    // The prompt comes before the transaction: nobody holds a transaction open while typing.
    const password = (await needsPassword(ready.em.fork(), args)) ? await readPassword() : undefined;
    const result = await ready.em.fork().transactional((em) => createAdmin(em as EntityManager, args, password));
    console.log(`${result.created ? 'Created' : 'Updated'} ${result.email} on gate ${result.gate}: roles ${result.roles.join(', ')}.`);
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`create-admin: ${e.message}`);
      return 1;
    }
    console.error(`create-admin failed: ${(e as Error).message}`);
    return 1;
  } finally {
    await orm?.close(true).catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
