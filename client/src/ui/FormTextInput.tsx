/*
 * The public forms' text field, bound to react-hook-form, on the kit's TextField, so the forms draw
 * without MUI. The label names the input, the helper text describes it
 * (aria-describedby) and `error` sets aria-invalid. The id comes from React's useId (inside TextField), so the
 * server's markup and the hydrating browser's first render agree.
 */
import type { ChangeEventHandler, FocusEventHandler, HTMLAttributes, ReactNode, Ref } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export interface FormTextInputProps {
  label: ReactNode;
  name?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  /** The input element (react-hook-form's `register` passes it as `ref`). */
  ref?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

export function FormTextInput({ ref, onChange, onBlur, ...rest }: FormTextInputProps) {
  // react-hook-form's `register` passes the input's ref, name, onChange and onBlur. TextField types its handlers for
  // an input or a textarea; without `multiline` the element is always an <input>, so the input's handlers fit.
  return (
    <TextField
      ref={ref as TextFieldProps['ref']}
      onChange={onChange as TextFieldProps['onChange']}
      onBlur={onBlur as TextFieldProps['onBlur']}
      {...rest}
    />
  );
}
