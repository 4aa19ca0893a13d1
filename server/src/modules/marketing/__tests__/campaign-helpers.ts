import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestServer } from '../../../../test/harness';
import { parseMail, type ParsedMail } from '../../../mail/__tests__/mail-helpers';
import { Gate } from '../../gates/gate.entity';

// Set-up shared by the campaign tests: a gate of their own with generated users, and an SMTP server the test steers.

let counter = 0;

/** A new gate (a copy of the default gate's configuration) so a campaign's audience is exactly the users made here. */
export async function newGate(t: TestServer): Promise<number> {
  counter += 1;
  const em = t.server.orm.em.fork();
  const base = await em.findOneOrFail(Gate, { isDefault: true });
  const gate = em.create(Gate, {
    name: `Campaign gate ${counter}`,
    host: `campaign-${process.pid}-${counter}-${Date.now()}.example.com`,
    config: { ...base.config, prop: { ...base.config.prop, siteName: `Brand ${counter}`, siteUrl: `https://brand${counter}.example.com` } },
  });
  await em.flush();
  return gate.id;
}

export interface UserFlags {
  unsubscribed?: boolean;
  deleted?: boolean;
  enabled?: boolean;
}

/** Inserts `count` users on the gate in one statement (password hashes are not needed: nobody logs in). */
export async function insertUsers(t: TestServer, gateId: number, count: number, prefix: string, flags: UserFlags = {}): Promise<string[]> {
  const rows = await t.server.orm.em
    .fork()
    .getConnection()
    .execute<{ email: string }[]>(
      `insert into users (email, gate_id, password_hash, roles, enabled, deleted, unsubscribed, email_confirmed, display_name, created_at, updated_at)
       select ? || '-' || g || '@example.com', ?, 'x', '{ROLE_USER}', ?, ?, ?, true, '', now(), now() from generate_series(1, ?) g
       returning email`,
      [prefix, gateId, flags.enabled ?? true, flags.deleted ?? false, flags.unsubscribed ?? false, count],
    );
  return rows.map((r) => r.email);
}

export interface SteeredSmtp {
  url: string;
  /** Messages the server accepted (answered 250). */
  accepted: ParsedMail[];
  /** SMTP connections opened so far. */
  connections: number;
  /** While true, every recipient is refused with a temporary error (the mail server is "down"). */
  refusing: boolean;
  /** Called for each message before it is accepted; answering false holds it unanswered (the sender waits). */
  gate?: (count: number) => boolean;
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port that a test can make refuse or hold messages. */
export async function startSteeredSmtp(): Promise<SteeredSmtp> {
  const steer: SteeredSmtp = { url: '', accepted: [], connections: 0, refusing: false, close: async () => undefined };
  let seen = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onConnect(_session, callback) {
      steer.connections += 1;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (steer.refusing) {
        const err = new Error('451 4.3.0 Mail server temporarily unavailable') as Error & { responseCode: number };
        err.responseCode = 451;
        return callback(err);
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        seen += 1;
        if (steer.gate && !steer.gate(seen)) return; // held: never answered
        steer.accepted.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  steer.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  steer.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of (server as unknown as { connections: Set<{ close(): void }> }).connections ?? []) socket.close();
      server.close(() => resolve());
    });
  return steer;
}

/** How many accepted messages went to each address. */
export function countByRecipient(mails: ParsedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of mails) {
    const to = (m.header('to') ?? '').replace(/^.*</, '').replace(/>.*$/, '').trim();
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
