/* Part of the public kit (ui/kit.tsx): a module of its own, so it loads with the pieces that draw it. */
import { cx, type BoxProps } from './kit';

/** Text for screen readers only. */
export function VisuallyHidden({ component: Element = 'span', className, ...rest }: BoxProps) {
  return <Element className={cx('tg-sr-only', className)} {...rest} />;
}
