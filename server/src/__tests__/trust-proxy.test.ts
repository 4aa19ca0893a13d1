import express from 'express';
import { trustProxyFn } from '../app';
import type { Config } from '../config';

/*
 * TRUST_PROXY decides whose X-Forwarded-For counts, so the per-IP limits see the client and not the proxy. Fastify's
 * routes (/graphql, the REST routes) and express's (everything else) must trust the same hops, or a client could pass
 * one limit's address check through one layer and not the other: our compiled rule answers as express's own does
 * for every TRUST_PROXY form and every hop.
 */
describe('TRUST_PROXY on both HTTP layers', () => {
  const settings: Config['trustProxy'][] = [false, true, 0, 1, 2, ['loopback'], ['10.0.0.0/8', '192.168.1.7'], ['uniquelocal']];
  const peers = ['127.0.0.1', '::1', '10.1.2.3', '192.168.1.7', '203.0.113.9', 'fd00::1'];

  it.each(settings.map((s) => [JSON.stringify(s), s] as const))('%s trusts the same hops as express', (_label, setting) => {
    const app = express();
    app.set('trust proxy', setting);
    const expressTrust = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    const ours = trustProxyFn(setting);
    for (const peer of peers)
      for (const hop of [0, 1, 2, 3]) expect([peer, hop, ours(peer, hop)]).toEqual([peer, hop, expressTrust(peer, hop)]);
  });
});
