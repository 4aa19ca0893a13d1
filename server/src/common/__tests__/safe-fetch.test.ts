import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress, parseWebUrl, safeFetch, SafeFetchError, type SafeFetchOptions } from '../safe-fetch';

// The demo URL check fetches what a visitor typed: only public http(s) addresses, the checked address is the one
// connected to, one deadline, a byte cap and a few re-checked redirects.
describe('safe-fetch', () => {
  let server: http.Server;
  let base: string;
  let port: number;
  const hits: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(`${req.headers.host} ${req.url}`);
      const url = req.url ?? '/';
      if (url === '/page')
        return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html><title>A page</title></html>');
      if (url === '/big') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<title>Big</title>');
        res.end('x'.repeat(2 * 1024 * 1024));
        return;
      }
      if (url === '/hang') return; // never answers
      const hop = /^\/hop\/(\d+)$/.exec(url);
      if (hop) {
        const n = Number(hop[1]);
        return void res.writeHead(302, { location: n > 1 ? `/hop/${n - 1}` : '/page' }).end();
      }
      if (url === '/to-other-loopback') return void res.writeHead(301, { location: `http://127.0.0.2:${port}/page` }).end();
      if (url === '/to-file') return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const opts = (o: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
    allowPrivate: true,
    timeoutMs: 2000,
    maxBytes: 1024 * 1024,
    maxRedirects: 3,
    ...o,
  });
  const reason = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      if (e instanceof SafeFetchError) return e.reason;
      throw e;
    }
    return 'ok';
  };

  it.each([
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['not-an-ip', false],
  ])('isPublicAddress(%s) is %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('reads what a visitor types: adds http://, refuses other schemes and malformed input', () => {
    expect(parseWebUrl('example.com/a?b=1').href).toBe('http://example.com/a?b=1');
    expect(parseWebUrl('localhost:8080/x').href).toBe('http://localhost:8080/x');
    expect(parseWebUrl(' HTTPS://Example.COM ').href).toBe('https://example.com/');
    expect(parseWebUrl('http://2130706433/').hostname).toBe('127.0.0.1');
    for (const bad of ['file:///etc/passwd', 'ftp://example.com/', 'javascript:alert(1)', 'gopher://x', 'data:text/html,hi']) {
      expect(() => parseWebUrl(bad)).toThrow('Only http and https addresses are allowed.');
    }
    for (const bad of ['', 'http://', 'http://exa mple.com', 'http://user:pw@example.com/']) {
      expect(() => parseWebUrl(bad)).toThrow('This value is not a valid URL.');
    }
  });

  it('refuses loopback, private and link-local targets unless allowed, before connecting', async () => {
    hits.length = 0;
    for (const url of [
      `${base}/page`,
      `http://[::1]:${port}/page`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/',
    ]) {
      expect(await reason(safeFetch(url, opts({ allowPrivate: false })))).toBe('private');
    }
    // A name is judged by every address it resolves to.
    const resolve = async () => [
      { address: '8.8.8.8', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    expect(await reason(safeFetch(`http://mixed.test:${port}/page`, opts({ allowPrivate: false, resolve })))).toBe('private');
    expect(await reason(safeFetch(`http://localhost:${port}/page`, opts({ allowPrivate: false })))).toBe('private');
    expect(hits).toEqual([]);
  });

  it('fetches an allowed address and reports the answer', async () => {
    const res = await safeFetch(`${base}/page`, opts());
    expect(res).toMatchObject({ url: `${base}/page`, status: 200, truncated: false, redirects: 0 });
    expect(res.body.toString()).toContain('<title>A page</title>');
  });

  it('connects to the address it checked, whatever DNS answers next (no rebinding)', async () => {
    let calls = 0;
    const resolve = async () => {
      calls += 1;
      return [{ address: calls === 1 ? '127.0.0.1' : '10.255.255.1', family: 4 }];
    };
    hits.length = 0;
    const res = await safeFetch(`http://rebind.test:${port}/page`, opts({ resolve, timeoutMs: 1000 }));
    expect(res.status).toBe(200);
    expect(calls).toBe(1);
    expect(hits).toEqual([`rebind.test:${port} /page`]);
  });

  it('stops reading at the byte limit', async () => {
    const res = await safeFetch(`${base}/big`, opts({ maxBytes: 4096 }));
    expect(res.body.length).toBe(4096);
    expect(res.truncated).toBe(true);
    expect(res.body.toString()).toMatch(/^<title>Big<\/title>x+$/);
  });

  it('gives up at the deadline', async () => {
    const started = Date.now();
    expect(await reason(safeFetch(`${base}/hang`, opts({ timeoutMs: 300 })))).toBe('unreachable');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers unreachable for a closed port and an unknown host', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await reason(safeFetch(`http://127.0.0.1:${closedPort}/`, opts()))).toBe('unreachable');
    const resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await reason(safeFetch('http://no-such-host.test/', opts({ resolve })))).toBe('unreachable');
  });

  it('follows at most three redirects, checking each target again', async () => {
    const three = await safeFetch(`${base}/hop/3`, opts());
    expect(three).toMatchObject({ status: 200, url: `${base}/page`, redirects: 3 });
    expect(await reason(safeFetch(`${base}/hop/4`, opts()))).toBe('redirects');
    expect(await reason(safeFetch(`${base}/to-file`, opts()))).toBe('protocol');
    // Only 127.0.0.1 may be contacted here: the redirect to 127.0.0.2 is refused before connecting.
    hits.length = 0;
    const addressAllowed = (a: string) => a === '127.0.0.1';
    expect(await reason(safeFetch(`${base}/to-other-loopback`, opts({ addressAllowed })))).toBe('private');
    expect(hits).toEqual([`127.0.0.1:${port} /to-other-loopback`]);
  });
});
