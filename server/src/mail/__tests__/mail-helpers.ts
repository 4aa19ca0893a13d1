import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/*
 * Test helpers: read messages the way a mail client would (headers, the text and HTML parts decoded), from the
 * dev outbox or from a real local SMTP server.
 */

export interface ParsedMail {
  raw: string;
  header(name: string): string | undefined;
  text: string;
  html: string;
  /** SMTP envelope recipients (SMTP sink only). */
  rcptTo?: string[];
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const chunks = part.body.split(`--${boundary}`).slice(1);
  return chunks.filter((c) => !c.startsWith('--')).flatMap((c) => leaves(splitHeaders(c.replace(/^\n/, ''))));
}

export function parseMail(raw: string): ParsedMail {
  const root = splitHeaders(raw);
  const parts = leaves(root);
  const find = (type: string) => {
    const part = parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
    return part ? decodeBody(part) : '';
  };
  return { raw, header: (name) => root.headers.get(name.toLowerCase()), text: find('text/plain'), html: find('text/html') };
}

export function readOutbox(dir: string): ParsedMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8')));
}

/** Mail leaves in the background: polls until a message matches (a source may run the queue's mail jobs first). */
export async function waitForMail(
  source: () => ParsedMail[] | Promise<ParsedMail[]>,
  match: (m: ParsedMail) => boolean,
  timeoutMs = 5000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await source()).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no matching mail arrived');
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const mailTo = (address: string) => (m: ParsedMail) => (m.header('to') ?? '').includes(address);

/** The token of the first link to `path` (e.g. `/verify-email/`) in the text part. */
export function linkToken(mail: ParsedMail, linkPath: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${linkPath}([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${linkPath} link in:\n${mail.text}`);
  return match[1];
}

export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port that keeps every message it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
        mail.rcptTo = session.envelope.rcptTo.map((r) => r.address);
        messages.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
