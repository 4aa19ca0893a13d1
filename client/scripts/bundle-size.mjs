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
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = path.join(dist, 'assets');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('client/dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no module entry script in dist/index.html');
const files = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
const areaChunk = (area) => {
  const found = files.find((f) => new RegExp(`^${area}-[\\w-]+\\.js$`).test(f));
  if (!found) throw new Error(`no ${area} chunk in dist/assets`);
  return found;
};

/** The file and every file it imports statically, transitively (`from"./x.js"`, `import"./x.js"`). */
function closure(file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) closure(match[1], into);
  return into;
}

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
  return set;
}

const initial = closure(entry);
const home = closure(areaChunk('public'), new Set(initial));
report('Home page, initial JavaScript (entry + public area)', home);
const minus = (set, base) => new Set([...set].filter((f) => !base.has(f)));
report('Panel area, loaded on top of the entry', minus(closure(areaChunk('panel')), initial));
report('Admin area, loaded on top of the entry', minus(closure(areaChunk('admin')), initial));

const forbidden = [...home].filter((f) => /^(panel|admin|dashboard)-/.test(f));
if (forbidden.length) {
  console.error(`\nThe home page loads dashboard code: ${forbidden.join(', ')}`);
  process.exit(1);
}
