import { surelyWithin } from '../deadline';

/*
 * Issue 13: the response size cap (GRAPHQL_MAX_RESPONSE_BYTES) serialises a result only when an upper bound says it
 * might be too large. The bound must never say "within" for a value whose JSON is larger than the limit.
 */
describe('surelyWithin (the response size bound)', () => {
  const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v));
  const values: unknown[] = [
    { data: { projects: { total: 100006, items: Array.from({ length: 50 }, (_, i) => ({ id: i, title: `Site ${i}`, owner: { id: i, login: `u${i}@example.com` }, package: null, autoRenew: i % 2 === 0 })) } } },
    { data: { text: '\u0001\u0002\u001f'.repeat(100) } },
    { data: { text: 'é✓𝄞'.repeat(200) } },
    { data: Object.assign(Object.create(null), { a: [1.2345678901234567e-300, -0, true, null, 'x'] }) },
    { errors: [{ message: 'm', extensions: { code: 'X', violations: [{ propertyPath: 'title', message: 'too long' }] } }] },
  ];

  it('never answers "within" for a value whose JSON is larger than the limit', () => {
    for (const v of values) {
      const size = bytes(v);
      for (const limit of [size - 1, Math.floor(size / 2), 1024]) if (limit < size) expect(surelyWithin(v, limit)).toBe(false);
      expect(surelyWithin(v, size * 7 + 64)).toBe(true);
    }
  });

  it('answers "not sure" for what a plain result does not hold', () => {
    expect(surelyWithin({ at: new Date() }, 1 << 20)).toBe(false);
    expect(surelyWithin({ big: 1n } as unknown, 1 << 20)).toBe(false);
  });
});
