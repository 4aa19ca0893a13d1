/*
 * The development outbox: with SMTP_URL unset the server writes every message as DATA_DIR/outbox/*.eml. This reads
 * them back with a small MIME decoder (multipart, quoted-printable, base64, encoded-word headers) — enough for the
 * server's own mail, so the tests can follow the links a user would click.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

function splitHead(raw) {
  const text = raw.replace(/\r\n/g, '\n');
  const at = text.indexOf('\n\n');
  const head = at === -1 ? text : text.slice(0, at);
  const body = at === -1 ? '' : text.slice(at + 2);
  const headers = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text) {
  const bytes = [];
  const soft = text.replace(/=\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i];
    if (c === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body, encoding = '') {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header. */
export function decodeHeader(value = '') {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*(?==\?)?/gi, (_, _charset, kind, data) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function collectParts(headers, body, out) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const chunks = body.split(`--${boundary}`).slice(1);
    for (const chunk of chunks) {
      if (chunk.startsWith('--')) break;
      const part = splitHead(chunk.replace(/^\n/, ''));
      collectParts(part.headers, part.body, out);
    }
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']);
  if (/^text\/html/i.test(type)) out.html += decoded;
  else if (/^text\/plain/i.test(type)) out.text += decoded;
}

export function parseEml(raw) {
  const { headers, body } = splitHead(raw);
  const parts = { text: '', html: '' };
  collectParts(headers, body, parts);
  return {
    headers,
    to: decodeHeader(headers.to),
    subject: decodeHeader(headers.subject),
    text: parts.text,
    html: parts.html,
  };
}

/** Every message in the outbox, oldest first (file names start with an ISO time stamp). */
export async function readOutbox(dataDir) {
  const dir = path.join(dataDir, 'outbox');
  let names;
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  } catch (err) {
    if (err.code === 'ENOENT') return [];
    throw err;
  }
  const mails = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file);
    mails.push({ file, mtimeMs: stat.mtimeMs, ...parseEml(await fs.readFile(file, 'utf8')) });
  }
  return mails.sort((a, b) => a.mtimeMs - b.mtimeMs || a.file.localeCompare(b.file));
}

/**
 * Waits for the newest message to `address` that `matches`. Mail is sent in the background by the job queue: a poll
 * every 2 s, and a first attempt that fails is retried 10–20 s later (server/src/jobs/queue.ts), so the default wait
 * covers one retry on a loaded machine. On a timeout the error lists the outbox and the server's last warnings about
 * jobs and mail from `serverLog` (default: the shared server's log, for its DATA_DIR), so a CI log explains itself.
 */
export async function waitForMail(dataDir, address, { matches = () => true, timeout = 45_000, serverLog } = {}) {
  const deadline = Date.now() + timeout;
  const wanted = address.toLowerCase();
  for (;;) {
    const found = (await readOutbox(dataDir)).filter((m) => m.to.toLowerCase().includes(wanted) && matches(m));
    if (found.length) return found[found.length - 1];
    if (Date.now() > deadline) {
      const all = await readOutbox(dataDir);
      const log = serverLog ?? (dataDir === process.env.E2E_DATA_DIR ? process.env.E2E_SERVER_LOG : undefined);
      throw new Error(
        `no mail to ${address} in ${path.join(dataDir, 'outbox')} within ${timeout} ms ` +
          `(outbox holds ${all.length}: ${all.map((m) => `${m.to} "${m.subject}"`).join('; ') || 'nothing'})` +
          (log ? `; server warnings: ${await jobWarnings(log)}` : ''),
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The last few lines of a server log that mention jobs or mail (the server logs at `warn` in the browser suite). */
async function jobWarnings(logPath) {
  let text;
  try {
    text = await fs.readFile(logPath, 'utf8');
  } catch (err) {
    return `(log unreadable: ${err.message})`;
  }
  const lines = text.split('\n').filter((line) => /job|mail|smtp/i.test(line));
  return lines.length
    ? lines
        .slice(-6)
        .map((line) => line.slice(0, 400))
        .join(' | ')
    : 'none';
}

/** The first link in the mail (text part, else HTML) whose path starts with `pathPrefix`. */
export function findLink(mail, pathPrefix) {
  const candidates = [...`${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>()]+/g)].map((m) => m[0].replace(/&amp;/g, '&'));
  for (const candidate of candidates) {
    try {
      const u = new URL(candidate.replace(/[.,;]+$/, ''));
      if (u.pathname.startsWith(pathPrefix)) return u;
    } catch {
      // not a URL
    }
  }
  throw new Error(`no ${pathPrefix}… link in "${mail.subject}" (${mail.file}); links: ${candidates.join(', ') || 'none'}`);
}
