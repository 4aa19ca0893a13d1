import type { EntityManager } from '@mikro-orm/postgresql';
import { SingleBar, Presets } from 'cli-progress';
import { OrderStatus, TransactionSource } from '../../common/statuses';
import { Gate } from '../../modules/gates/gate.entity';
import { Package } from '../../modules/packages/package.entity';
import { DEMO_PASSWORD } from './demo.seeder';
import { hashPassword } from '../../modules/auth/password';

/*
 * `--scale N`: N generated users with projects, paid orders and ledger entries, for benchmarks. Rows are inserted
 * in batches with multi-row INSERTs (the ORM's one-by-one flush would take minutes); balances are written as the
 * sums of the generated ledger entries, so the ledger invariant holds exactly as with book().
 */

const BATCH = 500;

function chunk<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function insertRows(em: EntityManager, table: string, columns: string[], rows: unknown[][]): Promise<number[]> {
  if (!rows.length) return [];
  const values = rows.map((r) => `(${r.map(() => '?').join(', ')})`).join(', ');
  const result = await em.execute<{ id: number }[]>(
    `insert into ${table} (${columns.join(', ')}) values ${values} returning id`,
    rows.flat(),
  );
  return result.map((r) => r.id);
}

export async function seedScale(
  em: EntityManager,
  users: number,
  opts: { progress?: boolean } = {},
): Promise<{ users: number; projects: number; transactions: number }> {
  const gate = await em.findOneOrFail(Gate, { isDefault: true });
  const packages = await em.find(Package, { free: false });
  if (!packages.length) throw new Error('Seed the demo data set first: the scale data uses its package catalogue.');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const bar = opts.progress ? new SingleBar({ format: 'scale seed |{bar}| {value}/{total} users' }, Presets.shades_classic) : undefined;
  bar?.start(users, 0);
  const stamp = Date.now().toString(36);
  let projects = 0;
  let transactions = 0;
  for (const [batchIndex, batch] of chunk([...Array(users).keys()], BATCH).entries()) {
    await em.transactional(async (tem) => {
      const userIds = await insertRows(
        tem as EntityManager,
        'users',
        ['email', 'gate_id', 'password_hash', 'display_name', 'email_confirmed', 'last_activity'],
        batch.map((i) => [
          `scale-${stamp}-${i}@example.com`,
          gate.id,
          passwordHash,
          `Scale User ${i}`,
          true,
          new Date(Date.now() - (i % 90) * 86_400_000),
        ]),
      );
      const projectRows: unknown[][] = [];
      const orderRows: unknown[][] = [];
      userIds.forEach((uid, k) => {
        const i = batch[k];
        const pkg = packages[i % packages.length];
        for (let p = 0; p < 1 + (i % 4); p++) {
          projectRows.push([
            `Site ${i}-${p}`,
            `https://site-${i}-${p}.example.com`,
            uid,
            p === 0 ? pkg.id : null,
            p === 0 ? new Date(Date.now() + ((i % 30) + 1) * 86_400_000) : null,
            p % 2 === 0,
          ]);
        }
        orderRows.push([uid, pkg.id, 1, pkg.priceMinor, OrderStatus.active, 'card', new Date(), new Date()]);
      });
      await insertRows(
        tem as EntityManager,
        'projects',
        ['title', 'url', 'owner_id', 'package_id', 'expired_at', 'auto_renew'],
        projectRows,
      );
      const orderIds = await insertRows(
        tem as EntityManager,
        'orders',
        ['owner_id', 'package_id', 'quantity', 'amount_minor', 'status', 'payment_provider', 'first_payment_at', 'last_payment_at'],
        orderRows,
      );
      const txRows: unknown[][] = [];
      const balanceRows: unknown[][] = [];
      userIds.forEach((uid, k) => {
        const pkg = packages[batch[k] % packages.length];
        txRows.push([uid, pkg.id, 2, TransactionSource.payment, `scale-${stamp}-${batchIndex}-${k}-pay`, orderIds[k]]);
        txRows.push([uid, pkg.id, -1, TransactionSource.project_assignment, `scale-${stamp}-${batchIndex}-${k}-assign`, null]);
        balanceRows.push([uid, pkg.id, 1]);
      });
      await insertRows(
        tem as EntityManager,
        'transactions',
        ['owner_id', 'package_id', 'quantity', 'source', 'reference', 'order_id'],
        txRows,
      );
      await insertRows(tem as EntityManager, 'balances', ['owner_id', 'package_id', 'quantity'], balanceRows);
      projects += projectRows.length;
      transactions += txRows.length;
    });
    bar?.increment(batch.length);
  }
  bar?.stop();
  return { users, projects, transactions };
}
