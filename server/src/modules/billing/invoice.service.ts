import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices, Context } from '../../graphql/context';
import type { JobQueue } from '../../jobs/queue';
import { gateBrand } from '../../mail/account-mails';
import { purchaseReceiptMail, siteLink } from '../../mail/templates';
import { requireUser, requireUserId } from '../auth/access';
import type { Gate } from '../gates/gate.entity';
import { Package } from '../packages/package.entity';
import type { User } from '../users/user.entity';
import { assertCanReadBilling } from './billing.policy';
import { Invoice } from './invoice.entity';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf';
import { Order } from './order.entity';
import type { Payment } from './payment.entity';
import { JOBS, type ReceiptJob } from '../../jobs/job-map';

/*
 * Invoices. Numbers run without gaps per gate and calendar year (UTC): the sequence comes from one counter
 * row per gate and year, incremented by an upsert inside the crediting transaction. The upsert holds that row's lock
 * until the transaction ends, so concurrent payments take turns, and a rolled-back credit rolls its number back too.
 * Format: `TG<gate id>-<year>-<sequence, 6 digits>`, e.g. TG1-2026-000123.
 */

export function invoiceNumber(gateId: number, year: number, sequence: number): string {
  return `TG${gateId}-${year}-${String(sequence).padStart(6, '0')}`;
}

async function nextSequence(em: EntityManager, gateId: number, year: number): Promise<number> {
  const rows: { last_sequence: number }[] = await em.execute(
    `insert into invoice_counters (gate_id, year, last_sequence) values (?, ?, 1)
     on conflict (gate_id, year) do update set last_sequence = invoice_counters.last_sequence + 1, updated_at = now()
     returning last_sequence`,
    [gateId, year],
  );
  return Number(rows[0].last_sequence);
}

/** Issues the invoice of a successful payment; call inside the crediting transaction. */
export async function issueInvoice(em: EntityManager, order: Order, owner: User, payment: Payment, issuedAt: Date): Promise<Invoice> {
  const year = issuedAt.getUTCFullYear();
  const sequence = await nextSequence(em, owner.gate.id, year);
  const invoice = em.create(Invoice, {
    order,
    payment,
    owner,
    gate: owner.gate,
    number: invoiceNumber(owner.gate.id, year, sequence),
    year,
    sequence,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    issuedAt,
    buyerName: owner.displayName || owner.email,
    buyerEmail: owner.email,
  });
  await em.flush();
  return invoice;
}

function sellerAddress(gate: Gate): string[] {
  const footer = (gate.config.prop.pagesContent as { footer?: { address?: unknown } } | undefined)?.footer;
  return typeof footer?.address === 'string' && footer.address.trim() ? footer.address.split(/,\s*/) : [];
}

/** The facts an invoice PDF shows, read from the invoice, its order and the gate's brand configuration. */
export async function invoiceDocument(em: EntityManager, invoice: Invoice): Promise<InvoiceDocument> {
  const order = await em.findOneOrFail(Order, invoice.order.id);
  const pkg = await em.findOneOrFail(Package, order.package.id);
  const gate = await em.findOneOrFail<Gate>('Gate', invoice.gate.id);
  return {
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    currency: invoice.currency,
    totalMinor: invoice.amountMinor,
    seller: { siteName: gate.config.prop.siteName || gate.name, supportEmail: gate.config.prop.supportEmail, address: sellerAddress(gate) },
    buyer: { name: invoice.buyerName, email: invoice.buyerEmail },
    lines: [
      {
        description: `${pkg.name} (${pkg.size.toLocaleString('en-US')} visitors, ${pkg.durationDays} days)`,
        quantity: order.quantity,
        unitMinor: Math.round(invoice.amountMinor / order.quantity),
        totalMinor: invoice.amountMinor,
      },
    ],
    orderId: order.id,
    paymentProvider: order.paymentProvider ?? '',
  };
}

/** GET /api/invoice/get-file/{id}: owner or staff; anyone else 404. */
export async function invoiceFile(ctx: Context, id: number): Promise<{ filename: string; pdf: Buffer }> {
  requireUserId(ctx);
  const invoice = await ctx.em.findOne(Invoice, { id });
  assertCanReadBilling(ctx, invoice);
  const pdf = await renderInvoicePdf(await invoiceDocument(ctx.em, invoice as Invoice));
  return { filename: `invoice-${(invoice as Invoice).number}.pdf`, pdf };
}

export async function invoiceDownloadAvailable(ctx: Context): Promise<boolean> {
  const user = requireUser(ctx);
  return (await ctx.em.count(Invoice, { owner: user.id })) > 0;
}

/**
 * Queues the purchase receipt in the crediting transaction (`em` is that transaction's EntityManager): the receipt
 * exists exactly when the credit commits, and survives a crash before it is sent (docs/architecture.md#jobs).
 */
export async function queueReceipt(em: EntityManager, jobs: JobQueue, data: ReceiptJob): Promise<void> {
  await jobs.send(JOBS.billingReceipt, data, { singletonKey: `receipt-${data.invoiceId}` }, em);
}

/** Queues the stop of a recurring order at its provider, in the caller's transaction (`em`). */
export async function queueCancelRecurring(jobs: JobQueue, em: EntityManager, orderId: number): Promise<void> {
  // More retries than the default: each missed stop may let the provider charge a renewal nobody gets.
  await jobs.send(JOBS.billingCancelRecurring, { orderId }, { singletonKey: `cancel-recurring-${orderId}`, retryLimit: 10 }, em);
}

/**
 * The `billing.receipt` job: renders the invoice PDF and sends the receipt, once. The invoice row stays locked
 * while the mail is handed over and `receipt_sent_at` is set in the same transaction, so a second run of the job
 * (a retry, a duplicate) finds it sent and does nothing. A failure to send rolls back and throws: the queue
 * retries with backoff. A crash between the hand-over and the commit sends it again (at least once, never lost).
 */
export async function deliverReceipt(
  em: EntityManager,
  services: Pick<AppServices, 'config' | 'mailer' | 'listening'>,
  data: ReceiptJob,
): Promise<'sent' | 'already sent'> {
  return em.fork().transactional(async (tem) => {
    const invoice = await tem.findOneOrFail(Invoice, data.invoiceId, { populate: ['gate'], lockMode: LockMode.PESSIMISTIC_WRITE });
    if (invoice.receiptSentAt) return 'already sent' as const;
    const doc = await invoiceDocument(tem, invoice);
    const brand = gateBrand({ services, gate: invoice.gate });
    const amount = `${(invoice.amountMinor / 100).toFixed(2)} ${invoice.currency}`;
    const line = doc.lines[0];
    await services.mailer.send({
      brand,
      to: invoice.buyerEmail,
      content: purchaseReceiptMail(brand, {
        invoiceNumber: invoice.number,
        amount,
        packageName: line.description,
        quantity: line.quantity,
        bonus: data.bonus,
        ordersUrl: siteLink(brand, `/panel/orders/${doc.orderId}`),
      }),
      attachments: [{ filename: `invoice-${invoice.number}.pdf`, content: await renderInvoicePdf(doc), contentType: 'application/pdf' }],
    });
    invoice.receiptSentAt = new Date();
    return 'sent' as const;
  });
}
