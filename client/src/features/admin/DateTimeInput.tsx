/*
 * A date-time field of the admin forms (post publication, promotion and campaign periods), in UTC like the list
 * filters (docs/product.md#validation): the form keeps the box's text ("2026-11-26T14:30"), `fromDateTimeInput` makes the ISO
 * instant the server takes and `toDateTimeInput` the text of a loaded value.
 */
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';

export interface DateTimeInputProps {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
}

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** "2026-11-26T14:30:00.000Z" → "2026-11-26T14:30" (UTC); '' for none. */
export function toDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** "2026-11-26T14:30" (UTC) → "2026-11-26T14:30:00.000Z"; null for an empty box. */
export function fromDateTimeInput(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  return new Date(`${value.length === 16 ? `${value}:00` : value}Z`).toISOString();
}

export function DateTimeInput({ name, label, helperText, required }: DateTimeInputProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      rules={{
        validate: (v: unknown) => {
          const text = String(v ?? '').trim();
          if (text === '') return required ? `${label} is required.` : true;
          return (LOCAL.test(text) && !Number.isNaN(new Date(`${text}Z`).getTime())) || 'Enter a date and time.';
        },
      }}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          type="datetime-local"
          label={`${label} (UTC)`}
          required={required}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}
