/*
 * Which built files a page loads before it is drawn (issue 3, issue 12 "Light"): dist/index.html's entry script
 * and its static imports, then each area's chunk (src/app/areas/<area>.tsx, one chunk each, see vite/area-chunks.ts)
 * with its static imports. The public area's chunk is loaded before the first render of a public page, so it counts
 * as initial there. Shared by `npm run size` (scripts/bundle-size.mjs) and `npm run bench:web` (e2e/bench-web.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
export const assets = path.join(dist, 'assets');

export function entryFile() {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no module entry script in dist/index.html');
  return entry;
}

export function areaChunk(area) {
  const found = fs.readdirSync(assets).find((f) => new RegExp(`^${area}-[\\w-]+\\.js$`).test(f));
  if (!found) throw new Error(`no ${area} chunk in dist/assets`);
  return found;
}

/** The file and every file it imports statically, transitively (`from"./x.js"`, `import"./x.js"`). */
export function closure(file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) closure(match[1], into);
  return into;
}

/** The files of a public page's initial JavaScript: the entry and the public area, with their static imports. */
export function publicPageInitialFiles() {
  return closure(areaChunk('public'), closure(entryFile()));
}
