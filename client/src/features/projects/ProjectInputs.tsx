/*
 * The fields of a project shared by /panel/projects/create and /panel/projects/{id}: title, address (http or https,
 * checked here to save a round trip; the server normalises and has the last word), auto-renew and, on an existing
 * project, the reciprocal link placed on the site. Server violations land under their field. `ProjectFields` are the
 * fields alone, bound to the form around them (the create page's also holds the traffic settings); `ProjectInputs`
 * is the form with its own button.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useFormContext } from 'react-hook-form';
import { applyServerErrors } from '@/lib/form-errors';
import { isProjectUrl, PROJECT_URL_MESSAGE } from './project-url';

export interface ProjectValues {
  title: string;
  url: string;
  autoRenew: boolean;
  /** '' = none. */
  reciprocalLinkId: string;
}

export interface ReciprocalLinkOption {
  id: number;
  url: string;
  anchor: string;
}

export interface ProjectInputsProps {
  defaultValues?: Partial<ProjectValues>;
  /** The links a user may place; the field is left out when undefined (a new project). */
  reciprocalLinks?: readonly ReciprocalLinkOption[];
  submitLabel: string;
  /** Resolves when saved; a rejection's violations go under the fields. */
  onSubmit: (values: ProjectValues) => Promise<void>;
}

/** The fields a server violation's property path names as it is. */
export const PROJECT_FIELDS = ['title', 'url', 'autoRenew', 'reciprocalLinkId'] as const;

export const emptyProjectValues: ProjectValues = { title: '', url: '', autoRenew: false, reciprocalLinkId: '' };

/** The project's fields, in the react-hook-form context of a form whose values include `ProjectValues`. */
export function ProjectFields({ reciprocalLinks }: { reciprocalLinks?: readonly ReciprocalLinkOption[] }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProjectValues>();
  return (
    <>
      <TextField
        label="Title"
        error={Boolean(errors.title)}
        helperText={errors.title?.message}
        {...register('title', {
          setValueAs: (v: unknown) => String(v ?? '').trim(),
          required: 'Give the project a title.',
          maxLength: { value: 255, message: 'At most 255 characters.' },
        })}
      />
      <TextField
        label="Website address"
        placeholder="https://www.example.com"
        error={Boolean(errors.url)}
        helperText={errors.url?.message ?? 'The page that should receive the visitors.'}
        {...register('url', {
          setValueAs: (v: unknown) => String(v ?? '').trim(),
          required: 'Enter the address of your website.',
          validate: (v) => isProjectUrl(v) || PROJECT_URL_MESSAGE,
        })}
      />
      <Controller
        name="autoRenew"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label="Renew automatically from my balance when the package expires"
          />
        )}
      />
      {reciprocalLinks ? (
        <Controller
          name="reciprocalLinkId"
          control={control}
          render={({ field }) => (
            <TextField
              select
              label="Reciprocal link"
              value={field.value}
              onChange={field.onChange}
              error={Boolean(errors.reciprocalLinkId)}
              helperText={errors.reciprocalLinkId?.message ?? 'The link you place on your site.'}
            >
              <MenuItem value="">None</MenuItem>
              {reciprocalLinks.map((l) => (
                <MenuItem key={l.id} value={String(l.id)}>
                  {l.anchor ? `${l.anchor} — ${l.url}` : l.url}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : null}
    </>
  );
}

export function ProjectInputs({ defaultValues, reciprocalLinks, submitLabel, onSubmit }: ProjectInputsProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProjectValues>({ defaultValues: { ...emptyProjectValues, ...defaultValues } });
  const isSubmitting = form.formState.isSubmitting;

  const handleSave = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, PROJECT_FIELDS, 'Unable to save the project. Please try again.'));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSave} aria-label="Project">
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <ProjectFields reciprocalLinks={reciprocalLinks} />
          <div>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {submitLabel}
            </Button>
          </div>
        </Stack>
      </form>
    </FormProvider>
  );
}
