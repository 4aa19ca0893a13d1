/* The kit's text field (ui/kit.tsx): a module of its own, so only the forms and the pieces that draw one load it. */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from './kit';

type FieldElementProps = Omit<InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>, 'size'>;
export type TextFieldProps = FieldElementProps & {
  label: ReactNode;
  /** Shown under the field; read as the field's description (`aria-describedby`). */
  helperText?: ReactNode;
  error?: boolean;
  fullWidth?: boolean;
  multiline?: boolean;
  size?: 'small' | 'medium';
  /** Shown inside the field, before or after the text (MUI InputAdornment). */
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
};

/**
 * A labelled text input (MUI TextField, outlined): `<label for>` names the input, the helper text describes it, and
 * `error` sets `aria-invalid`. Works with react-hook-form's `register` (`ref`, `name`, `onChange`, `onBlur`).
 */
export function TextField({
  label,
  helperText,
  error,
  fullWidth,
  multiline,
  size = 'medium',
  startAdornment,
  endAdornment,
  id,
  className,
  required,
  ...rest
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  const Element = multiline ? 'textarea' : 'input';
  return (
    <div
      className={cx(
        'tg-field',
        fullWidth && 'tg-field--full',
        error && 'tg-field--error',
        size === 'small' && 'tg-field--small',
        rest.disabled && 'tg-field--disabled',
        className,
      )}
    >
      <label className="tg-field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="tg-field__asterisk">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="tg-field__box">
        {startAdornment ? <span className="tg-field__adornment">{startAdornment}</span> : null}
        <Element
          id={inputId}
          className="tg-field__input"
          aria-invalid={error || undefined}
          aria-describedby={helperId}
          required={required}
          {...rest}
        />
        {endAdornment ? <span className="tg-field__adornment">{endAdornment}</span> : null}
      </div>
      {helperText ? (
        <p id={helperId} className="tg-field__helper">
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
