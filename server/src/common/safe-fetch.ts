import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * Fetching a URL a visitor typed in (the demo URL check) without letting them aim the server at its own network:
 * - only http and https;
 * - the host is resolved once and every address it resolves to must be public unicast (no loopback, private,
 *   link-local, unique-local, multicast, unspecified, reserved, …) unless private addresses are allowed (tests);
 * - the connection goes to exactly the address that was checked (a `lookup` that answers it), so a DNS answer that
 *   changes between the check and the connect (DNS rebinding) cannot redirect it;
 * - one deadline for the whole exchange, a cap on the bytes read, and at most a few redirects, each checked again
 *   (with `maxRedirects: 0` a redirect is answered as it is, never followed: webhook deliveries).
 */

export type SafeFetchFailure = 'invalid' | 'protocol' | 'private' | 'unreachable' | 'redirects';

const MESSAGES: Record<SafeFetchFailure, string> = {
  invalid: 'This value is not a valid URL.',
  protocol: 'Only http and https addresses are allowed.',
  private: 'This address points to a private network.',
  unreachable: 'This address is not reachable.',
  redirects: 'This address redirects too many times.',
};

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    /** What went wrong underneath (for logs; the message is for the visitor). */
    readonly detail?: string,
  ) {
    super(MESSAGES[reason]);
    this.name = 'SafeFetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface SafeFetchOptions {
  /** Allow loopback and private addresses (tests and closed networks only). */
  allowPrivate: boolean;
  /** Deadline for the whole fetch, redirects included. */
  timeoutMs: number;
  /** Bytes of body to read at most; the rest is not downloaded. */
  maxBytes: number;
  maxRedirects: number;
  /** Host name resolution; defaults to the system resolver (`dns.lookup`, all addresses). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Which resolved addresses may be contacted; defaults to public unicast unless `allowPrivate`. */
  addressAllowed?: (address: string) => boolean;
  /** Default GET. A request with a body (webhooks POST) sends it as it is. */
  method?: 'GET' | 'POST';
  /** Replaces the default browser-like headers. */
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface SafeFetchResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The body was longer than `maxBytes` and was cut there. */
  truncated: boolean;
  redirects: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Public unicast only: ipaddr.js names every special range (IPv4-mapped IPv6 is judged as the IPv4 it maps). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * Parses what a visitor typed: `example.com/page` is taken as `http://example.com/page`; a scheme other than
 * http(s) (`file:`, `ftp:`, `javascript:` …) is refused. `localhost:8080` is a host and port, not a scheme.
 */
export function parseWebUrl(input: string): URL {
  const text = input.trim();
  if (!text || text.length > 2048 || /\s/.test(text)) throw new SafeFetchError('invalid');
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `http://${text}`);
  } catch {
    throw new SafeFetchError('invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('protocol');
  if (!url.hostname || url.username || url.password) throw new SafeFetchError('invalid');
  return url;
}

async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  return dns.promises.lookup(hostname, { all: true, verbatim: true });
}

function withDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new SafeFetchError('unreachable', 'timed out'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new SafeFetchError('unreachable', 'timed out'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/** Resolves the host and checks every address it has; answers the one to connect to. */
export async function vet(url: URL, opts: SafeFetchOptions, signal: AbortSignal): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('protocol');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  const literal = net.isIP(host);
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await withDeadline((opts.resolve ?? systemResolve)(host), signal);
    } catch (e) {
      if (e instanceof SafeFetchError) throw e;
      throw new SafeFetchError('unreachable', `DNS: ${(e as Error).message}`);
    }
  }
  if (!addresses.length) throw new SafeFetchError('unreachable', 'DNS: no address');
  const allowed = opts.addressAllowed ?? (opts.allowPrivate ? () => true : isPublicAddress);
  // Every address must pass: a name that also resolves to an internal address is refused outright.
  if (!addresses.every((a) => allowed(a.address))) throw new SafeFetchError('private');
  return addresses[0];
}

