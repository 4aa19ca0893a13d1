import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from '@/graphql/generated';
import { applyServerErrors } from '@/lib/form-errors';
import { enqueueSnackbar } from '@/lib/notify';

/** The user comes back with the fields `me` holds, so the header and the profile page show the new name at once. */
export const UpdateDisplayNameMutation = graphql(`
  mutation UpdateDisplayName($input: ProfileUpdateInput!) {
    updateProfile(input: $input) {
      id
      displayName
    }
  }
`);

export function DisplayNameForm({ displayName }: { displayName: string }) {
  const [mutate] = useMutation(UpdateDisplayNameMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ displayName: string }>({ defaultValues: { displayName } });

  const handleSave = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutate({ variables: { input: { displayName: values.displayName } } });
      enqueueSnackbar('Your name has been saved.', { variant: 'success' });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['displayName'], 'Unable to save your name. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={handleSave} aria-label="Change your name">
      <Stack spacing={2}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <TextField
          label="Display name"
          autoComplete="name"
          error={Boolean(errors.displayName)}
          helperText={errors.displayName?.message}
          {...register('displayName', {
            setValueAs: (v: unknown) => String(v ?? '').trim(),
            required: 'Enter the name to show.',
            maxLength: { value: 120, message: 'At most 120 characters.' },
          })}
        />
        <div>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Save name
          </Button>
        </div>
      </Stack>
    </form>
  );
}
