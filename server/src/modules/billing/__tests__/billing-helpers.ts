import { signCardBody } from '../providers/card';
import type { TestServer } from '../../../../test/harness';

/* Shared by the billing tests: signed card notifications, checkouts and the ledger invariant, all through HTTP or SQL. */

export const CARD_SECRET = 'test-card-webhook-secret-0123456789';

export interface CardEvent {
  eventId: string;
  type: string;
  orderId: number;
  amountMinor: number;
  currency: string;
}

export function postback(t: TestServer, event: CardEvent | string, signature?: string) {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  let req = t.http.post('/api/payment/postback/card').set('content-type', 'application/json');
  const sig = signature ?? signCardBody(body, CARD_SECRET);
  if (sig) req = req.set('x-signature', sig);
  return req.send(body);
}

export async function sql<T = Record<string, unknown>>(t: TestServer, query: string, params: unknown[] = []): Promise<T[]> {
  return t.server.orm.em.fork().getConnection().execute(query, params);
}

export async function packageByCode(t: TestServer, code: string): Promise<{ id: number; priceMinor: number }> {
  const [row] = await sql<{ id: number; price_minor: number }>(t, 'select id, price_minor from packages where code = ?', [code]);
  return { id: row.id, priceMinor: row.price_minor };
}

export interface Checkout {
  paymentUrl: string;
  order: { id: number; amountMinor: number; currency: string; status: string };
}

export async function checkout(
  t: TestServer,
  token: string,
  packageId: number,
  quantity = 1,
  headers: Record<string, string> = {},
): Promise<Checkout> {
  const res = await t.gql<{ checkout: Checkout }>(
    'mutation($i: CheckoutInput!) { checkout(input: $i) { paymentUrl order { id amountMinor currency status } } }',
    { i: { packageId, quantity, paymentProvider: 'card' } },
    token,
    headers,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.checkout;
}

export function paid(order: Checkout['order'], eventId: string, type = 'payment.succeeded'): CardEvent {
  return { eventId, type, orderId: order.id, amountMinor: order.amountMinor, currency: order.currency };
}

export async function balanceOf(t: TestServer, email: string, packageId: number): Promise<number> {
  const rows = await sql<{ quantity: number }>(
    t,
    `select b.quantity from balances b join users u on u.id = b.owner_id join gates g on g.id = u.gate_id
     where u.email = ? and g.is_default and b.package_id = ?`,
    [email, packageId],
  );
  return rows.length ? Number(rows[0].quantity) : 0;
}

/** Σ ledger = balance for every (owner, package), and no balance below zero: the rows that break it (none expected). */
export async function ledgerMismatches(t: TestServer): Promise<unknown[]> {
  return sql(
    t,
    `select coalesce(l.owner_id, b.owner_id) as owner_id, coalesce(l.package_id, b.package_id) as package_id, l.total, b.quantity
     from (select owner_id, package_id, sum(quantity) as total from transactions group by owner_id, package_id) l
     full outer join balances b on b.owner_id = l.owner_id and b.package_id = l.package_id
     where coalesce(l.total, 0) <> coalesce(b.quantity, 0) or b.quantity < 0`,
  );
}
