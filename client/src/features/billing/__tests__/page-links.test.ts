import { pageCount, pageLinks } from '../page-links';

describe('pager links (SPEC §9: at most 5 page links)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 12, [1, 2, 3, 4, 5]],
    [2, 12, [1, 2, 3, 4, 5]],
    [7, 12, [5, 6, 7, 8, 9]],
    [12, 12, [8, 9, 10, 11, 12]],
    [11, 12, [8, 9, 10, 11, 12]],
    [40, 12, [8, 9, 10, 11, 12]],
  ])('page %i of %i → %j', (page, count, links) => {
    expect(pageLinks(page, count)).toEqual(links);
  });

  it('counts pages from the total and the page size', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
