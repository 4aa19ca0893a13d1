import type { EntityManager } from '@mikro-orm/postgresql';
import type { PrincipalCache } from '../auth/principal-cache';
import { gatePrincipal, type Principal } from '../auth/principal-cache';
import type { Gate } from './gate.entity';

/**
 * Every request is served by one gate, found from its Host (docs/architecture.md#gates): the enabled gate with
 * that host, else the default gate. With a cache the rows are remembered per process and forgotten by
 * every process when any gate changes (modules/auth/principal-cache.ts); without one, one indexed read. `em` is
 * asked for only when the rows are read or the entity is.
 */
export async function resolveGatePrincipal(
  em: () => EntityManager,
  hostHeader: string | undefined,
  cache?: PrincipalCache,
): Promise<Principal<Gate>> {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const gate = await gatePrincipal(em, cache, host);
  if (!gate) throw new Error('No gate is configured: the database has no default gate (run the seeder or create one).');
  return gate;
}

/** The gate serving this Host as an entity of `em`. */
export async function resolveGate(em: EntityManager, hostHeader: string | undefined, cache?: PrincipalCache): Promise<Gate> {
  return (await resolveGatePrincipal(() => em, hostHeader, cache)).get();
}
