/*
 * Inputs of the admin forms, bound to the surrounding AdminForm (react-hook-form context): each shows its field's
 * error, the client's own rules or the server's violation. Values keep their form types; the resource's submit
 * turns them into the mutation's input (e.g. MoneyInput's "19.99" → priceMinor 1999).
 */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, type RegisterOptions } from 'react-hook-form';

interface BaseInputProps {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  rules?: RegisterOptions;
}

export interface TextInputProps extends BaseInputProps {
  type?: 'text' | 'email' | 'number' | 'url';
  multiline?: boolean;
  minRows?: number;
  /** A number input: integers only, at least this. */
  min?: number;
}

export function TextInput({ name, label, helperText, required, rules, type = 'text', multiline, minRows, min }: TextInputProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      rules={{ ...(required ? { validate: (v: unknown) => String(v ?? '').trim() !== '' || `${label} is required.` } : {}), ...rules }}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={label}
          type={type}
          required={required}
          multiline={multiline}
          minRows={minRows}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={type === 'number' ? { htmlInput: { min, step: 1 } } : undefined}
        />
      )}
    />
  );
}

/** An integer field kept as text in the form (an empty box is not 0); the submit parses it. */
export function IntegerInput(props: Omit<TextInputProps, 'type' | 'rules'>) {
  const { min } = props;
  return (
    <TextInput
      {...props}
      type="number"
      rules={{
        validate: (v: unknown) => {
          const text = String(v ?? '').trim();
          if (text === '') return props.required ? `${props.label} is required.` : true;
          if (!/^-?\d+$/.test(text)) return 'Enter a whole number.';
          if (min !== undefined && Number(text) < min) return `The smallest allowed value is ${min}.`;
          return true;
        },
      }}
    />
  );
}

export interface MoneyInputProps extends BaseInputProps {
  currency: string;
}

/** An amount in the currency's major units ("19.99"); `toMinorUnits` turns it into the integer the server keeps. */
export function MoneyInput({ name, label, helperText, required, currency }: MoneyInputProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      rules={{
        validate: (v: unknown) => {
          const text = String(v ?? '').trim();
          if (text === '') return required ? `${label} is required.` : true;
          return /^\d+(\.\d{1,2})?$/.test(text) || 'Enter an amount such as 19.99.';
        },
      }}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={label}
          required={required}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> },
          }}
        />
      )}
    />
  );
}

/** "19.99" → 1999; the form has validated the text. */
export function toMinorUnits(text: string): number {
  const [whole, fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** 1999 → "19.99". */
export function fromMinorUnits(minor: number): string {
  return (minor / 100).toFixed(2);
}

export function CheckboxInput({ name, label, helperText }: Omit<BaseInputProps, 'required' | 'rules'>) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                name={field.name}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
          />
          {fieldState.error?.message || helperText ? <FormHelperText>{fieldState.error?.message ?? helperText}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}

export interface SelectInputProps extends BaseInputProps {
  options: readonly { value: string; label: string }[];
  /** The label of the empty choice; no empty choice when absent. */
  emptyLabel?: string;
}

export function SelectInput({ name, label, helperText, required, rules, options, emptyLabel }: SelectInputProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      rules={{ ...(required ? { required: `${label} is required.` } : {}), ...rules }}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          select
          label={label}
          required={required}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          {emptyLabel !== undefined ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
