/*
 * The admin forms' kit around react-hook-form: submit with a saving state, the server's violations on their fields
 * (BAD_USER_INPUT / CONFLICT `extensions.violations`, lib/form-errors.ts; the rest in an alert), a notification
 * either way (docs/product.md#limits: the app's notistack provider, top-right, 5000 ms), the unsaved-changes warning on leave
 * (not after a successful save), and a read-only mode for staff whose role may view but not save the screen.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '@/lib/form-errors';
import { enqueueSnackbar } from '@/lib/notify';
import { ConfirmDialog } from './ConfirmDialog';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning';

export interface AdminFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** Saves the values (a mutation); rejects with the server's error. Its result goes to `onSaved`. */
  onSubmit: (values: T) => Promise<unknown>;
  /** The notification after a successful save, e.g. "Package saved". */
  successMessage: string;
  /** After a successful save, with the leave warning already off: typically a navigation. */
  onSaved?: (result: unknown) => void;
  /** The server's property paths that differ from the form's field names (e.g. `priceMinor` → `price`). */
  fieldNames?: Partial<Record<string, Path<T>>>;
  /** View only: the fields are disabled and there is no Save button. */
  readOnly?: boolean;
  submitLabel?: string;
  /** More buttons beside Save (e.g. a confirmed Delete). */
  actions?: ReactNode;
  /** The form's accessible name. */
  label: string;
  children: ReactNode;
}

export function AdminForm<T extends FieldValues>({
  form,
  onSubmit,
  successMessage,
  onSaved,
  fieldNames = {},
  readOnly = false,
  submitLabel = 'Save',
  actions,
  label,
  children,
}: AdminFormProps<T>) {
  const [formError, setFormError] = useState<string | null>(null);
  const { isDirty, isSubmitting } = form.formState;
  const { blocker, markSaved } = useUnsavedChangesWarning(isDirty && !readOnly);

  const handleSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    let result: unknown;
    try {
      result = await onSubmit(values);
    } catch (error) {
      const fields = Object.keys(form.getValues()) as Path<T>[];
      // A violation's propertyPath names the server's field; the form may call it otherwise.
      const setError: typeof form.setError = (name, err, options) => form.setError((fieldNames[name] ?? name) as Path<T>, err, options);
      const known = [...fields, ...(Object.keys(fieldNames) as Path<T>[])];
      const rest = applyServerErrors(error, setError, known);
      setFormError(rest);
      enqueueSnackbar(rest ?? 'Please correct the highlighted fields.', { variant: 'error' });
      return;
    }
    markSaved();
    form.reset(values);
    enqueueSnackbar(successMessage, { variant: 'success' });
    onSaved?.(result);
  });

  return (
    <FormProvider {...form}>
      <Box component="form" aria-label={label} noValidate onSubmit={handleSubmit}>
        {formError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        ) : null}
        {readOnly ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Your role may view this record but not change it.
          </Alert>
        ) : null}
        <Box component="fieldset" disabled={readOnly || isSubmitting} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          {children}
        </Box>
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          {readOnly ? null : (
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : submitLabel}
            </Button>
          )}
          {actions}
        </Stack>
      </Box>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave"
        cancelLabel="Stay"
        destructive
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        You have unsaved changes. They will be lost if you leave this page.
      </ConfirmDialog>
    </FormProvider>
  );
}
