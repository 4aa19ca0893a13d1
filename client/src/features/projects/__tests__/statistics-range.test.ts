/* The statistics date range: UTC days, the last 30 by default, every day of the range drawn. */
import { defaultRange, everyDay, rangeFromParams } from '../statistics-range';

const now = new Date('2026-11-24T23:30:00Z');

describe('statistics range', () => {
  it('defaults to the last 30 days up to today, in UTC', () => {
    expect(defaultRange(now)).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(defaultRange(new Date('2026-03-01T00:10:00Z'))).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('reads from and to, defaulting what does not parse and swapping a reversed range', () => {
    expect(rangeFromParams(new URLSearchParams('from=2026-11-01&to=2026-11-07'), now)).toEqual({ from: '2026-11-01', to: '2026-11-07' });
    expect(rangeFromParams(new URLSearchParams('from=yesterday&to=2026-11-07'), now)).toEqual({ from: '2026-10-26', to: '2026-11-07' });
    expect(rangeFromParams(new URLSearchParams('from=2026-11-07&to=2026-11-01'), now)).toEqual({ from: '2026-11-01', to: '2026-11-07' });
  });

  it('gives every day of the range, 0 where the server has no row', () => {
    expect(everyDay([{ day: '2026-11-02', visits: 5 }], { from: '2026-11-01', to: '2026-11-04' })).toEqual([
      { day: '2026-11-01', visits: 0 },
      { day: '2026-11-02', visits: 5 },
      { day: '2026-11-03', visits: 0 },
      { day: '2026-11-04', visits: 0 },
    ]);
  });

  it('crosses month ends and leap days', () => {
    expect(everyDay([], { from: '2028-02-28', to: '2028-03-01' }).map((d) => d.day)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});
