/*
 * The filter fields of an admin list (declared per resource as AdminFilterField[]), applied together on submit so
 * a half-typed value does not fetch: text, yes/no (booleans sent as 1/0), date ranges (from, to: the end of that
 * day) and choices. The fields follow the URL (back, forward, a bookmarked view).
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { ListFormValue } from '@/lib/list-filter';
import type { AdminFilterField, ListFilterValues } from './list-state';
import type { AdminList } from './useAdminList';

export interface AdminFilterBarProps {
  list: AdminList;
  /** The form's accessible name, e.g. "Filter packages". */
  label: string;
  /** More buttons at the end of the bar (the CSV export). */
  actions?: ReactNode;
}

function textOf(value: ListFormValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function rangeOf(value: ListFormValue | undefined): readonly [string, string] {
  return Array.isArray(value) ? (value as readonly [string, string]) : ['', ''];
}

function cleaned(values: ListFilterValues): ListFilterValues {
  const out: ListFilterValues = {};
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === 'string' ? v.trim() !== '' : v[0] || v[1]) out[k] = v;
  }
  return out;
}

export function AdminFilterBar({ list, label, actions }: AdminFilterBarProps) {
  const applied = list.state.filters;
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState<ListFilterValues>(applied);
  useEffect(() => setDraft(JSON.parse(appliedKey) as ListFilterValues), [appliedKey]);
  const set = (name: string, value: ListFormValue) => setDraft((d) => ({ ...d, [name]: value }));
  const reversed = list.fields.some((f) => {
    const [from, to] = f.kind === 'date' ? rangeOf(draft[f.name]) : ['', ''];
    return Boolean(from && to && from > to);
  });

  const handleApply = (e: FormEvent) => {
    e.preventDefault();
    if (!reversed) list.setFilters(cleaned(draft));
  };
  const handleReset = () => {
    setDraft({});
    list.setFilters({});
  };

  const field = (f: AdminFilterField): ReactNode => {
    switch (f.kind) {
      case 'boolean':
      case 'select':
        return (
          <TextField
            key={f.name}
            select
            size="small"
            label={f.label}
            value={textOf(draft[f.name])}
            onChange={(e) => set(f.name, e.target.value)}
            sx={{ minWidth: 170 }}
          >
            <MenuItem value="">Any</MenuItem>
            {(f.kind === 'boolean'
              ? [
                  { value: '1', label: 'Yes' },
                  { value: '0', label: 'No' },
                ]
              : (f.options ?? [])
            ).map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        );
      case 'date': {
        const [from, to] = rangeOf(draft[f.name]);
        const bad = Boolean(from && to && from > to);
        return (
          // The pair wraps on a narrow screen rather than running past it (WCAG 1.4.10).
          <Stack key={f.name} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <TextField
              size="small"
              type="date"
              label={`${f.label} from`}
              value={from}
              onChange={(e) => set(f.name, [e.target.value, to])}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              label={`${f.label} to`}
              value={to}
              error={bad}
              helperText={bad ? 'The end is before the start.' : undefined}
              onChange={(e) => set(f.name, [from, e.target.value])}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        );
      }
      default:
        return (
          <TextField
            key={f.name}
            size="small"
            label={f.label}
            type={f.kind === 'integer' ? 'number' : 'search'}
            value={textOf(draft[f.name])}
            onChange={(e) => set(f.name, e.target.value)}
            sx={{ width: f.kind === 'integer' ? 120 : 200 }}
          />
        );
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack
        component="form"
        aria-label={label}
        onSubmit={handleApply}
        noValidate
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        {list.fields.map(field)}
        <Button type="submit" variant="contained" disabled={reversed}>
          Apply
        </Button>
        <Button onClick={handleReset}>Reset</Button>
        {actions ? (
          <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
