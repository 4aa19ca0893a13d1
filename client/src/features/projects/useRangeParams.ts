/* The statistics date range kept in the URL (`from`, `to`; statistics-range.ts), so it can be bookmarked. */
import { useSearchParams } from 'react-router-dom';
import { rangeFromParams, type DayRange } from './statistics-range';

/** The range of the URL, and a setter that replaces it there and goes back to the first page of a paged table. */
export function useRangeParams(): [DayRange, (range: DayRange) => void] {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const setRange = (next: DayRange) => {
    const updated = new URLSearchParams(params);
    updated.set('from', next.from);
    updated.set('to', next.to);
    updated.delete('page');
    setParams(updated, { replace: true });
  };
  return [range, setRange];
}
