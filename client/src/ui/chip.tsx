/* Part of the public kit (ui/kit.tsx): a module of its own, so it loads with the pieces that draw it. */
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './kit';

export type ChipProps = Omit<HTMLAttributes<HTMLSpanElement>, 'color'> & {
  label: ReactNode;
  color?: 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
  size?: 'small' | 'medium';
  icon?: ReactNode;
};

export function Chip({ label, color = 'default', size = 'medium', icon, className, ...rest }: ChipProps) {
  return (
    <span className={cx('tg-chip', `tg-chip--${color}`, size === 'small' && 'tg-chip--small', className)} {...rest}>
      {icon ? <span className="tg-chip__icon">{icon}</span> : null}
      <span className="tg-chip__label">{label}</span>
    </span>
  );
}
