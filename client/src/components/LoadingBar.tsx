import { useEffect, useRef, useState } from 'react';
import { MIN_LOADING_MS } from '@/lib/constants';
import { LinearProgress } from '@/ui/linear-progress';

/** True while `active`, and for at least `minMs` after it became true (docs/product.md#limits minimum fetch delay). */
export function useMinimumDuration(active: boolean, minMs: number = MIN_LOADING_MS): boolean {
  const [visible, setVisible] = useState(active);
  const shownAt = useRef<number | null>(active ? Date.now() : null);

  useEffect(() => {
    if (active) {
      if (shownAt.current === null) shownAt.current = Date.now();
      setVisible(true);
      return undefined;
    }
    if (shownAt.current === null) return undefined;
    const hide = () => {
      shownAt.current = null;
      setVisible(false);
    };
    const remaining = shownAt.current + minMs - Date.now();
    if (remaining <= 0) {
      hide();
      return undefined;
    }
    const timer = setTimeout(hide, remaining);
    return () => clearTimeout(timer);
  }, [active, minMs]);

  return active || visible;
}

export interface LoadingBarProps {
  active: boolean;
  minMs?: number;
}

export function LoadingBar({ active, minMs }: LoadingBarProps) {
  const visible = useMinimumDuration(active, minMs);
  if (!visible) return null;
  return <LinearProgress aria-label="Loading" className="tg-loading-bar" />;
}