export interface AddressCheckOptions extends Pick<SafeFetchOptions, 'allowPrivate' | 'resolve' | 'addressAllowed'> {
  /** Deadline of the name resolution. */
  timeoutMs: number;
  /**
   * A name that does not resolve: refused as unreachable, or accepted (a site registered before its name is live;
   * every later fetch of it is vetted again by `safeFetch`).
   */
  unresolvable: 'refuse' | 'accept';
}

/**
 * The address rule of every URL a user hands the server to contact later — a project's page, a webhook endpoint —
 * checked when the URL is saved: the same `vet` that every fetch runs, without fetching anything. Throws
 * SafeFetchError ('protocol', 'private', or 'unreachable' when `unresolvable` is 'refuse').
 */
export async function checkUrlAddress(url: URL, opts: AddressCheckOptions): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    await vet(url, { ...opts, maxBytes: 0, maxRedirects: 0 }, controller.signal);
  } catch (e) {
    if (!(opts.unresolvable === 'accept' && e instanceof SafeFetchError && e.reason === 'unreachable')) throw e;
  } finally {
    clearTimeout(timer);
  }
}

interface Exchange {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  truncated: boolean;
}

function exchange(url: URL, target: ResolvedAddress, opts: SafeFetchOptions, signal: AbortSignal): Promise<Exchange> {
  const client = url.protocol === 'https:' ? https : http;
  // Answers the vetted address whatever name is asked: the socket cannot go anywhere else.
  const lookup = (_host: string, options: dns.LookupOptions, cb: (...args: unknown[]) => void) => {
    if (options?.all) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  };
  return new Promise<Exchange>((resolve, reject) => {
    const req = client.request(url, {
      method: opts.method ?? 'GET',
      agent: false,
      lookup: lookup as unknown as http.RequestOptions['lookup'],
      signal,
      headers: opts.headers ?? {
        'user-agent': 'Mozilla/5.0 (compatible; TrafficgateBot/1.0; demo URL check)',
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
        'accept-encoding': 'identity',
      },
    });
    req.on('error', (e: Error) => {
      reject(signal.aborted ? new SafeFetchError('unreachable', 'timed out') : new SafeFetchError('unreachable', e.message));
    });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status) && res.headers.location) {
        res.destroy();
        resolve({ status, headers: res.headers, body: Buffer.alloc(0), truncated: false });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let done = false;
      const finish = (truncated: boolean) => {
        if (done) return;
        done = true;
        resolve({ status, headers: res.headers, body: Buffer.concat(chunks), truncated });
      };
      res.on('data', (chunk: Buffer) => {
        if (done) return;
        const room = opts.maxBytes - size;
        if (chunk.length > room) {
          chunks.push(chunk.subarray(0, room));
          size += room;
          finish(true);
          res.destroy();
          return;
        }
        chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () => finish(false));
      res.on('error', (e: Error) => {
        if (!done) reject(new SafeFetchError('unreachable', e.message));
      });
      res.on('close', () => {
        if (!done) reject(new SafeFetchError('unreachable', signal.aborted ? 'timed out' : 'connection closed'));
      });
    });
    req.end(opts.body);
  });
}

export async function safeFetch(input: string | URL, opts: SafeFetchOptions): Promise<SafeFetchResponse> {
  let url = typeof input === 'string' ? parseWebUrl(input) : input;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const target = await vet(url, opts, controller.signal);
      const res = await exchange(url, target, opts, controller.signal);
      const location = REDIRECTS.has(res.status) ? res.headers.location : undefined;
      if (!location || opts.maxRedirects === 0) return { url: url.href, redirects, ...res };
      if (redirects >= opts.maxRedirects) throw new SafeFetchError('redirects');
      try {
        url = new URL(location, url);
      } catch {
        throw new SafeFetchError('unreachable', `bad redirect location ${location}`);
      }
    }
  } finally {
    clearTimeout(timer);
  }
}
