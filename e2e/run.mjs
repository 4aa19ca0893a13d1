#!/usr/bin/env node
/*
 * The real-browser suite: starts the built app (`node server/dist/main.js`) on a fresh
 * embedded database in a temporary DATA_DIR, runs e2e/tests/*.test.mjs with node's test runner (one file after
 * the other; each drives Debian's chromium through playwright-core), always stops the server with SIGTERM and
 * closes with a line `N passed, N failed`. The exit code is non-zero when anything failed.
 *
 * E2E_GROUPS (default 3) runners do that at the same time, each a child of this script with a server, a database
 * and fakes of its own: a browser test spends most of its time waiting (one runner uses about a seventh of two
 * cores), so the runners share the files and finish together. A runner asks this script for its next file when it is
 * done with one (the largest files first, as the longest ones tend to be), so no runner idles while another has a
 * queue; no file sees what another runner's tests changed. Each line a runner prints starts with its number.
 *
 * It builds nothing: run `npm run build` and `npm run build -w e2e/hydra-admin` first (client/dist, server/dist and
 * e2e/hydra-admin/dist must exist; `npm run test:e2e` does all three).
 *
 *   node e2e/run.mjs                      every test file
 *   node e2e/run.mjs journey a11y         only the files whose name contains one of the words
 *   E2E_KEEP_DATA=1 node e2e/run.mjs      keep the temporary DATA_DIR (database, outbox) for inspection
 *   E2E_HEADED=1 node e2e/run.mjs         show the browser (needs a display)
 *   E2E_GROUPS=1 node e2e/run.mjs         one runner: every file against one server, one after the other
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { GOOGLE_CLIENT_ID, startFakeGoogle } from './lib/fake-google.mjs';
import { PARTNER_KEY, startFakePartner } from './lib/fake-partner.mjs';
import { freePort, startServer } from './lib/server.mjs';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(e2eDir, '..');
const testsDir = path.join(e2eDir, 'tests');
const artifactsDir = path.join(e2eDir, 'artifacts');

/**
 * How long one test file may run. node's `run()` applies its `timeout` to each file as a whole; the tests inside it run
 * in the file's own process without one. A hung file fails here rather than stalling the run, while the longest file
 * (the panel and admin accessibility scan, three to four minutes, more on a loaded machine) stays well inside it. A
 * stuck step inside a test fails sooner, at Playwright's limit per action (15 s in the contexts lib/browser.mjs makes).
 */
const FILE_TIMEOUT_MS = 900_000;

function requireBuild() {
  const missing = ['client/dist/index.html', 'server/dist/main.js', 'e2e/hydra-admin/dist/index.html'].filter(
    (f) => !fs.existsSync(path.join(root, f)),
  );
  if (missing.length) {
    console.error(`e2e: missing ${missing.join(', ')} — run \`npm run build && npm run build -w e2e/hydra-admin\` first.`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

const sharedServerLog = path.join(artifactsDir, process.env.E2E_GROUP ? `server-${process.env.E2E_GROUP}.log` : 'server.log');

/** The shared server (lib/server.mjs) with Google sign-in and the delivery partner pointed at the local fakes. */
function startSharedServer({ port, dataDir, google, partner }) {
  return startServer({
    port,
    dataDir,
    logPath: sharedServerLog,
    env: {
      // Google sign-in is verified against the local fake provider (lib/fake-google.mjs).
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: google.jwksUrl,
      // Campaigns go to the local fake delivery partner (lib/fake-partner.mjs).
      DELIVERY_API_URL: partner.url,
      DELIVERY_API_KEY: PARTNER_KEY,
    },
  });
}

async function selectFiles(filters) {
  const all = (await fsp.readdir(testsDir)).filter((f) => f.endsWith('.test.mjs')).sort();
  const picked = filters.length ? all.filter((f) => filters.some((w) => f.includes(w))) : all;
  return picked.map((f) => path.join(testsDir, f));
}

/** Writes each whole line of `stream` to `out` with `prefix`, and hands it to `onLine`. */
function prefixLines(stream, out, prefix, onLine = () => {}) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop();
    for (const line of lines) {
      onLine(line);
      out.write(`${prefix}${line}\n`);
    }
  });
  stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
}

