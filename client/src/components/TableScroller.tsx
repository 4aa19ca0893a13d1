/*
 * A table wider than the screen scrolls sideways inside its box rather than widening the page (WCAG 1.4.10 "Reflow").
 * While it does scroll, the box is a named region in the tab order, so the keyboard scrolls it too (WCAG 2.1.1); a
 * table that fits adds no tab stop.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** Whether the element's content is wider than the element, followed as either changes size. */
export function useOverflowsSideways<T extends HTMLElement>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows];
}

export interface TableScrollerProps {
  /** The region's name while it scrolls: the table's own name ("Payments"). */
  label: string;
  /** An outlined paper around the table (the lists' look); else a plain box. */
  outlined?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function TableScroller({ label, outlined = true, sx, children }: TableScrollerProps) {
  const [ref, overflows] = useOverflowsSideways<HTMLDivElement>();
  const region = overflows ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {};
  const style: SxProps<Theme> = [
    { position: 'relative', width: '100%', overflowX: 'auto' },
    ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
  ];
  return outlined ? (
    <Paper ref={ref} variant="outlined" sx={style} {...region}>
      {children}
    </Paper>
  ) : (
    <Box ref={ref} sx={style} {...region}>
      {children}
    </Box>
  );
}
