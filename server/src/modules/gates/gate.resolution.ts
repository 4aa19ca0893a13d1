import type { EntityManager } from '@mikro-orm/postgresql';
import { Gate } from './gate.entity';

/**
 * Every request is served by one gate, found from its Host (ARCHITECTURE.md "Gates"): the enabled gate with
 * that host, else the default gate. One indexed read per request, no process-local cache, so a changed gate is
 * seen at once by every process.
 */
export async function resolveGate(em: EntityManager, hostHeader: string | undefined): Promise<Gate> {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const gates = await em.find(
    Gate,
    { $or: [{ host, enabled: true }, { isDefault: true }] },
    { orderBy: { isDefault: 'asc', id: 'asc' }, limit: 2 },
  );
  const gate = gates.find((g) => g.host === host && g.enabled) ?? gates.find((g) => g.isDefault);
  if (!gate) throw new Error('No gate is configured: the database has no default gate (run the seeder or create one).');
  return gate;
}
