/*
 * Every page's HTML preloads the entry's imports and the chunks its route needs first, with what
 * they import, once each and never a file index.html already names.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ChunkPreloads, readClientManifest, type ClientManifest } from '../chunk-preloads';

// The shape Vite writes (client/dist/.vite/manifest.json), trimmed to what is read.
const manifest: ClientManifest = {
  'index.html': {
    file: 'assets/index-AAAA1111.js',
    name: 'index',
    isEntry: true,
    imports: ['_rolldown-runtime-R.js', '_app-P.js', '_vendor-V.js'],
  },
  '_rolldown-runtime-R.js': { file: 'assets/rolldown-runtime-R.js', name: 'rolldown-runtime' },
  '_vendor-V.js': { file: 'assets/vendor-V.js', name: 'vendor', imports: ['_rolldown-runtime-R.js'] },
  '_app-P.js': { file: 'assets/app-P.js', name: 'app', imports: ['_rolldown-runtime-R.js', '_vendor-V.js'] },
  '_app-P.css': { file: 'assets/app-P.css', name: 'app' },
  '_HomePage-H.js': { file: 'assets/HomePage-H.js', name: 'HomePage', imports: ['_app-P.js', '_pages-Home-Pricing-S.js', '_vendor-V.js'] },
  '_PricingPage-Q.js': { file: 'assets/PricingPage-Q.js', name: 'PricingPage', imports: ['_app-P.js', '_pages-Home-Pricing-S.js'] },
  '_pages-Home-Pricing-S.js': { file: 'assets/pages-Home-Pricing-S.js', name: 'pages-Home-Pricing', imports: ['_app-P.js'] },
  '_panel-X.js': { file: 'assets/panel-X.js', name: 'panel', imports: ['_dashboard-D.js', '_apollo-A.js', '_app-P.js'] },
  '_dashboard-D.js': { file: 'assets/dashboard-D.js', name: 'dashboard', imports: ['_apollo-A.js'] },
  '_apollo-A.js': { file: 'assets/apollo-A.js', name: 'apollo' },
};
const template =
  '<!doctype html><html><head><title>T</title><script type="module" crossorigin src="/assets/index-AAAA1111.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/app-P.css"></head><body><div id="root"></div></body></html>';

const hrefs = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

it('preloads what the entry imports when index.html does not, without the entry itself', () => {
  const preloads = new ChunkPreloads(manifest, template);
  expect(hrefs(preloads.addTo(template, []))).toEqual(['/assets/rolldown-runtime-R.js', '/assets/app-P.js', '/assets/vendor-V.js']);
});

it('adds the page chunk and what it imports, each file once, inside the head', () => {
  const preloads = new ChunkPreloads(manifest, template);
  const html = preloads.addTo(template, ['HomePage']);
  expect(hrefs(html)).toEqual([
    '/assets/rolldown-runtime-R.js',
    '/assets/app-P.js',
    '/assets/vendor-V.js',
    '/assets/HomePage-H.js',
    '/assets/pages-Home-Pricing-S.js',
  ]);
  expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  expect(html.indexOf('modulepreload')).toBeGreaterThan(html.indexOf('app-P.css'));
});

it('adds an area with its shells (the panel with the dashboard and Apollo Client)', () => {
  const preloads = new ChunkPreloads(manifest, template);
  expect(preloads.files(['panel'])).toEqual([
    'assets/rolldown-runtime-R.js',
    'assets/app-P.js',
    'assets/vendor-V.js',
    'assets/panel-X.js',
    'assets/dashboard-D.js',
    'assets/apollo-A.js',
  ]);
});

it('skips a chunk name the build does not have, and never names a file twice', () => {
  const preloads = new ChunkPreloads(manifest, template);
  const files = preloads.files(['NoSuchPage', 'HomePage', 'PricingPage', 'HomePage']);
  expect(files).toContain('assets/PricingPage-Q.js');
  expect(new Set(files).size).toBe(files.length);
  expect(files).not.toContain('assets/index-AAAA1111.js');
});

it('reads the manifest of a build, and answers null for a build without one', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
  try {
    expect(readClientManifest(dir)).toBeNull();
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(readClientManifest(dir)?.['_panel-X.js'].file).toBe('assets/panel-X.js');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('adds nothing index.html already preloads', () => {
  const withPreloads = template.replace(
    '</head>',
    '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-R.js"><link rel="modulepreload" crossorigin href="/assets/app-P.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-V.js"></head>',
  );
  const preloads = new ChunkPreloads(manifest, withPreloads);
  expect(preloads.files([])).toEqual([]);
  expect(preloads.addTo(withPreloads, [])).toBe(withPreloads);
  expect(preloads.files(['PricingPage'])).toEqual(['assets/PricingPage-Q.js', 'assets/pages-Home-Pricing-S.js']);
});
