#!/usr/bin/env node
/*
 * Bundle figures of the built client (gzip size of the home page's initial JavaScript and of
 * the panel and admin chunks). Run after `npm run build`: `npm run size -w client`.
 *
 * It reads what the browser reads: dist/index.html's entry script and its static imports, then each area's chunk
 * (src/app/areas/<area>.tsx, one chunk each, see vite/area-chunks.ts) with the static imports the entry has not
 * already brought. The public area is part of the entry's `app` chunk, and the home page's own chunk is loaded
 * before the first render, so both count in the home page.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { areaChunk, assets, closure, dist, entryFile, publicPageInitialFiles } from './initial-chunks.mjs';

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
const home = publicPageInitialFiles('HomePage');
const homeGzip = report('Home page, initial JavaScript (entry, app with the public area, home page)', home);
if (process.argv.includes('--packages')) byPackage(home, homeGzip);
const minus = (set, base) => new Set([...set].filter((f) => !base.has(f)));
report('Panel area, loaded on top of the entry', minus(closure(areaChunk('panel')), initial));
report('Admin area, loaded on top of the entry', minus(closure(areaChunk('admin')), initial));

/*
 * The public pages' initial JavaScript may not grow past the issue's aim of 120 kB gzip (119.7 kB
 * on 2026-11-27: react-dom and react-router are ~98 kB of it, and docs/architecture.md "How the public bundle is
 * split" has the breakdown per package). CI runs this after the build.
 */
const HOME_BUDGET_KB = Number(process.env.SIZE_BUDGET_KB ?? 120);
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

/*
 * `npm run size -- --packages`: what the home page's initial JavaScript is made of. Each stretch of the minified
 * files belongs to the source its source map names; the stretches of one package (or of one folder of ours) are
 * gzipped together, and the figures are scaled so that they add up to the files' own gzip total.
 */
function byPackage(files, totalGzip) {
  const texts = new Map();
  for (const file of files) {
    const mapFile = path.join(assets, `${file}.map`);
    if (!fs.existsSync(mapFile)) continue;
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
    const lines = fs.readFileSync(path.join(assets, file), 'utf8').split('\n');
    decodeMappings(map.mappings).forEach((segments, i) => {
      const line = lines[i] ?? '';
      segments.forEach(([column, source], j) => {
        const end = j + 1 < segments.length ? segments[j + 1][0] : line.length;
        const group = source === undefined ? '(bundler)' : packageOf(map.sources[source]);
        texts.set(group, (texts.get(group) ?? '') + line.slice(column, end));
      });
    });
  }
  const rows = [...texts].map(([group, text]) => ({ group, gzip: zlib.gzipSync(text).length }));
  const sum = rows.reduce((total, r) => total + r.gzip, 0);
  console.log(`\nBy package (gzip, scaled to the ${kB(totalGzip)} kB above):`);
  for (const r of rows.sort((a, b) => b.gzip - a.gzip).filter((r) => r.gzip * 1000 >= sum)) {
    console.log(`  ${r.group.padEnd(36)} ${kB((r.gzip * totalGzip) / sum).padStart(7)} kB`);
  }
}

function packageOf(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  return `src/${source
    .replace(/^.*?\/src\//, '')
    .split('/')
    .slice(0, 2)
    .join('/')}`;
}

/** Source map "mappings" → per generated line, [column, source index] of each segment (columns are absolute). */
function decodeMappings(mappings) {
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const values = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = B64.indexOf(char);
          value += (digit & 31) << shift;
          if (digit & 32) {
            shift += 5;
          } else {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        column += values[0];
        if (values.length > 1) source += values[1];
        return values.length > 1 ? [column, source] : [column];
      });
  });
}
