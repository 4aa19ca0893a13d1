import {
  decodeListQuery,
  encodeBoolean,
  encodeDateRange,
  encodeListQuery,
  encodeOrder,
  normalizeLimit,
  normalizePage,
  toGraphQLListArgs,
} from '@/lib/list-filter';

const spec = { text: ['name', 'code'], boolean: ['enabled', 'onetime'], date: ['createdAt'], integer: ['ownerId'] };

describe('list filter encoding (docs/product.md#validation)', () => {
  it('defaults page to 1 and limit to 10, and caps the limit at 50', () => {
    expect(normalizePage(undefined)).toBe(1);
    expect(normalizePage(0)).toBe(1);
    expect(normalizePage('3')).toBe(3);
    expect(normalizeLimit(undefined)).toBe(10);
    expect(normalizeLimit(25)).toBe(25);
    expect(normalizeLimit(51)).toBe(50);
    expect(normalizeLimit(1000)).toBe(50);
    expect(normalizeLimit(-1)).toBe(10);
  });

  it('sends 1 for true or "1" or "true", otherwise 0', () => {
    expect(encodeBoolean(true)).toBe('1');
    expect(encodeBoolean('true')).toBe('1');
    expect(encodeBoolean('1')).toBe('1');
    expect(encodeBoolean(1)).toBe('1');
    expect(encodeBoolean(false)).toBe('0');
    expect(encodeBoolean('false')).toBe('0');
    expect(encodeBoolean('yes')).toBe('0');
    expect(encodeBoolean(0)).toBe('0');
  });

  it('one date sets after; two dates end at 23:59:59 of the second day, UTC', () => {
    expect(encodeDateRange(['2026-03-01'])).toEqual({ after: '2026-03-01T00:00:00Z' });
    expect(encodeDateRange(['2026-03-01', '2026-03-31'])).toEqual({ after: '2026-03-01T00:00:00Z', before: '2026-03-31T23:59:59Z' });
    expect(encodeDateRange([new Date(2026, 2, 1), new Date(2026, 2, 5)])).toEqual({
      after: '2026-03-01T00:00:00Z',
      before: '2026-03-05T23:59:59Z',
    });
    expect(encodeDateRange([])).toBeNull();
  });

  it('joins order pairs as field__direction with semicolons', () => {
    expect(
      encodeOrder([
        { field: 'createdAt', direction: 'desc' },
        { field: 'id', direction: 'asc' },
      ]),
    ).toBe('createdAt__desc;id__asc');
    expect(encodeOrder({ size: 'asc' })).toBe('size__asc');
    expect(encodeOrder(undefined)).toBe('');
  });

  it('builds the REST query: blank text left out, booleans 1/0, date range, order', () => {
    const q = encodeListQuery(spec, {
      page: 2,
      limit: 80,
      filters: { name: '  summer ', code: '   ', enabled: 'true', onetime: false, createdAt: ['2026-01-01', '2026-01-31'], ownerId: '12' },
      order: [{ field: 'name', direction: 'asc' }],
    });
    expect(Object.fromEntries(q)).toEqual({
      page: '2',
      limit: '50',
      name: 'summer',
      enabled: '1',
      onetime: '0',
      'createdAt[after]': '2026-01-01T00:00:00Z',
      'createdAt[before]': '2026-01-31T23:59:59Z',
      ownerId: '12',
      order: 'name__asc',
    });
  });

  it('leaves unset filters out entirely', () => {
    expect(Object.fromEntries(encodeListQuery(spec, {}))).toEqual({ page: '1', limit: '10' });
  });

  it('builds GraphQL list arguments with the same rules', () => {
    expect(
      toGraphQLListArgs(spec, {
        limit: 500,
        filters: { name: ' ', code: 'X', enabled: '1', createdAt: ['2026-02-02'] },
        order: { name: 'desc' },
      }),
    ).toEqual({
      page: 1,
      limit: 50,
      filter: { code: 'X', enabled: true, createdAt: { after: '2026-02-02T00:00:00Z' } },
      order: [{ field: 'name', direction: 'DESC' }],
    });
  });
});

describe('list query decoding (a bookmarked admin grid, docs/product.md#validation)', () => {
  it('reads back what encodeListQuery wrote, so the URL round-trips', () => {
    const params = {
      page: 3,
      limit: 25,
      filters: { name: ' Pro ', code: '', enabled: 'true', onetime: '0', createdAt: ['2026-03-01', '2026-03-31'], ownerId: '7' },
      order: [
        { field: 'name', direction: 'desc' as const },
        { field: 'id', direction: 'asc' as const },
      ],
    };
    const query = encodeListQuery(spec, params);
    const decoded = decodeListQuery(spec, query);
    expect(decoded).toEqual({
      page: 3,
      limit: 25,
      filters: { name: 'Pro', enabled: '1', onetime: '0', createdAt: ['2026-03-01', '2026-03-31'], ownerId: '7' },
      order: [
        { field: 'name', direction: 'desc' },
        { field: 'id', direction: 'asc' },
      ],
    });
    expect(encodeListQuery(spec, decoded).toString()).toBe(query.toString());
  });

  it("accepts API Platform's order[field] form, caps the limit and ignores what a filter would not send", () => {
    const decoded = decodeListQuery(
      spec,
      new URLSearchParams('limit=500&page=0&name=%20%20&ownerId=x&order[createdAt]=DESC&createdAt[before]=2026-04-02T23:59:59Z'),
    );
    expect(decoded).toEqual({
      page: 1,
      limit: 50,
      filters: { createdAt: ['', '2026-04-02'] },
      order: [{ field: 'createdAt', direction: 'desc' }],
    });
  });
});
