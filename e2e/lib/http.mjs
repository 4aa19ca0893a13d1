/*
 * Plain HTTP against the server under test with a chosen Host header: the gate is picked by host, and Node does
 * not resolve `boost.localhost` the way the browser does, so requests go to the server's own address.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
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
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
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
