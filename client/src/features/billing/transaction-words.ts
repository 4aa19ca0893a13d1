/*
 * A ledger entry (docs/product.md#records: Transaction with a source and a reference unique per source) in
 * words a buyer understands. References are the server's
 * keys: a payment's provider event id, `project-{id}-{n}` for a project assignment, a promotion bonus naming its
 * promotion; whatever cannot be read is named by the order it belongs to or left out, never shown raw.
 */
import { formatNumber } from '@/lib/format';

export interface TransactionLike {
  quantity: number;
  source: string;
  reference: string;
  comment?: string | null;
  orderId?: number | null;
}

export interface TransactionWords {
  /** The kind of entry: "Payment", "Promotion bonus", … */
  source: string;
  /** What it refers to, in a sentence. */
  reference: string;
}

const sourceLabels: Record<string, string> = {
  payment: 'Payment',
  promotion_bonus: 'Promotion bonus',
  admin: 'Adjustment by our team',
  demo: 'Free demo',
  project_assignment: 'Assigned to a project',
  refund: 'Refund',
};

function credits(n: number): string {
  const abs = Math.abs(n);
  return `${formatNumber(abs)} ${abs === 1 ? 'credit' : 'credits'}`;
}

const orderText = (orderId: number | null | undefined) => (orderId ? `order #${orderId}` : null);

export function transactionWords(tx: TransactionLike): TransactionWords {
  const order = orderText(tx.orderId);
  const comment = tx.comment?.trim() ?? '';
  switch (tx.source) {
    case 'payment':
      return {
        source: sourceLabels.payment,
        reference: order ? `${credits(tx.quantity)} bought with ${order}` : `${credits(tx.quantity)} bought`,
      };
    case 'promotion_bonus': {
      const promotion = /promotion[-_:#]?(\d+)/i.exec(tx.reference)?.[1];
      const what = promotion ? `promotion #${promotion}` : comment || 'a promotion';
      return {
        source: sourceLabels.promotion_bonus,
        reference: `${credits(tx.quantity)} extra from ${what}${order ? ` on ${order}` : ''}`,
      };
    }
    case 'admin': {
      const verb = tx.quantity < 0 ? 'removed' : 'added';
      return { source: sourceLabels.admin, reference: `${credits(tx.quantity)} ${verb} by our team${comment ? `: ${comment}` : ''}` };
    }
    case 'demo':
      return { source: sourceLabels.demo, reference: `${credits(tx.quantity)} for your free demo` };
    case 'project_assignment': {
      const project = /^project-(\d+)/.exec(tx.reference)?.[1];
      const verb = tx.quantity < 0 ? 'used for' : 'returned from';
      return {
        source: sourceLabels.project_assignment,
        reference: `${credits(tx.quantity)} ${verb} ${project ? `project #${project}` : 'a project'}`,
      };
    }
    case 'refund':
      return { source: sourceLabels.refund, reference: `${credits(tx.quantity)} taken back by the refund of ${order ?? 'a payment'}` };
    default:
      return {
        source: tx.source.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
        reference: comment || (order ? `About ${order}` : ''),
      };
  }
}

/** Signed credits: "+2", "−1". */
export function signedCredits(quantity: number): string {
  return quantity > 0 ? `+${formatNumber(quantity)}` : `−${formatNumber(Math.abs(quantity))}`;
}
