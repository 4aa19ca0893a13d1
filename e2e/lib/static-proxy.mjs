/*
 * One local origin for a built single-page app and the API under test (the HydraAdmin test): a GET of a file
 * of `dir` answers that file (`/` answers index.html), `/api…` is forwarded to the server as it is — Host included,
 * so the server's Link header and absolute IRIs name this origin — and anything else is 404. The server allows no
 * other origin by default (CORS_ORIGINS), so a browser app on another port could not call it.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

export function startStaticProxy({ dir, apiBase }) {
  const target = new URL(apiBase);
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://proxy');
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const upstream = http.request(
        { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (err) => {
        res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end(String(err));
      });
      req.pipe(upstream);
      return;
    }
    const file = path.resolve(root, `.${pathname === '/' ? '/index.html' : decodeURIComponent(pathname)}`);
    if (req.method !== 'GET' || !file.startsWith(`${root}${path.sep}`) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(Number(process.env.STATIC_PROXY_PORT ?? 0), '127.0.0.1', () =>
      resolve({ origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) }),
    );
  });
}

// `node e2e/lib/static-proxy.mjs <dir> <api base>`: the same proxy by hand, for looking at the app in a browser.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { origin } = await startStaticProxy({ dir: process.argv[2], apiBase: process.argv[3] });
  console.log(`serving ${process.argv[2]} and ${process.argv[3]}/api at ${origin}`);
}
