/*
 * A local stand-in for Google's sign-in (the browser suite never reaches the internet): an authorization page
 * (implicit flow, response_type=id_token) where the "account" is typed in, a JWKS endpoint the server verifies
 * ID tokens against (GOOGLE_JWKS_URL), and RS256 ID tokens with Google's issuer and the client id as audience.
 * run.mjs starts it before the server and passes its address to both.
 */
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import http from 'node:http';

export const GOOGLE_CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
export const AUTH_PATH = '/o/oauth2/v2/auth';
export const JWKS_PATH = '/oauth2/v3/certs';

const b64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

export async function startFakeGoogle() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e-google-1', alg: 'RS256', use: 'sig' };
  const issued = [];

  function idToken(email, nonce) {
    const now = Math.floor(Date.now() / 1000);
    const header = b64url({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' });
    const payload = b64url({
      iss: 'https://accounts.google.com',
      aud: GOOGLE_CLIENT_ID,
      sub: createHash('sha256').update(email).digest('hex').slice(0, 21),
      email,
      email_verified: true,
      name: email.split('@')[0],
      nonce,
      iat: now,
      exp: now + 600,
    });
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
    return `${header}.${payload}.${signature}`;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-google');
    const q = url.searchParams;
    if (url.pathname === JWKS_PATH) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (url.pathname === AUTH_PATH) {
      if (q.get('client_id') !== GOOGLE_CLIENT_ID || q.get('response_type') !== 'id_token' || !q.get('redirect_uri') || !q.get('nonce')) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('invalid_request');
        return;
      }
      const hidden = ['redirect_uri', 'state', 'nonce']
        .map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(q.get(n) ?? '')}">`)
        .join('');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html lang="en"><head><title>Sign in – Google Accounts</title></head>
<body><main><h1>Choose an account</h1>
<form action="/consent" method="get">${hidden}<label>Email <input name="email" type="email" required></label>
<button type="submit" name="decision" value="allow">Continue</button><button type="submit" name="decision" value="deny" formnovalidate>Cancel</button></form>
</main></body></html>`);
      return;
    }
    if (url.pathname === '/consent') {
      const back = new URL(q.get('redirect_uri') ?? '');
      const fragment = new URLSearchParams();
      if (q.get('decision') === 'allow') {
        const token = idToken(q.get('email') ?? '', q.get('nonce') ?? '');
        issued.push({ email: q.get('email'), nonce: q.get('nonce') });
        fragment.set('id_token', token);
      } else {
        fragment.set('error', 'access_denied');
      }
      fragment.set('state', q.get('state') ?? '');
      back.hash = fragment.toString();
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    authUrl: `${origin}${AUTH_PATH}`,
    jwksUrl: `${origin}${JWKS_PATH}`,
    issued,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
