import { TransactionSource } from '../../../common/statuses';
import { book } from '../../billing/ledger.service';
import { Package } from '../../packages/package.entity';
import { User } from '../../users/user.entity';
import { Project } from '../project.entity';
import type { TestServer } from '../../../../test/harness';

// Set-up shared by the projects tests: fresh accounts, credits booked through the real ledger, SQL reads.

let counter = 0;

/** Registers a new account through the public `register` mutation, then logs in with its password; answers its token and id. */
export async function newAccount(t: TestServer, prefix = 'owner'): Promise<{ email: string; token: string; id: number }> {
  counter += 1;
  const email = `${prefix}-${process.pid}-${counter}-${Date.now()}@example.com`;
  // Sign-up answers the same for every address and opens no session: the new account logs in.
  const res = await t.gql('mutation($i: RegisterInput!) { register(input: $i) { email } }', { i: { email, password: 'a-good-password' } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  const token = await t.login(email, 'a-good-password');
  const me = await t.gql<{ me: { id: number } }>('{ me { id } }', {}, token);
  return { email, token, id: me.data!.me.id };
}

export async function packageByCode(t: TestServer, code: string): Promise<Package> {
  return t.server.orm.em.fork().findOneOrFail(Package, { code });
}

/** Credits the owner `quantity` units of the package (an admin booking, as the ledger records gifts). */
export async function credit(t: TestServer, ownerId: number, pkg: Package, quantity: number): Promise<void> {
  const em = t.server.orm.em.fork();
  const owner = await em.findOneOrFail(User, { id: ownerId });
  await book(em, {
    owner,
    package: em.getReference(Package, pkg.id),
    quantity,
    source: TransactionSource.admin,
    reference: `test-gift-${ownerId}-${Date.now()}-${Math.random()}`,
  });
}

export async function balanceOf(t: TestServer, ownerId: number, packageId: number): Promise<number> {
  const rows = await sql<{ quantity: number }>(t, 'select quantity from balances where owner_id = ? and package_id = ?', [
    ownerId,
    packageId,
  ]);
  return rows[0]?.quantity ?? 0;
}

export function sql<T = Record<string, unknown>>(t: TestServer, query: string, params: unknown[] = []): Promise<T[]> {
  return t.server.orm.em.fork().getConnection().execute(query, params) as Promise<T[]>;
}

export async function createProject(t: TestServer, token: string, input: Record<string, unknown> = {}): Promise<number> {
  const res = await t.gql<{ createProject: { id: number } }>(
    'mutation($i: ProjectCreateInput!) { createProject(input: $i) { id } }',
    {
      i: { title: 'Test site', url: 'https://site.example.com/', ...input },
    },
    token,
  );
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.createProject.id;
}

/** Moves a project's period so it ended `daysAgo` days ago (negative: ends in that many days). */
export async function setExpiry(
  t: TestServer,
  projectId: number,
  expiredAt: Date,
  fields: Partial<Pick<Project, 'autoRenew'>> = {},
): Promise<void> {
  const em = t.server.orm.em.fork();
  const p = await em.findOneOrFail(Project, { id: projectId });
  p.expiredAt = expiredAt;
  if (fields.autoRenew !== undefined) p.autoRenew = fields.autoRenew;
  await em.flush();
}

export const DAY = 86_400_000;

/** Jobs of a name in pg-boss's table, oldest first. */
export function jobsNamed<T = Record<string, unknown>>(t: TestServer, name: string): Promise<{ id: string; data: T; state: string }[]> {
  return sql(t, 'select id, data, state from pgboss.job where name = ? order by created_on, id', [name]);
}
