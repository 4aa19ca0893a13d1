#!/usr/bin/env node
/*
 * `npm run bench:web`: Lighthouse 12.8 with its mobile profile (simulated slow 4G and a 4× slower
 * CPU) on /, /pricing and /login of the built app, one table: performance score, LCP, TBT, CLS and the page's
 * JavaScript: its initial files (those a public page needs before it is drawn, the list `npm run size` budgets:
 * client/scripts/initial-chunks.mjs) gzipped as `npm run size` counts them, the same files as they travelled (the
 * server's gzip and each response's headers), and all the JavaScript the page had loaded when Lighthouse stopped.
 *
 * It builds nothing: run `npm run build` first. Like e2e/run.mjs it starts `node server/dist/main.js` on a free
 * port with a fresh temporary DATA_DIR (embedded PGlite, demo data), and Debian's chromium (CHROMIUM_PATH); each
 * page is requested once before it is measured, so the server renderer's cold start is not counted.
 * Each page is measured in a fresh browser; a run that fails with NO_NAVSTART (a known Lighthouse flake on
 * headless Chromium) is tried once more. BENCH_WEB_RUNS=n measures each page n times and reports the median run;
 * BENCH_WEB_PAGES=/a,/b measures other pages; BENCH_WEB_DEBUG=1 prints each page's largest contentful element, long tasks,
 * script costs and the audits that cost points.
 */
import { freePort } from './lib/server.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { assets, PAGE_OF_PATH, publicPageInitialFiles } from '../client/scripts/initial-chunks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = process.env.BENCH_WEB_PAGES?.split(',') ?? ['/', '/pricing', '/login'];
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

function startServer(port, dataDir) {
  const env = { ...process.env };
  for (const name of ['SMTP_URL', 'DATABASE_URL', 'PUBLIC_URL', 'CLIENT_DIST', 'REDIS_URL', 'MAIL_FROM']) delete env[name];
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' });
  const child = spawn(process.execPath, ['server/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('the server did not print "listening on" within 180 s')), 180_000);
    child.stdout.on('data', (chunk) => {
      if (output === null) return;
      output += chunk;
      if (/listening on/.test(output)) {
        output = null;
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited before it was ready (code ${code})`));
    });
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.on('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
    });
  return { ready, stop };
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** BENCH_WEB_DEBUG=1: the largest contentful element, the long main-thread tasks and the audits that cost points. */
function debug(url, lhr) {
  const a = lhr.audits;
  console.error(`\n${url}`);
  console.error('  LCP element:', a['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node?.snippet);
  for (const t of a['long-tasks']?.details?.items ?? [])
    console.error(`  long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms: ${t.url}`);
  for (const s of a['layout-shifts']?.details?.items ?? [])
    console.error(`  layout shift ${s.score.toFixed(3)}: ${s.node?.snippet ?? s.node?.nodeLabel ?? '?'}`);
  for (const r of a['bootup-time']?.details?.items ?? [])
    console.error(`  script ${r.url}: ${Math.round(r.scripting)} ms scripting, ${Math.round(r.scriptParseCompile)} ms parse/compile`);
  const weak = Object.values(a).filter(
    (x) => x.score !== null && x.score < 0.9 && (x.details?.type === 'opportunity' || x.scoreDisplayMode === 'metricSavings'),
  );
  for (const x of weak) console.error(`  to improve: ${x.id} (${x.displayValue ?? ''})`);
}

async function measure(url) {
  let lhr = await audit(url);
  if (lhr.runtimeError?.code === 'NO_NAVSTART') lhr = await audit(url);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scripts = lhr.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
  if (process.env.BENCH_WEB_DEBUG) debug(url, lhr);
  const sum = (rows) => rows.reduce((total, r) => total + (r.transferSize ?? 0), 0);
  // The page's own chunk counts too (each public page is a chunk of its own).
  const initial = publicPageInitialFiles(PAGE_OF_PATH[new URL(url).pathname]);
  // The same files gzipped as `npm run size` counts them (the budget's measure), beside what travelled.
  const initialGzip = [...initial].reduce((total, file) => total + zlib.gzipSync(fs.readFileSync(path.join(assets, file))).length, 0);
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    initialGzip,
    initialJs: sum(scripts.filter((r) => initial.has(new URL(r.url).pathname.replace('/assets/', '')))),
    allJs: sum(scripts),
    version: lhr.lighthouseVersion,
  };
}

const median = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;

async function main() {
  for (const f of ['client/dist/index.html', 'server/dist/main.js']) {
    if (!fs.existsSync(path.join(root, f))) throw new Error(`missing ${f}: run \`npm run build\` first`);
  }
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'trafficgate-bench-web-'));
  const port = await freePort();
  const server = startServer(port, dataDir);
  try {
    await server.ready;
    // One plain request per page first: the first render after boot pays the server renderer's cold start (loading
    // its bundle, compiling), which a visitor of a running site never waits for.
    for (const pathname of PAGES) await fetch(`http://localhost:${port}${pathname}`).then((r) => r.text());
    const rows = [];
    for (const pathname of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(`http://localhost:${port}${pathname}`));
      rows.push({ pathname, ...median(runs) });
    }
    const header = ['page', 'score', 'LCP', 'TBT', 'CLS', 'initial JS (gzip)', 'initial JS (as sent)', 'all JS (as sent)'];
    const lines = rows.map((r) => [
      r.pathname,
      String(r.score),
      `${Math.round(r.lcp)} ms`,
      `${Math.round(r.tbt)} ms`,
      r.cls.toFixed(3),
      kB(r.initialGzip),
      kB(r.initialJs),
      kB(r.allJs),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
    const row = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
    console.log(`Lighthouse ${rows[0]?.version ?? ''} mobile profile, ${RUNS} run(s) per page${RUNS > 1 ? ' (median)' : ''}\n`);
    console.log(row(header));
    console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
    for (const l of lines) console.log(row(l));
  } finally {
    await server.stop();
    await fsp.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
