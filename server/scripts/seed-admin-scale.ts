import type { EntityManager } from '@mikro-orm/postgresql';

/*
 * Seeds the admin lists at scale (for the admin list benchmark): `users` users spread over every gate and the last 365 days (every
 * 10th disabled, every 50th a VIP), and `ledger` ledger entries spread over them, their packages and the same days —
 * with the balances that sum them, so the ledger's invariant holds. Set-based SQL (generate_series): a million rows in
 * seconds, no row passes through the process. Reusable by any script; rows are tagged `scale-admin-…`.
 */

export interface AdminScale {
  users: number;
  ledger: number;
}

export async function seedAdminScale(em: EntityManager, { users, ledger }: AdminScale): Promise<void> {
  const [{ first }] = await em.execute<{ first: number | null }[]>('select coalesce(max(id), 0) + 1 as first from users');
  await em.execute(
    `insert into users (email, gate_id, password_hash, display_name, roles, enabled, email_confirmed, created_at, updated_at)
     select 'scale-admin-' || g || '@example.com',
            (select id from gates order by id offset (g % (select count(*) from gates)) limit 1),
            'x', 'Scale user ' || g,
            case when g % 50 = 1 then '{ROLE_VIP}'::text[] else '{}'::text[] end,
            g % 10 <> 0, g % 3 = 0,
            now() - ((g % 365) || ' days')::interval - ((g % 1440) || ' minutes')::interval, now()
       from generate_series(1, ?) g`,
    [users],
  );
  await em.execute(
    `insert into transactions (owner_id, package_id, quantity, source, reference, comment, created_at, updated_at)
     select ? + (g % ?),
            (select id from packages order by id offset (g % (select count(*) from packages)) limit 1),
            case when g % 4 = 0 then -1 else 1 + g % 5 end,
            (case when g % 4 = 0 then 'project_assignment' when g % 7 = 0 then 'admin' else 'payment' end)::transaction_source,
            'scale-admin-' || g, '', now() - ((g % 365) || ' days')::interval, now()
       from generate_series(1, ?) g`,
    [first, users, ledger],
  );
  // The balances are the sums of the entries (a debit never before its credit is not modelled; sums stay ≥ 0).
  await em.execute(
    `insert into balances (owner_id, package_id, quantity, created_at, updated_at)
     select owner_id, package_id, greatest(sum(quantity), 0), now(), now() from transactions
      where reference like 'scale-admin-%' group by owner_id, package_id
     on conflict (owner_id, package_id) do update set quantity = balances.quantity + excluded.quantity`,
  );
  await em.execute('analyze users; analyze transactions; analyze balances');
}