/**
 * Runs `count` runners (children of this script, E2E_GROUP set) that take the files from one queue, largest first,
 * and closes with the sum of their `N passed, N failed` lines.
 */
async function runGroups(files, count, started) {
  const queue = files.map((file) => ({ file, bytes: fs.statSync(file).size })).sort((a, b) => b.bytes - a.bytes);
  const children = [];
  const onSignal = (signal) => {
    console.error(`e2e: ${signal} — stopping the runners`);
    for (const child of children) child.kill(signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const results = await Promise.all(
    Array.from({ length: Math.min(count, files.length) }, (_, i) => {
      const label = `[${i + 1}] `;
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
        env: { ...process.env, E2E_GROUP: String(i + 1) },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      children.push(child);
      const result = { passed: 0, failed: 0, files: 0, code: null, summary: false, failures: [] };
      child.on('message', (msg) => {
        if (!msg?.next) return;
        const next = queue.shift();
        if (next) result.files += 1;
        child.send({ file: next?.file ?? null });
      });
      prefixLines(child.stdout, process.stdout, label, (line) => {
        const m = /^(\d+) passed, (\d+) failed$/.exec(line);
        if (m) Object.assign(result, { passed: Number(m[1]), failed: Number(m[2]), summary: true });
        if (line.startsWith(FAILED)) result.failures.push(`${label}${line}`);
      });
      prefixLines(child.stderr, process.stderr, label);
      return new Promise((resolve) => child.on('close', (code) => resolve({ ...result, code })));
    }),
  );
  const passed = results.reduce((n, r) => n + r.passed, 0);
  // A runner that ended without its summary line (it crashed) counts as one failure.
  const failed = results.reduce((n, r) => n + (r.summary ? r.failed : 1), 0);
  const perRunner = results.map((r) => r.files).join(' + ');
  console.log(`\ne2e: ${files.length} file(s) in ${((Date.now() - started) / 1000).toFixed(1)} s, ${perRunner} per runner`);
  // The failed tests again after the runners' interleaved output, so the end of a log names them.
  for (const r of results) for (const line of r.failures) console.log(line);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 || passed === 0 || results.some((r) => r.code !== 0) ? 1 : 0;
}

/** How a runner's summary names a failed test; the parent repeats these lines at the very end. */
const FAILED = 'e2e: failed ';

/**
 * The first line of a failed test's error (the cause when the runner wrapped it: a failed hook, a timeout), and for a
 * Playwright action that ran out of time the first element it was waiting for, so that the summary alone names the step.
 */
function firstLine(error) {
  const cause = error?.cause ?? error;
  const text = cause instanceof Error ? cause.message : String(cause ?? 'no error given');
  const lines = stripVTControlCharacters(text).split('\n'); // Playwright colours its call log
  const waiting = /Timeout \d+ms exceeded/.test(lines[0]) && lines.find((l) => /^\s*- waiting for /.test(l));
  return (waiting ? `${lines[0]} (${waiting.trim().slice(2)})` : lines[0]).slice(0, 400);
}

/** The next file of a runner: asked of the parent (runGroups). */
function nextFromParent() {
  return new Promise((resolve) => {
    process.once('message', (msg) => resolve(msg.file));
    process.send({ next: true });
  });
}

async function main() {
  const started = Date.now();
  // A closed pipe (`node e2e/run.mjs | head`) must not stall the run and leave the server behind.
  process.stdout.on('error', () => {});
  requireBuild();
  const runner = process.env.E2E_GROUP !== undefined && typeof process.send === 'function';
  let files = [];
  if (!runner) {
    // Each run's artifacts replace the previous run's (screenshots, axe report, server logs).
    await fsp.rm(artifactsDir, { recursive: true, force: true });
    await fsp.mkdir(artifactsDir, { recursive: true });
    files = await selectFiles(process.argv.slice(2));
    if (files.length === 0) {
      console.error('e2e: no test file matches');
      console.log('0 passed, 1 failed');
      process.exit(1);
    }
    const count = Number(process.env.E2E_GROUPS ?? 3);
    if (count > 1 && files.length > 1) return runGroups(files, count, started);
  }
  const pending = [...files];
  const nextFile = runner ? nextFromParent : async () => pending.shift() ?? null;
  let ran = 0;

  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'trafficgate-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const google = await startFakeGoogle();
  const partner = await startFakePartner();
  const server = startSharedServer({ port, dataDir, google, partner });

  let passed = 0;
  let failed = 0;
  const failures = [];
  const todo = [];
  let interrupted = false;
  const onSignal = (signal) => {
    interrupted = true;
    console.error(`e2e: ${signal} — stopping the server`);
    server.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    await server.ready;
    console.log(`e2e: server ready at ${baseUrl} in ${Date.now() - started} ms (DATA_DIR ${dataDir})`);

    Object.assign(process.env, {
      E2E_BASE_URL: baseUrl,
      E2E_DATA_DIR: dataDir,
      E2E_SERVER_LOG: sharedServerLog,
      E2E_ARTIFACTS: artifactsDir,
      E2E_GOOGLE_AUTH_URL: google.authUrl,
      E2E_PARTNER_URL: partner.url,
    });
    for (let file = await nextFile(); file; file = await nextFile()) {
      ran += 1;
      const stream = run({ files: [file], concurrency: 1, timeout: FILE_TIMEOUT_MS });
      // Suites (describe) are not counted, only the tests in them; a file that fails to load counts as one failure.
      stream.on('test:pass', (event) => {
        if (event.details?.type === 'suite' || event.skip) return;
        if (event.todo) todo.push(`passes now (drop its todo mark): ${event.name}`);
        else passed += 1;
      });
      stream.on('test:fail', (event) => {
        const error = event.details?.error;
        const named = `${path.basename(file)} › ${event.name}: ${firstLine(error)}`;
        // A suite fails with its tests (not counted again) or with a hook of its own, whose error names the cause
        // of the tests it cancelled: that error is listed instead of each cancelled test.
        if (event.details?.type === 'suite') {
          if (error?.failureType !== 'subtestsFailed') failures.push(named);
          return;
        }
        // A failing `todo` test is a known, reported gap: shown by the reporter, not counted as a failure.
        if (event.todo) todo.push(`still failing: ${event.name} — ${event.todo}`);
        else {
          failed += 1;
          if (error?.failureType !== 'cancelledByParent') failures.push(named);
        }
      });
      const reporter = stream.compose(new spec());
      reporter.pipe(process.stdout, { end: false });
      await finished(reporter);
    }
  } catch (err) {
    console.error(`e2e: ${err instanceof Error ? err.message : err}`);
    failed += 1;
    failures.push(`the run itself: ${firstLine(err)}`);
  } finally {
    await server.stop();
    await google.close();
    await partner.close();
    if (!process.env.E2E_KEEP_DATA) await fsp.rm(dataDir, { recursive: true, force: true });
    else console.log(`e2e: kept DATA_DIR ${dataDir}`);
  }
  if (interrupted) return;

  const shots = (await fsp.readdir(artifactsDir).catch(() => [])).filter((f) => f.endsWith('.png'));
  if (runner) process.disconnect();
  console.log(
    `\ne2e: ${ran} file(s) in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `${shots.length} screenshot(s) (plus the server log and any axe report) in ${path.relative(root, artifactsDir)}/`,
  );
  for (const line of todo) console.log(`e2e: todo ${line}`);
  for (const line of failures) console.log(`${FAILED}${line}`);
  console.log(`${passed} passed, ${failed} failed`);
  // A runner may get no file (the others took them all): the parent checks that something passed.
  process.exitCode = failed > 0 || (passed === 0 && !runner) ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
