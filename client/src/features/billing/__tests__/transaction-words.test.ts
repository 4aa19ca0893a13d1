import { signedCredits, transactionWords } from '../transaction-words';

describe('transactionWords: every ledger source and reference in words (docs/product.md#records)', () => {
  it.each([
    [{ source: 'payment', quantity: 2, reference: 'evt_abc', orderId: 12 }, 'Payment', '2 credits bought with order #12'],
    [{ source: 'payment', quantity: 1, reference: 'demo-evt-1', orderId: null }, 'Payment', '1 credit bought'],
    [
      { source: 'promotion_bonus', quantity: 1, reference: 'promotion-3-order-12', orderId: 12 },
      'Promotion bonus',
      '1 credit extra from promotion #3 on order #12',
    ],
    [
      { source: 'promotion_bonus', quantity: 1, reference: 'demo-evt-2-bonus', comment: 'AUTUMN2X', orderId: 7 },
      'Promotion bonus',
      '1 credit extra from AUTUMN2X on order #7',
    ],
    [
      { source: 'admin', quantity: 3, reference: 'demo-admin-gift-1', comment: 'Welcome gift' },
      'Adjustment by our team',
      '3 credits added by our team: Welcome gift',
    ],
    [{ source: 'admin', quantity: -1, reference: 'admin-1' }, 'Adjustment by our team', '1 credit removed by our team'],
    [{ source: 'demo', quantity: 1, reference: 'demo-7' }, 'Free demo', '1 credit for your free demo'],
    [{ source: 'project_assignment', quantity: -1, reference: 'project-5-1' }, 'Assigned to a project', '1 credit used for project #5'],
    [{ source: 'refund', quantity: -2, reference: 'refund-evt', orderId: 12 }, 'Refund', '2 credits taken back by the refund of order #12'],
  ])('%j → %s: %s', (tx, source, reference) => {
    expect(transactionWords(tx)).toEqual({ source, reference });
  });

  it('never shows a raw key for an unknown source', () => {
    expect(transactionWords({ source: 'gift_card', quantity: 1, reference: 'gc-123', orderId: 4 })).toEqual({
      source: 'Gift card',
      reference: 'About order #4',
    });
  });

  it('signs the credits with thousands separators (docs/product.md#limits)', () => {
    expect(signedCredits(1200)).toBe('+1,200');
    expect(signedCredits(-3)).toBe('−3');
  });
});
