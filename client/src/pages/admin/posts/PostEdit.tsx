/* /admin/posts/{id} (managers and above): a post's fields, with a link to its public page once it is published. */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { AdminForm } from '@/features/admin/AdminForm';
import { useAdminAccess } from '@/features/admin/admin-access';
import { graphql } from '@/graphql/generated';
import { formatDateTime } from '@/lib/format';
import { errorStatus } from '@/lib/graphql-errors';
import { paths } from '@/lib/paths';
import { emptyPost, postFormValues, postUpdateInput, type PostFormValues } from './post-form';
import { PostInputs } from './PostInputs';

export const AdminPostQuery = graphql(`
  query AdminPost($id: Int!) {
    post(id: $id) {
      id
      title
      slug
      excerpt
      content
      enabled
      blog
      publicatedAt
      gateId
      createdAt
      updatedAt
    }
  }
`);

export const UpdatePostMutation = graphql(`
  mutation AdminUpdatePost($id: Int!, $input: PostUpdateInput!) {
    updatePost(id: $id, input: $input) {
      id
      title
      slug
      excerpt
      content
      enabled
      blog
      publicatedAt
      gateId
      createdAt
      updatedAt
    }
  }
`);

export function PostEdit() {
  const id = Number(useParams().id);
  const { canWrite } = useAdminAccess();
  const { data, error, loading } = useQuery(AdminPostQuery, {
    variables: { id },
    skip: !Number.isInteger(id),
    fetchPolicy: 'cache-and-network',
  });
  const form = useForm<PostFormValues>({ defaultValues: emptyPost });
  const post = data?.post;
  const loadedKey = post ? JSON.stringify(postFormValues(post)) : null;
  useEffect(() => {
    if (loadedKey) form.reset(JSON.parse(loadedKey) as PostFormValues);
  }, [loadedKey, form]);
  const [updatePost] = useMutation(UpdatePostMutation, { update: (cache) => cache.evict({ fieldName: 'posts' }) });

  if (!Number.isInteger(id)) return <ErrorPage status={404} message="This page could not be found" />;
  if (error && !data)
    return <ErrorPage status={errorStatus(error)} message={errorStatus(error) === 404 ? 'This post does not exist.' : null} />;
  const published = post?.enabled && post.publicatedAt && new Date(post.publicatedAt).getTime() <= Date.now();

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {post ? `Post: ${post.title}` : 'Post'}
        </Typography>
        {post && published ? (
          <Button href={paths.blog.post.getHref({ slug: post.slug })} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
            View on the blog
          </Button>
        ) : null}
      </Stack>
      {post ? (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Created {formatDateTime(post.createdAt)} · updated {formatDateTime(post.updatedAt)}
        </Typography>
      ) : null}
      {!post && loading ? (
        <Skeleton variant="rounded" height={400} />
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <AdminForm<PostFormValues>
            form={form}
            label="Post"
            readOnly={!canWrite}
            successMessage="Post saved"
            onSubmit={(values) => updatePost({ variables: { id, input: postUpdateInput(values) } })}
          >
            <PostInputs />
          </AdminForm>
        </Paper>
      )}
    </>
  );
}
