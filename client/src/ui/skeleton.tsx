/* Part of the public kit (ui/kit.tsx): a module of its own, so it loads with the pieces that draw it. */
import type { HTMLAttributes } from 'react';
import { cx } from './kit';

export type SkeletonProps = HTMLAttributes<HTMLSpanElement> & {
  variant?: 'text' | 'rectangular' | 'rounded';
  width?: number | string;
  height?: number | string;
};

export function Skeleton({ variant = 'text', width, height, className, style, ...rest }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx('tg-skeleton', `tg-skeleton--${variant}`, className)}
      style={{ width, height, ...style }}
      {...rest}
    />
  );
}
