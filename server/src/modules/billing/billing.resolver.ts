import { Arg, Authorized, Ctx, Extensions, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { COST } from '../../graphql/costs';
import type { Context } from '../../graphql/context';
import { CardPaymentForm, CardThreeDSecureInput, CheckoutInput, CheckoutResult } from './billing.input';
import * as cardPayments from './card-payment.service';
import * as checkouts from './checkout.service';
import * as staffOrders from './staff-order.service';
import { Role } from '../auth/roles';
import { Invoice } from './invoice.entity';
import * as invoices from './invoice.service';
import { Order } from './order.entity';
import { allowedMethods } from './providers';

@Resolver()
export class PaymentMethodsResolver {
  @Query(() => [String], { description: 'The payment methods a buyer may use on the request\'s gate (never "emulator").' })
  paymentMethods(@Ctx() ctx: Context): string[] {
    return allowedMethods(ctx.gate, ctx.services.config);
  }

  @Query(() => Boolean, {
    description: "Whether a buyer may pay with this method on the request's gate (GET /api/payment/{method}/isAllowed).",
  })
  paymentMethodAllowed(@Ctx() ctx: Context, @Arg('method') method: string): boolean {
    return allowedMethods(ctx.gate, ctx.services.config).includes(method);
  }
}

@Authorized()
@Resolver()
export class BillingResolver {
  // A provider adapter may call its provider to open the checkout (PayPal agreements) or to cancel.
  @Extensions({ complexity: COST.externalFetch })
  @Mutation(() => CheckoutResult, { description: 'Creates a pending order and answers the payment page to send the browser to.' })
  checkout(@Ctx() ctx: Context, @Arg('input', () => CheckoutInput) input: CheckoutInput): Promise<CheckoutResult> {
    return checkouts.checkout(ctx, input);
  }

  @Query(() => CardPaymentForm, { description: "The card form of the caller's own pending NMI card order." })
  cardPaymentForm(@Ctx() ctx: Context, @Arg('orderId', () => Int) orderId: number): Promise<CardPaymentForm> {
    return cardPayments.cardPaymentForm(ctx, orderId);
  }

  @Extensions({ complexity: COST.externalFetch })
  @Mutation(() => Order, {
    description:
      "Pays the caller's own pending NMI card order with the one-time payment token of the card form (Collect.js); a declined card is a violation on paymentToken and changes nothing. Answers the order as it is when it is already paid.",
  })
  payOrderWithCard(
    @Ctx() ctx: Context,
    @Arg('orderId', () => Int) orderId: number,
    @Arg('paymentToken') paymentToken: string,
    @Arg('threeDSecure', () => CardThreeDSecureInput, { nullable: true, description: 'Required where cardPaymentForm says threeDSecure.' })
    threeDSecure?: CardThreeDSecureInput | null,
  ): Promise<Order> {
    return cardPayments.payOrderWithCard(ctx, orderId, paymentToken, threeDSecure ?? null);
  }

  @Extensions({ complexity: COST.externalFetch })
  @Mutation(() => Order, { description: 'Stops a recurring order at the provider and locally; idempotent.' })
  cancelOrder(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<Order> {
    return checkouts.cancelOrder(ctx, id);
  }

  @Authorized(Role.Admin)
  @Extensions({ complexity: COST.externalFetch })
  @Mutation(() => Order, {
    description:
      'Staff refund of a paid order (admins): the ledger takes back what is unused, never below zero, the rest recorded as refundShortfall; audited. On NMI the last payment is voided or refunded at the gateway; with the other adapters the operator returns the money at the provider.',
  })
  refundOrder(@Ctx() ctx: Context, @Arg('id', () => Int) id: number, @Arg('reason') reason: string): Promise<Order> {
    return staffOrders.refundOrder(ctx, id, reason);
  }

  @Authorized(Role.Manager)
  @Extensions({ complexity: COST.externalFetch })
  @Mutation(() => Order, {
    description: "Staff cancel of any order (managers and above), as the owner's cancelOrder does; audited with the reason.",
  })
  adminCancelOrder(@Ctx() ctx: Context, @Arg('id', () => Int) id: number, @Arg('reason') reason: string): Promise<Order> {
    return staffOrders.adminCancelOrder(ctx, id, reason);
  }

  @Query(() => Boolean, { description: 'Whether the signed-in user has at least one invoice.' })
  invoiceDownloadAvailable(@Ctx() ctx: Context): Promise<boolean> {
    return invoices.invoiceDownloadAvailable(ctx);
  }
}

@Authorized()
@Resolver(() => Invoice)
export class InvoiceResolver {
  @FieldResolver(() => Int)
  orderId(@Root() invoice: Invoice): number {
    return invoice.order.id;
  }

  @FieldResolver(() => String, { description: 'GET it with the bearer token: the PDF.' })
  downloadPath(@Root() invoice: Invoice): string {
    return `/api/invoice/get-file/${invoice.id}`;
  }
}
