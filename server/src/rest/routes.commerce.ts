import { balanceListSpec } from '../modules/billing/balance.input';
import { orderListSpec } from '../modules/billing/order.input';
import { transactionListSpec } from '../modules/billing/transaction.input';
import { gateListSpec } from '../modules/gates/gate.input';
import { packageListSpec } from '../modules/packages/package.input';
import { BadRequestError } from '../common/errors';
import { bodyAsInput, documentedPath, pathId, resourceInput } from './operations';
import { allResources, type RestResource, type RestRoute } from './resource';

// The commerce part of the route table (see rest/route-table.ts).

export const PackageResource: RestResource = {
  type: 'Package',
  path: 'packages',
  description: 'A traffic package: a number of visitors for a number of days, at a price.',
  fields:
    'id name code description size priceMinor currency durationDays active parentId professional guaranteedAlexa free showOnMainPage position gateId createdAt',
  spec: packageListSpec,
  list: { field: 'packages', argsType: 'PackageFilter' },
  item: { field: 'package' },
  create: { field: 'createPackage', inputType: 'PackageCreateInput' },
  update: { field: 'updatePackage', inputType: 'PackageUpdateInput' },
  references: { parentId: 'Package' },
};

export const GateResource: RestResource = {
  type: 'Gate',
  path: 'gates',
  description: 'A white-label brand site, served on its own host.',
  fields: 'id name host enabled isDefault description apiBase createdAt',
  spec: gateListSpec,
  list: { field: 'gates', argsType: 'GateFilter' },
  item: { field: 'gate' },
  create: { field: 'createGate', inputType: 'GateCreateInput' },
  update: { field: 'updateGate', inputType: 'GateUpdateInput' },
};

export const OrderResource: RestResource = {
  type: 'Order',
  path: 'orders',
  description: 'What a user asked to buy (shown as a Subscription).',
  fields:
    'id status paymentProvider ownerId owner { __typename id login } packageId package { __typename id name code size } quantity amountMinor currency firstPaymentAt lastPaymentAt recurring nextRenewalAt cancellable createdAt',
  spec: orderListSpec,
  list: { field: 'orders', argsType: 'OrderFilter' },
  item: { field: 'order' },
  // The checkout (POST /orders below) answers the order with its payment page's address.
  create: { field: 'checkout', inputType: 'CheckoutInput', custom: true },
};

export const TransactionResource: RestResource = {
  type: 'Transaction',
  path: 'transactions',
  description: 'An append-only ledger entry: credits added to or spent from a balance.',
  fields:
    'id quantity source reference comment orderId ownerId owner { __typename id login } packageId package { __typename id name code size } createdAt',
  spec: transactionListSpec,
  list: { field: 'transactions', argsType: 'TransactionFilter' },
  item: { field: 'transaction' },
  create: { field: 'createTransaction', inputType: 'TransactionCreateInput' },
  update: { field: 'updateTransaction', inputType: 'TransactionUpdateInput' },
};

export const BalanceResource: RestResource = {
  type: 'Balance',
  path: 'balances',
  description: 'The credits a user holds for one package (only balances with credits left are listed).',
  fields: 'id quantity ownerId packageId package { __typename id name code size }',
  spec: balanceListSpec,
  list: { field: 'balances', argsType: 'BalanceFilter' },
  item: { field: 'balance' },
  references: { ownerId: 'User' },
};

export const commerceResources: RestResource[] = [PackageResource, GateResource, OrderResource, TransactionResource, BalanceResource];

