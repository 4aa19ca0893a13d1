import ipaddr from 'ipaddr.js';
import { checkUrlAddress, isPublicAddress, SafeFetchError } from '../../common/safe-fetch';
import type { Config } from '../../config';

/*
 * Endpoint URLs follow the safe fetcher's rules (common/safe-fetch.ts) at registration and at every delivery: http(s)
 * only, every address the host resolves to public unicast, unless it lies in WEBHOOK_ALLOW_CIDRS.
 */

export function webhookAddressAllowed(config: Pick<Config, 'webhooks'>): (address: string) => boolean {
  const ranges = config.webhooks.allowCidrs.map((c) => ipaddr.parseCIDR(c));
  return (address: string) => {
    if (isPublicAddress(address)) return true;
    if (!ipaddr.isValid(address)) return false;
    const parsed = ipaddr.process(address);
    return ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
  };
}

/** Parses an endpoint URL: absolute http(s), no credentials, no fragment. Throws SafeFetchError. */
export function parseEndpointUrl(input: string): URL {
  const text = input.trim();
  if (!text || text.length > 2048 || /\s/.test(text)) throw new SafeFetchError('invalid');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SafeFetchError('invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('protocol');
  if (!url.hostname || url.username || url.password || url.hash) throw new SafeFetchError('invalid');
  // What is stored is the normalised href, which percent-encoding can make longer than the input (é → %C3%A9).
  if (url.href.length > 2048) throw new SafeFetchError('invalid');
  return url;
}

/** Resolves the host now and refuses an address outside the rules (registration). */
export async function vetEndpointUrl(input: string, config: Pick<Config, 'webhooks'>): Promise<URL> {
  const url = parseEndpointUrl(input);
  await checkUrlAddress(url, {
    allowPrivate: false,
    timeoutMs: 5000,
    unresolvable: 'refuse',
    addressAllowed: webhookAddressAllowed(config),
  });
  return url;
}
