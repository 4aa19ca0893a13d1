#!/usr/bin/env node
/*
 * Bundle figures of the built client (issue 3 "Done when": gzip size of the home page's initial JavaScript and of
 * the panel and admin chunks). Run after `npm run build`: `npm run size -w client`.
 *
 * It reads what the browser reads: dist/index.html's entry script and its static imports, then each area's chunk
 * (src/app/areas/<area>.tsx, one chunk each, see vite/area-chunks.ts) with the static imports the entry has not
 * already brought. The public area's chunk is loaded before the first render, so it counts in the home page.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { areaChunk, assets, closure, dist, entryFile } from './initial-chunks.mjs';

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('client/dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}
const entry = entryFile();

const size = (file) => {
  const bytes = fs.readFileSync(path.join(assets, file));
  return { raw: bytes.length, gzip: zlib.gzipSync(bytes).length };
};
const kB = (n) => (n / 1000).toFixed(1);

function report(label, set) {
  const rows = [...set].map((file) => ({ file, ...size(file) })).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 });
  console.log(`\n${label}: ${kB(total.gzip)} kB gzip (${kB(total.raw)} kB raw)`);
  for (const r of rows) console.log(`  ${r.file.padEnd(36)} ${kB(r.gzip).padStart(7)} kB gzip ${kB(r.raw).padStart(8)} kB raw`);
  return total.gzip;
}

const initial = closure(entry);
const home = closure(areaChunk('public'), new Set(initial));
const homeGzip = report('Home page, initial JavaScript (entry + public area)', home);
const minus = (set, base) => new Set([...set].filter((f) => !base.has(f)));
report('Panel area, loaded on top of the entry', minus(closure(areaChunk('panel')), initial));
report('Admin area, loaded on top of the entry', minus(closure(areaChunk('admin')), initial));

/*
 * Issue 12 "Light": the public pages' initial JavaScript may not grow. The budget is the size reached so far (the
 * issue's aim is 120 kB; react-dom, react-router and Apollo Client alone are ~140 kB of what hydration needs); lower
 * it whenever a change brings the figure down. CI runs this after the build.
 */
const HOME_BUDGET_KB = Number(process.env.SIZE_BUDGET_KB ?? 279);
console.log(`\nBudget of the home page's initial JavaScript: ${HOME_BUDGET_KB} kB gzip`);
if (homeGzip > HOME_BUDGET_KB * 1000) {
  console.error(`The home page's initial JavaScript is ${kB(homeGzip)} kB gzip, over the budget of ${HOME_BUDGET_KB} kB.`);
  process.exit(1);
}

const forbidden = [...home].filter((f) => /^(panel|admin|dashboard)-/.test(f));
if (forbidden.length) {
  console.error(`\nThe home page loads dashboard code: ${forbidden.join(', ')}`);
  process.exit(1);
}
