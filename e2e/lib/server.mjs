/*
 * The built app as a process of the browser tests: `node server/dist/main.js` on a port and a DATA_DIR of its own
 * (embedded PGlite, demo data seeded on first boot), in development mode with mail in DATA_DIR/outbox. run.mjs starts
 * the shared server with it; a test that needs the server configured otherwise (19-card-nmi: NMI as the card
 * adapter) starts a second one. It imports nothing of lib/browser.mjs, so run.mjs can use it before the tests' env
 * is set.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BOOT_TIMEOUT_MS = 180_000;

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server; `ready` resolves once it prints "listening on". Its output goes to `logPath`, its stderr
 * also to ours (prefixed `[label]`). `env` is added to the base environment (and may override it).
 */
export function startServer({ port, dataDir, logPath, env: extra = {}, label = 'server' }) {
  const env = { ...process.env };
  for (const name of ['SMTP_URL', 'DATABASE_URL', 'PUBLIC_URL', 'CLIENT_DIST', 'REDIS_URL', 'MAIL_FROM']) delete env[name];
  Object.assign(
    env,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DEMO_FETCH_ALLOW_PRIVATE: 'true',
      // Webhook endpoints may point at the tests' local receivers (15-developers.test.mjs).
      WEBHOOK_ALLOW_CIDRS: '127.0.0.0/8',
    },
    extra,
  );
  const child = spawn(process.execPath, ['server/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  fs.mkdirSync(path.dirname(logPath), { recursive: true });
  const logFile = fs.createWriteStream(logPath);
  let output = '';

  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the ${label} did not print "listening on" within ${BOOT_TIMEOUT_MS} ms`)),
      BOOT_TIMEOUT_MS,
    );
    const onData = (chunk) => {
      const text = chunk.toString();
      logFile.write(text);
      if (output !== null) {
        output += text;
        if (/listening on/.test(output)) {
          output = null;
          clearTimeout(timer);
          resolve();
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      logFile.write(chunk);
      // Warnings and errors of the running app stay visible next to the test output.
      process.stderr.write(`[${label}] ${chunk}`);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the ${label} exited before it was ready (code ${code}, signal ${signal})\n${output ?? ''}`));
    });
  });
  // Nobody may be waiting for `ready` when the process ends later (after stop()).
  ready.catch(() => {});

  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      let timer;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve('timeout'), 20_000);
      });
      const outcome = await Promise.race([exited, timeout]);
      clearTimeout(timer);
      if (outcome === 'timeout') {
        console.error(`e2e: the ${label} did not stop within 20 s of SIGTERM; killing it`);
        child.kill('SIGKILL');
        await exited;
      }
    }
    logFile.end();
  }

  return { child, ready, stop };
}
