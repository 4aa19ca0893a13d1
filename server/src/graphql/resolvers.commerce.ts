import type { ClassType } from 'type-graphql';
import { BalanceResolver } from '../modules/billing/balance.resolver';
import { BillingResolver, InvoiceResolver, PaymentMethodsResolver } from '../modules/billing/billing.resolver';
import { OrderResolver } from '../modules/billing/order.resolver';
import { PaymentDiscrepancyResolver } from '../modules/billing/payment-discrepancy.resolver';
import { TransactionResolver } from '../modules/billing/transaction.resolver';
import { GatePublicResolver, GateResolver } from '../modules/gates/gate.resolver';
import { PackagePublicResolver, PackageResolver } from '../modules/packages/package.resolver';

// The commerce resolvers (see graphql/resolvers.ts).
export const commerceResolvers: ClassType[] = [
  GatePublicResolver,
  GateResolver,
  PackagePublicResolver,
  PackageResolver,
  OrderResolver,
  TransactionResolver,
  BalanceResolver,
  BillingResolver,
  InvoiceResolver,
  PaymentMethodsResolver,
  PaymentDiscrepancyResolver,
];
