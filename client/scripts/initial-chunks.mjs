/*
 * Which built files a page loads before it is drawn: dist/index.html's entry script
 * and its static imports, then each area's chunk (src/app/areas/<area>.tsx, one chunk each, see vite/area-chunks.ts)
 * with its static imports. The public area is part of the entry's `app` chunk, and the page's own chunk is loaded
 * before the first render of a public page, so it counts as initial there. Shared by `npm run size` (scripts/bundle-size.mjs) and `npm run bench:web` (e2e/bench-web.mjs).
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

/** The chunk of a public page (src/pages/public/<name>.tsx, a chunk of its own: vite/area-chunks.ts). */
export function pageChunk(name) {
  const found = fs.readdirSync(assets).find((f) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(f));
  if (!found) throw new Error(`no ${name} chunk in dist/assets`);
  return found;
}

/** The public page of each measured path (e2e/bench-web.mjs): its chunk is loaded before it is drawn. */
export const PAGE_OF_PATH = { '/': 'HomePage', '/pricing': 'PricingPage', '/login': 'LoginPage' };

/**
 * The files of a public page's initial JavaScript: the entry with its static imports (among them `app`, the start-up
 * code and the public area) and the page's own chunk (when the page is named) with its static imports.
 */
export function publicPageInitialFiles(page) {
  const files = closure(entryFile());
  if (!files.has(areaChunk('app'))) throw new Error('the entry does not import the app chunk (vite/area-chunks.ts)');
  return page ? closure(pageChunk(page), files) : files;
}
