import { TransactionSource } from '../../common/statuses';

/*
 * A ledger entry's reference in words (every entry's source and reference in words),
 * for the CSV export and any other server-side text. The reference itself is an idempotency key whose shape belongs
 * to the code that booked it (a provider's event id, `project-{id}-{n}`, `admin-<uuid>`, …), so the words come from
 * the source and the order first, and only the ids a reference is known to carry are read out of it. An entry
 * whose reference does not name what the words need falls back to the source alone, never to the raw key.
 */

export interface TransactionWordsInput {
  source: TransactionSource | string;
  reference: string;
  quantity: number;
  orderId: number | null;
}

/** `project-5-1` (project 5, first assignment) → 5. */
const PROJECT_REFERENCE = /^project-(\d+)(?:-\d+)?$/;
/** The promotion's id in a bonus reference: `promotion-3`, `…-promotion-3`, `promotion:3`, `promo_3`, `promotion #3`. */
const PROMOTION_REFERENCE = /promo(?:tion)?[-_:#\s]*(\d+)/i;

export function transactionReferenceWords(tx: TransactionWordsInput): string {
  const order = tx.orderId != null ? ` #${tx.orderId}` : '';
  switch (tx.source) {
    case TransactionSource.payment:
      return order ? `Payment for order${order}` : 'Payment';
    case TransactionSource.promotion_bonus: {
      const promotion = PROMOTION_REFERENCE.exec(tx.reference)?.[1];
      if (promotion) return `Promotion bonus (promotion #${promotion})`;
      return order ? `Promotion bonus for order${order}` : 'Promotion bonus';
    }
    case TransactionSource.project_assignment: {
      const project = PROJECT_REFERENCE.exec(tx.reference)?.[1];
      return project ? `Assigned to project #${project}` : 'Assigned to a project';
    }
    case TransactionSource.admin:
      return tx.quantity < 0 ? 'Admin debit' : 'Admin credit';
    case TransactionSource.refund:
      return order ? `Refund of order${order}` : 'Refund';
    case TransactionSource.demo:
      return 'Demo credit';
    case TransactionSource.reciprocal_link: {
      const project = /^reciprocal-(\d+)-/.exec(tx.reference)?.[1];
      return project ? `Reciprocal link bonus (project #${project})` : 'Reciprocal link bonus';
    }
    default:
      return String(tx.source);
  }
}
