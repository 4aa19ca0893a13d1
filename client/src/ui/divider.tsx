/* Part of the public kit (ui/kit.tsx): a module of its own, so it loads with the pieces that draw it. */
import type { HTMLAttributes } from 'react';
import { cx } from './kit';

/** A horizontal rule; with children, a labelled separator ("or"). */
export function Divider({ children, className, ...rest }: HTMLAttributes<HTMLElement>) {
  if (children === undefined) return <hr className={cx('tg-divider', className)} {...rest} />;
  return (
    <div role="separator" className={cx('tg-divider tg-divider--text', className)} {...rest}>
      <span>{children}</span>
    </div>
  );
}
