/* Part of the public kit (ui/kit.tsx): a module of its own, so it loads with the pieces that draw it. */
import type { HTMLAttributes } from 'react';
import { cx } from './kit';

/** An indeterminate bar (MUI LinearProgress). */
export function LinearProgress({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span role="progressbar" className={cx('tg-linear', className)} {...rest}>
      <span className="tg-linear__bar" />
    </span>
  );
}
