import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/*
 * The mail server of `npm run bench -- campaign` (scripts/bench-campaign.ts): a real SMTP server on a loopback port
 * that counts and discards what it receives. smtpSink() runs it in the calling process; smtpSinkProcess() in a child
 * process of its own (this file run directly), so that its work does not share an event loop with the load
 * generator when the API's latency is measured. The child says {port} once listening and answers {count} to
 * {count: true} over IPC.
 */

export interface SmtpSink {
  url: string;
  /** The process that runs it. */
  pid: number;
  count: () => Promise<number>;
  close: () => Promise<void>;
}

async function listen(): Promise<{ port: number; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received: () => received, close: () => new Promise((r) => server.close(() => r())) };
}

const urlOf = (port: number) => `smtp://127.0.0.1:${port}`;

export async function smtpSink(): Promise<SmtpSink> {
  const s = await listen();
  return { url: urlOf(s.port), pid: process.pid, count: async () => s.received(), close: s.close };
}

export async function smtpSinkProcess(): Promise<SmtpSink> {
  const child = fork(__filename, [], { execArgv: ['-r', '@swc-node/register'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port?: number }) => (m.port ? resolve(m.port) : reject(new Error('the SMTP sink did not start'))));
    child.once('exit', (code) => reject(new Error(`the SMTP sink exited (${code})`)));
  });
  let asked: ((n: number) => void)[] = [];
  child.on('message', (m: { count?: number }) => {
    if (typeof m.count !== 'number') return;
    const waiting = asked;
    asked = [];
    for (const answer of waiting) answer(m.count);
  });
  return {
    url: urlOf(port),
    pid: child.pid!,
    count: () =>
      new Promise<number>((resolve) => {
        asked.push(resolve);
        child.send({ count: true });
      }),
    close: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (require.main === module) {
  void listen().then((s) => {
    process.on('message', (m: { count?: boolean }) => {
      if (m?.count) process.send?.({ count: s.received() });
    });
    process.on('SIGTERM', () => void s.close().then(() => process.exit(0)));
    process.send?.({ port: s.port });
  });
}
