/*
 * Plain HTTP against the server under test with a chosen Host header: the gate is picked by host, and Node does
 * not resolve `boost.localhost` the way the browser does, so requests go to the server's own address.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import zlib from 'node:zlib';
import { baseUrl } from './browser.mjs';

export function request(pathname, { host = 'localhost', method = 'GET', body, accept = 'text/html', headers = {} } = {}) {
  const target = new URL(pathname, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers: { Host: host, Accept: accept, ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          // Asked for with `Accept-Encoding: gzip` in `headers`; `bytes` is what went over the wire.
          const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: res.statusCode, headers: res.headers, text: body.toString('utf8'), bytes: raw.length });
        });
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

/** A GraphQL operation on the gate of `host`, optionally as the bearer of `token`; fails the test on errors. */
export async function graphql(query, variables = {}, { host = 'localhost', token } = {}) {
  const res = await request('/graphql', {
    host,
    method: 'POST',
    body: { query, variables },
    accept: 'application/json',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const parsed = JSON.parse(res.text);
  assert.equal(parsed.errors, undefined, JSON.stringify(parsed.errors));
  return parsed.data;
}

/** A bearer token of the account (`POST` of the `login` mutation); fails the test when the login is refused. */
export async function tokenOf(email, password) {
  return (await graphql('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { username: email, password } })).login.token;
}
