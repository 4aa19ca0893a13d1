/*
 * An outlined text field for the public forms (issue 12 "Light"): the same markup and accessibility as MUI's
 * TextField (a <label> for the input, the helper text named by aria-describedby, aria-invalid on error), built from
 * the pieces a plain text field needs. TextField itself also imports its `select` variant (Select, Menu, Popover,
 * Modal), which would put all of that in the public pages' initial JavaScript.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEventHandler, type FocusEventHandler, type HTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextInputProps {
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

export function TextInput({
  label,
  name,
  type,
  autoComplete,
  autoFocus,
  placeholder,
  inputMode,
  error,
  helperText,
  disabled,
  required,
  fullWidth,
  ref,
  onChange,
  onBlur,
}: TextInputProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} disabled={disabled} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        placeholder={placeholder}
        inputRef={ref}
        onChange={onChange}
        onBlur={onBlur}
        inputProps={{ inputMode }}
        aria-describedby={helperId}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
