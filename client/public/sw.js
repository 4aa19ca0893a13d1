/*
 * Trafficgate service worker (docs/product.md#what-it-is, registered from main.tsx in production builds).
 * - install: precaches the offline page and the app shell (index.html and the /assets files it references);
 * - navigations: network first, and the offline page when the network fails;
 * - /assets/*: cache first (file names carry a content hash, so a cached file never goes stale);
 * - /graphql, /api and /hooks are never touched: data is always live.
 */
const PREFIX = 'trafficgate-';
const SHELL_CACHE = `${PREFIX}shell-v1`;
const ASSET_CACHE = `${PREFIX}assets-v1`;
const OFFLINE_URL = '/offline.html';
const MAX_ASSETS = 80;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.add(new Request(OFFLINE_URL, { cache: 'reload' }));
      try {
        const response = await fetch('/', { cache: 'no-store' });
        if (response.ok) {
          const html = await response.clone().text();
          const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))];
          await shell.put('/', response);
          await (await caches.open(ASSET_CACHE)).addAll(assets);
        }
      } catch {
        // Installed while offline: the offline page alone is enough.
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && !keep.has(key)) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

async function trimAssets() {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (/^\/(graphql|api|hooks)(\/|$)/.test(url.pathname)) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          return await fetch(request);
        } catch {
          return (await caches.match(OFFLINE_URL)) || Response.error();
        }
      })(),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      (async () => {
        const cached = await caches.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) {
          const cache = await caches.open(ASSET_CACHE);
          await cache.put(request, response.clone());
          event.waitUntil(trimAssets());
        }
        return response;
      })(),
    );
  }
});
