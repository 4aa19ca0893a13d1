/* The kit's switch (ui/kit.tsx): a module of its own, so only the cookie preferences load it. */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './kit';

export type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; ref?: Ref<HTMLInputElement> };

/** An on/off switch: a checkbox with `role="switch"` inside its label. */
export function Switch({ label, className, ...rest }: SwitchProps) {
  return (
    <label className={cx('tg-switch', rest.disabled && 'tg-switch--disabled', className)}>
      <input type="checkbox" role="switch" className="tg-switch__input" {...rest} />
      <span className="tg-switch__track" aria-hidden="true" />
      <span className="tg-switch__label">{label}</span>
    </label>
  );
}
