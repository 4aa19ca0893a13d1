import { TransactionSource } from '../../../common/statuses';
import { transactionReferenceWords } from '../transaction-words';

// Every entry's reference in words, never the raw idempotency key.
describe('transactionReferenceWords', () => {
  const words = (source: TransactionSource, reference: string, orderId: number | null = null, quantity = 1) =>
    transactionReferenceWords({ source, reference, orderId, quantity });

  it('names the order, the promotion and the project an entry is about', () => {
    expect(words(TransactionSource.payment, 'evt_9f2', 12)).toBe('Payment for order #12');
    expect(words(TransactionSource.promotion_bonus, 'evt_9f2-promotion-3', 12)).toBe('Promotion bonus (promotion #3)');
    expect(words(TransactionSource.promotion_bonus, 'promotion:7:evt_1', 12)).toBe('Promotion bonus (promotion #7)');
    expect(words(TransactionSource.project_assignment, 'project-5-2')).toBe('Assigned to project #5');
    expect(words(TransactionSource.refund, 'evt_refund_1', 12, -2)).toBe('Refund of order #12');
    expect(words(TransactionSource.admin, 'admin-4b1c', null, 3)).toBe('Admin credit');
    expect(words(TransactionSource.admin, 'ticket-42', null, -3)).toBe('Admin debit');
    expect(words(TransactionSource.demo, 'demo-17')).toBe('Demo credit');
  });

  it('falls back to words without the raw reference when the reference names nothing it can read', () => {
    expect(words(TransactionSource.payment, 'scale-1-pay')).toBe('Payment');
    expect(words(TransactionSource.promotion_bonus, 'demo-evt-2-bonus', 8)).toBe('Promotion bonus for order #8');
    expect(words(TransactionSource.promotion_bonus, 'evt-bonus')).toBe('Promotion bonus');
    expect(words(TransactionSource.project_assignment, 'scale-1-assign')).toBe('Assigned to a project');
    expect(words(TransactionSource.refund, 'r-1', null, -1)).toBe('Refund');
  });
});
