/*
 * A tiny website on 127.0.0.1 (random port) for the demo sign-up: the server's URL check fetches it, which the
 * run allows with DEMO_FETCH_ALLOW_PRIVATE=true. It counts the requests so a test can tell it was really fetched.
 */
import http from 'node:http';

export const DEMO_SITE_TITLE = 'Acme Garden Supplies';

export async function startDemoSite() {
  const requests = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method, url: req.url, userAgent: req.headers['user-agent'] ?? '' });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${DEMO_SITE_TITLE}</title></head>
<body><h1>${DEMO_SITE_TITLE}</h1><p>Seeds, tools and good advice since 1987.</p></body></html>`);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
