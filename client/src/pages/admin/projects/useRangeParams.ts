/* The statistics date range kept in the URL (`from`, `to`; features/projects/statistics-range.ts), so it can be bookmarked. */
import { useSearchParams } from 'react-router-dom';
import { rangeFromParams, type DayRange } from '@/features/projects/statistics-range';

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
