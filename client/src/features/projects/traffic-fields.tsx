/*
 * The building blocks of the traffic settings form, bound to its react-hook-form context: a section (a fieldset with
 * its legend), number and text boxes that show their field's error (the form's own rule or the server's violation),
 * a labelled choice of radio buttons, and the live total of a split that must add up to 100.
 */
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { get, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { percentTotal, wholeNumber, type TrafficSettingsValues } from './traffic-settings-values';

export type ValuesPath = FieldPath<TrafficSettingsValues>;

/** The message of a field's error: the form's own rule, or the server's violation put there. */
export function useFieldError(path: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<TrafficSettingsValues>();
  const error = get(errors, path) as { message?: string } | undefined;
  return error?.message || undefined;
}

export function Section({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1, p: 0 }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

interface BoxProps {
  name: ValuesPath;
  label: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** A whole-number box, kept as text; `min`/`max` are hints to the browser, the server judges the range. */
export function NumberBox({ name, label, helperText, disabled, min, max, unit }: BoxProps & { min?: number; max?: number; unit?: string }) {
  const { register } = useFormContext<TrafficSettingsValues>();
  const error = useFieldError(name);
  return (
    <TextField
      label={unit ? `${label} (${unit})` : label}
      type="number"
      size="small"
      fullWidth
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
      {...register(name, { validate: wholeNumber })}
    />
  );
}

export function TextBox({
  name,
  label,
  helperText,
  disabled,
  placeholder,
  required,
}: BoxProps & { placeholder?: string; required?: string }) {
  const { register } = useFormContext<TrafficSettingsValues>();
  const error = useFieldError(name);
  return (
    <TextField
      label={label}
      size="small"
      fullWidth
      disabled={disabled}
      placeholder={placeholder}
      error={Boolean(error)}
      helperText={error ?? helperText}
      {...register(name, required ? { validate: (v: unknown) => String(v ?? '').trim() !== '' || required } : {})}
    />
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Radio buttons under a label that names the group. */
export function ChoiceGroup({
  label,
  value,
  onChange,
  options,
  error,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly ChoiceOption[];
  error?: string;
  /** Under the choices: a note or a lock. */
  children?: ReactNode;
}) {
  const labelId = useId();
  return (
    <FormControl error={Boolean(error)} sx={{ minWidth: 0 }}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value)} sx={{ flexWrap: 'wrap' }}>
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio size="small" />} label={o.label} disabled={o.disabled} />
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
      {children}
    </FormControl>
  );
}

/** "Total: 90 % — must be 100 %" as the boxes change, and the server's violation on the whole split. */
export function SplitTotal({ names, errorPath, label = 'Total' }: { names: ValuesPath[]; errorPath: string; label?: string }) {
  const { control } = useFormContext<TrafficSettingsValues>();
  const values = useWatch({ control, name: names }) as (string | undefined)[];
  const total = percentTotal(values);
  const error = useFieldError(errorPath);
  const wrong = total !== 100;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography role="status" variant="body2" color={wrong ? 'error' : 'text.secondary'} sx={{ fontWeight: wrong ? 600 : undefined }}>
        {wrong ? `${label}: ${total} % — must be 100 %` : `${label}: 100 %`}
      </Typography>
      {error ? (
        <Typography variant="body2" color="error">
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}

/** A message beside a list (too many entries, one listed twice) that has no single field. */
export function ListError({ path }: { path: string }) {
  const error = useFieldError(path);
  return error ? (
    <Typography variant="body2" color="error" sx={{ mt: 1 }}>
      {error}
    </Typography>
  ) : null;
}
