/*
 * The server's fake NMI gateway (server/test/fakes/nmi.ts: the Payment and Query APIs, a Collect.js stand-in that
 * tokenizes NMI's test cards, a Gateway.js stand-in that plays the bank's 3-D Secure challenge, signed webhooks) as a
 * process of its own, for the browser tests that take card payments through the NMI adapter (19-card-nmi). It runs
 * from the TypeScript source (`node -r @swc-node/register test/fakes/nmi-main.ts` in server/), prints one JSON line
 * with its URL and keys, and answers `GET /_fake/state` with the calls, transactions and webhook deliveries it has
 * seen.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './server.mjs';

const START_TIMEOUT_MS = 60_000;

/**
 * Starts the fake; `webhookUrl` is where it POSTs NMI's signed events (the shop's `/api/payment/postback/card`).
 * Resolves with its URL and keys, `state()` and `stop()`.
 */
export async function startFakeNmi({ webhookUrl, logPath }) {
  const env = { ...process.env, FAKE_NMI_WEBHOOK_URL: webhookUrl ?? '' };
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'test/fakes/nmi-main.ts'], {
    cwd: path.join(root, 'server'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  fs.mkdirSync(path.dirname(logPath), { recursive: true });
  const log = fs.createWriteStream(logPath);
  child.stderr.on('data', (chunk) => {
    log.write(chunk);
    process.stderr.write(`[fake-nmi] ${chunk}`);
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

  const info = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the fake NMI printed nothing within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      log.write(chunk);
      if (out === null) return;
      out += chunk.toString();
      // Complete lines only (the last piece may be half a line).
      const line = out
        .split('\n')
        .slice(0, -1)
        .find((l) => l.trim().startsWith('{'));
      if (line) {
        out = null;
        clearTimeout(timer);
        try {
          resolve(JSON.parse(line));
        } catch (err) {
          reject(err);
        }
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the fake NMI exited before it was ready (code ${code}, signal ${signal})`));
    });
  });

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      let timer;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve('timeout'), 10_000);
      });
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
      clearTimeout(timer);
    }
    log.end();
  }

  /** `{ calls, transactions, delivered }` as the fake has them now. */
  async function state() {
    const res = await fetch(`${info.url}/_fake/state`);
    if (!res.ok) throw new Error(`GET /_fake/state answered ${res.status}`);
    return res.json();
  }

  return { ...info, state, stop };
}
