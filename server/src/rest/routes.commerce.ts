import { balanceListSpec } from '../modules/billing/balance.input';
import { orderListSpec } from '../modules/billing/order.input';
import { transactionListSpec } from '../modules/billing/transaction.input';
import { gateListSpec } from '../modules/gates/gate.input';
import { packageListSpec } from '../modules/packages/package.input';
import { bodyAsInput, pending } from './operations';
import type { RestResource, RestRoute } from './resource';

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
    'id status paymentProvider ownerId owner { __typename id login } packageId package { __typename id name code size } quantity amountMinor currency firstPaymentAt lastPaymentAt createdAt',
  spec: orderListSpec,
  list: { field: 'orders', argsType: 'OrderFilter' },
  item: { field: 'order' },
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
  description: "The credits a user holds for one package (only balances with credits left are listed).",
  fields: 'id quantity ownerId packageId package { __typename id name code size }',
  spec: balanceListSpec,
  list: { field: 'balances', argsType: 'BalanceFilter' },
  item: { field: 'balance' },
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
    variables: (req) => ({ input: bodyAsInput(req, 'TransactionCreateInput') }),
    result: { kind: 'item', resource: TransactionResource, status: 201 },
  },
  pending('get', '/payment/:id/isAllowed', 'Payment availability', 'query order'),
  pending('get', '/payment/status/order/:id', 'Payment status', 'query order'),
  pending('post', '/payment/cancel/order/:id', 'Order cancellation', 'query order'),
  pending('get', '/invoice/is-downloading-available', 'Invoice download', 'query orders'),
  pending('get', '/invoice/get-file/:id', 'Invoice files', 'query order'),
];
