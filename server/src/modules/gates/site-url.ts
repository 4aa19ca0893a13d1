import { isIP } from 'node:net';
import type { Gate } from './gate.entity';

/*
 * The absolute URL of a gate's site, the base of every link that leaves the site (verification, reset, activation
 * and unsubscribe links in mail):
 *
 * 1. A gate with a configured `siteUrl` (every production gate: the admin area and first run set one) → that URL.
 * 2. A gate without one (the demo gates are seeded without one, so they follow the deployment) → `PUBLIC_URL`;
 *    for a gate other than the default, with the gate's own host in it (same scheme, port and path), since a
 *    non-default gate answers on its host only.
 * 3. Else, inside a request, the origin the request reached (`protocol://Host`) — but only when the request's host
 *    is one the gate owns: the gate's own host, or a loopback name (`localhost`, `*.localhost`, 127.0.0.0/8, ::1),
 *    which reaches the reader's own machine and never a third party. The Host header is chosen by the caller: the
 *    default gate answers every host, so trusting any Host would let anyone request a reset for someone else's
 *    account with `Host: attacker.example` and receive the token when the victim clicks (host-header poisoning).
 * 4. Else `http(s)://<gate host>:<the port this process listens on>`.
 */

/** Where a request arrived (request-context.ts fills it from express's `req.protocol`, `req.host`, `req.hostname`). */
export interface RequestOrigin {
  /** `http` or `https` (`X-Forwarded-Proto` counts only from a proxy TRUST_PROXY trusts). */
  protocol: string;
  /** The host the request named, with its port when it had one (`127.0.0.1:4321`). */
  host: string;
  /** The host name alone, without the port (what gate resolution compared). */
  hostname: string;
}

export interface SiteUrlSettings {
  /** PUBLIC_URL. */
  publicUrl?: string;
  /** The port this process listens on. */
  port: number;
}

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/** `localhost`, a name under `.localhost` (RFC 6761: always the loopback interface), 127.0.0.0/8 or ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const bare = name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || bare === '0:0:0:0:0:0:0:1';
  return false;
}

/** A host (`name`, `name:port`, `[v6]:port`) that can be written into a URL as it is. */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The request's own origin, when its host is one the gate owns (rule 3); null otherwise. */
export function trustedRequestOrigin(gate: Gate, request: RequestOrigin | undefined): string | null {
  if (!request) return null;
  const host = request.host.toLowerCase();
  const hostname = request.hostname.toLowerCase().replace(/\.$/, '');
  if (!PLAIN_HOST.test(host) || !['http', 'https'].includes(request.protocol)) return null;
  if (hostname !== gate.host && !isLoopbackHost(hostname)) return null;
  return `${request.protocol}://${host}`;
}

/** The gate's site URL, without a trailing slash (see the rules above). */
export function gateSiteUrl(gate: Gate, settings: SiteUrlSettings, request?: RequestOrigin): string {
  const configured = gate.config.prop.siteUrl?.trim();
  if (configured) return trimSlashes(configured);
  if (settings.publicUrl) {
    if (gate.isDefault) return trimSlashes(settings.publicUrl);
    const url = new URL(settings.publicUrl);
    url.hostname = gate.host;
    return trimSlashes(url.href);
  }
  const fromRequest = trustedRequestOrigin(gate, request);
  if (fromRequest) return fromRequest;
  const protocol = request?.protocol === 'https' ? 'https' : 'http';
  const defaultPort = protocol === 'https' ? 443 : 80;
  return `${protocol}://${gate.host}${settings.port && settings.port !== defaultPort ? `:${settings.port}` : ''}`;
}