export const commerceRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/packages/for_main_page',
    operation: `query PackagesForMainPage { result: packagesForMainPage { ${PackageResource.fields} } }`,
    result: { kind: 'list', resource: PackageResource },
  },
  {
    method: 'post',
    path: '/admin/transaction/new',
    operation: `mutation CreateTransaction($input: TransactionCreateInput!) { result: createTransaction(input: $input) { ${TransactionResource.fields} } }`,
    variables: (req) => ({ input: resourceInput(req, TransactionResource, 'TransactionCreateInput', allResources()) }),
    propertyPath: (path, body) => documentedPath(TransactionResource, allResources(), path, body),
    result: { kind: 'item', resource: TransactionResource, status: 201 },
  },
  {
    // Body `{"package": "/api/packages/{id}"}` (an IRI, as API Platform clients send) or `packageId`,
    // `quantity`, `paymentProvider` → 201 with the order and the payment page's address.
    method: 'post',
    path: '/orders',
    operation: `mutation Checkout($input: CheckoutInput!) { result: checkout(input: $input) { paymentUrl order { ${OrderResource.fields} } } }`,
    variables: (req) => ({ input: checkoutInput(req) }),
    propertyPath: (path, body) => documentedPath(OrderResource, allResources(), path, body),
    transform: (value) => {
      const { order, paymentUrl } = value as { order: Record<string, unknown>; paymentUrl: string };
      return { ...order, paymentUrl };
    },
    result: { kind: 'item', resource: OrderResource, status: 201 },
  },
  {
    method: 'get',
    path: '/payment/:id/isAllowed',
    operation: 'query PaymentMethodAllowed($method: String!) { result: paymentMethodAllowed(method: $method) }',
    variables: (req) => ({ method: String(req.params.id).slice(0, 32) }),
    transform: (allowed) => ({ allowed }),
    result: { kind: 'raw' },
  },
  {
    method: 'get',
    path: '/payment/status/order/:id',
    operation: 'query OrderStatus($id: Int!) { result: order(id: $id) { status } }',
    variables: (req) => ({ id: pathId(req) }),
    result: { kind: 'raw' },
  },
  {
    method: 'post',
    path: '/payment/cancel/order/:id',
    operation: `mutation CancelOrder($id: Int!) { result: cancelOrder(id: $id) { ${OrderResource.fields} } }`,
    variables: (req) => ({ id: pathId(req) }),
    row: 'order',
    result: { kind: 'item', resource: OrderResource },
  },
  // Staff order actions, the reason in the body.
  {
    method: 'post',
    path: '/orders/:id/refund',
    operation: `mutation RefundOrder($id: Int!, $reason: String!) { result: refundOrder(id: $id, reason: $reason) { ${OrderResource.fields} } }`,
    variables: (req) => ({ id: pathId(req), reason: bodyField(req, 'reason') }),
    row: 'order',
    result: { kind: 'item', resource: OrderResource },
  },
  {
    method: 'post',
    path: '/orders/:id/cancel',
    operation: `mutation AdminCancelOrder($id: Int!, $reason: String!) { result: adminCancelOrder(id: $id, reason: $reason) { ${OrderResource.fields} } }`,
    variables: (req) => ({ id: pathId(req), reason: bodyField(req, 'reason') }),
    row: 'order',
    result: { kind: 'item', resource: OrderResource },
  },
  {
    method: 'get',
    path: '/invoice/is-downloading-available',
    operation: 'query InvoiceDownloadAvailable { result: invoiceDownloadAvailable }',
    transform: (available) => ({ available }),
    result: { kind: 'raw' },
  },
  // GET /api/invoice/get-file/{id} (a PDF, not a GraphQL answer) is served by modules/billing/billing.router.ts.
];

/** One field of a JSON object body (undefined otherwise: the operation's own check answers a missing one). */
function bodyField(req: Parameters<typeof bodyAsInput>[0], name: string): unknown {
  const body: unknown = req.body;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;
}

/** The checkout body: `package` may be an IRI of a package (API Platform style) instead of `packageId`. */
function checkoutInput(req: Parameters<typeof bodyAsInput>[0]): Record<string, unknown> {
  const input = bodyAsInput(req, 'CheckoutInput');
  const iri = (req.body as Record<string, unknown>).package;
  if (input.packageId === undefined && iri !== undefined) {
    const match = typeof iri === 'string' ? /^\/api\/packages\/(\d{1,9})$/.exec(iri) : null;
    if (!match) throw new BadRequestError('"package" must be an IRI like /api/packages/{id}.');
    input.packageId = Number(match[1]);
  }
  return input;
}
