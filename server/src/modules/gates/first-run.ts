import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config';
import { Role } from '../auth/roles';
import { Gate } from './gate.entity';
import { defaultConfig } from './gate.service';

/*
 * First run of a production instance: every request is served by a gate (gate.resolution.ts), so a
 * database with no gate at all gets the default gate from configuration (DEFAULT_GATE_HOST, DEFAULT_GATE_NAME,
 * DEFAULT_GATE_URL, SUPPORT_EMAIL) at boot. Idempotent: once any gate exists nothing is created, and a
 * transaction-scoped advisory lock plus the unique host and single-default indexes keep two processes booting at
 * once from creating two.
 */

const FIRST_RUN_LOCK = 'trafficgate:first-run';

/** Creates the default gate when the database has none; returns it, or null when gates already existed. */
export async function ensureDefaultGate(em: EntityManager, settings: Config['firstRunGate']): Promise<Gate | null> {
  return em.transactional(async (tem) => {
    await tem.execute('select pg_advisory_xact_lock(hashtext(?))', [FIRST_RUN_LOCK]);
    if ((await tem.count(Gate, {})) > 0) return null;
    const gate = tem.create(Gate, {
      name: settings.name,
      host: settings.host,
      isDefault: true,
      config: defaultConfig(settings.name, settings.host, { siteUrl: settings.siteUrl, supportEmail: settings.supportEmail }),
    });
    await tem.flush();
    return gate;
  });
}

/** Whether any enabled super admin exists (boot prints how to create the first one otherwise). */
export async function hasSuperAdmin(em: EntityManager): Promise<boolean> {
  const rows = await em.execute<{ n: string }[]>('select count(*) as n from users where ? = any(roles) and enabled and not deleted', [
    Role.SuperAdmin,
  ]);
  return Number(rows[0]?.n ?? 0) > 0;
}
