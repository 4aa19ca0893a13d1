/*
 * A local stand-in for the traffic-delivery partner (the campaign API of docs/targeting.md): it keeps each project's
 * campaign as the server last PUT it, answers its status (active until `endsAt`, expired after, 404 when it has none)
 * and forgets it on DELETE. Every body received is kept, in order, for the tests to read back at
 * `GET /e2e/received/{projectId}` (not part of the partner's API). Requests without the expected bearer key get 401.
 * run.mjs starts it before the server (DELIVERY_API_URL, DELIVERY_API_KEY) and gives its address to the tests.
 */
import http from 'node:http';

export const PARTNER_KEY = 'e2e-partner-key';

export async function startFakePartner() {
  const campaigns = new Map();
  const received = new Map();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const reply = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body === undefined ? '' : JSON.stringify(body));
      };
      const url = new URL(req.url, 'http://partner.invalid');
      const seen = /^\/e2e\/received\/(\d+)$/.exec(url.pathname);
      if (seen && req.method === 'GET') return reply(200, received.get(seen[1]) ?? []);
      if (req.headers.authorization !== `Bearer ${PARTNER_KEY}`) return reply(401, { error: 'unauthorized' });
      const match = /^\/campaigns\/(\d+)$/.exec(url.pathname);
      if (!match) return reply(404, { error: 'not found' });
      const id = match[1];
      if (req.method === 'PUT') {
        let spec;
        try {
          spec = JSON.parse(raw);
        } catch {
          return reply(400, { error: 'malformed JSON' });
        }
        const existed = campaigns.has(id);
        campaigns.set(id, spec);
        received.set(id, [...(received.get(id) ?? []), spec]);
        return reply(existed ? 200 : 201, { id: `e2e-${id}`, status: 'active' });
      }
      if (req.method === 'DELETE') {
        const existed = campaigns.delete(id);
        return reply(existed ? 204 : 404);
      }
      if (req.method === 'GET') {
        const spec = campaigns.get(id);
        if (!spec) return reply(404, { error: 'no such campaign' });
        return reply(200, { status: new Date(spec.endsAt) > new Date() ? 'active' : 'expired' });
      }
      return reply(405, { error: 'method not allowed' });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
