import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DayRange } from './statistics-range';

export interface DateRangeFieldsProps {
  range: DayRange;
  onChange: (range: DayRange) => void;
}

/** From and to days (UTC, inclusive) of a statistics screen. */
export function DateRangeFields({ range, onChange }: DateRangeFieldsProps) {
  return (
    <Stack direction="row" spacing={2} role="group" aria-label="Date range">
      <TextField
        size="small"
        type="date"
        label="From"
        value={range.from}
        onChange={(e) => e.target.value && onChange({ ...range, from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }}
      />
      <TextField
        size="small"
        type="date"
        label="To"
        value={range.to}
        onChange={(e) => e.target.value && onChange({ ...range, to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }}
      />
    </Stack>
  );
}
