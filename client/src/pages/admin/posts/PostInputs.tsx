/*
 * The fields of a post, shared by PostCreate and PostEdit: the content is markdown with a live preview drawn by the
 * same renderer as the public blog post (components/markdown), and the slug has the slug tool — for admins only
 * (docs/product.md#roles: the server refuses `slugify` to everyone else, so a manager types the slug and is told why).
 */
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LazyMarkdown } from '@/components/markdown/LazyMarkdown';
import { DateTimeInput } from '@/features/admin/DateTimeInput';
import { CheckboxInput, IntegerInput, TextInput } from '@/features/admin/inputs';
import { graphql } from '@/graphql/generated';
import { serverMessage } from '@/lib/form-errors';
import { Role } from '@/lib/roles';
import { useAdminAccess } from '@/features/admin/admin-access';
import type { PostFormValues } from './post-form';

export const SlugifyMutation = graphql(`
  mutation AdminSlugify($slug: String!) {
    slugify(slug: $slug)
  }
`);

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface PostInputsProps {
  /** Create: an empty slug is made from the title by the server. Edit: the slug is the post's URL and stays. */
  creating?: boolean;
}

function SlugTool() {
  const { getValues, setValue, setError, clearErrors } = useFormContext<PostFormValues>();
  const [slugify, { loading }] = useMutation(SlugifyMutation);
  const [message, setMessage] = useState<string | null>(null);
  const handleClick = async () => {
    const source = getValues('slug').trim() || getValues('title').trim();
    if (!source) {
      setError('slug', { type: 'manual', message: 'Type a title (or a phrase here) to make a slug from.' });
      return;
    }
    setMessage(null);
    try {
      const { data } = await slugify({ variables: { slug: source } });
      if (data?.slugify) {
        clearErrors('slug');
        setValue('slug', data.slugify, { shouldDirty: true, shouldValidate: true });
        setMessage(`Made from "${source}".`);
      }
    } catch (error) {
      setError('slug', { type: 'server', message: serverMessage(error, 'The slug tool is not available right now.') });
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
      <Button size="small" variant="outlined" startIcon={<AutoFixHighIcon />} onClick={() => void handleClick()} disabled={loading}>
        {loading ? 'Making slug…' : 'Make slug from title'}
      </Button>
      {message ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {message}
        </Typography>
      ) : null}
    </Stack>
  );
}

function MarkdownPreview() {
  const content = (useWatch<PostFormValues>({ name: 'content' }) as string | undefined) ?? '';
  // Typing stays responsive on a long post: the preview follows at React's pace.
  const deferred = useDeferredValue(content);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="post-preview-title"
      sx={{ p: 2, minHeight: 240, height: '100%', overflow: 'auto' }}
    >
      <Typography id="post-preview-title" variant="overline" color="text.secondary" component="h2">
        Preview
      </Typography>
      <Box data-testid="post-preview">
        {deferred.trim() ? (
          <LazyMarkdown fallback={<Typography color="text.secondary">Loading the preview…</Typography>}>{deferred}</LazyMarkdown>
        ) : (
          <Typography color="text.secondary">Nothing to preview yet.</Typography>
        )}
      </Box>
    </Paper>
  );
}

export function PostInputs({ creating = false }: PostInputsProps) {
  const { has } = useAdminAccess();
  const isAdmin = has(Role.Admin);
  const slugHelp = creating ? 'Left empty, it is made from the title.' : 'The post’s address: /blog/<slug>.';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="title" label="Title" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput
          name="slug"
          label="Slug"
          helperText={
            isAdmin
              ? `Lower-case letters, digits and hyphens. ${slugHelp}`
              : `Lower-case letters, digits and hyphens, typed by hand: the slug tool is for admins only. ${slugHelp}`
          }
          rules={{
            validate: (v: unknown) => {
              const text = String(v ?? '').trim();
              return text === '' || SLUG_PATTERN.test(text) || 'A slug has lower-case letters, digits and single hyphens only.';
            },
          }}
        />
        {isAdmin ? <SlugTool /> : null}
      </Grid>
      <Grid size={12}>
        <TextInput name="excerpt" label="Excerpt" multiline minRows={2} helperText="Shown in the blog's list of posts." />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput
          name="content"
          label="Content (markdown)"
          multiline
          minRows={12}
          helperText="Markdown: # headings, **bold**, *italic*, - lists, [links](https://…). HTML is shown as text."
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <MarkdownPreview />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DateTimeInput name="publicatedAt" label="Published at" helperText="Not public before this moment; empty: not published." />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <IntegerInput name="gateId" label="Gate ID" min={1} helperText="Empty: every gate." />
      </Grid>
      <Grid size={12}>
        <CheckboxInput name="enabled" label="Enabled" />
        <CheckboxInput name="blog" label="Shown in the blog" />
      </Grid>
    </Grid>
  );
}
