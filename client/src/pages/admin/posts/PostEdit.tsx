/* /admin/posts/{id} (managers and above): a post's fields, with a link to its public page once it is published. */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { AdminForm } from '@/features/admin/AdminForm';
import { useEditRecord } from '@/features/admin/useEditRecord';
import { useAdminAccess } from '@/features/admin/admin-access';
import { graphql } from '@/graphql/generated';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { emptyPost, postFormValues, postUpdateInput, type PostFormValues } from './post-form';
import { PostInputs } from './PostInputs';

/* The query and the save answer the same fields, so the save's answer replaces the record in the cache. */
export const AdminPostFieldsFragment = graphql(`
  fragment AdminPostFields on Post {
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
`);

export const AdminPostQuery = graphql(`
  query AdminPost($id: Int!) {
    post(id: $id) {
      ...AdminPostFields
    }
  }
`);

export const UpdatePostMutation = graphql(`
  mutation AdminUpdatePost($id: Int!, $input: PostUpdateInput!) {
    updatePost(id: $id, input: $input) {
      ...AdminPostFields
    }
  }
`);

export function PostEdit() {
  const { canWrite } = useAdminAccess();
  const edit = useEditRecord({
    query: AdminPostQuery,
    record: (data) => data.post,
    values: postFormValues,
    defaultValues: emptyPost,
    notFound: 'This post does not exist.',
    skeletonHeight: 400,
  });
  const [updatePost] = useMutation(UpdatePostMutation, { update: (cache) => cache.evict({ fieldName: 'posts' }) });

  if (edit.fallback) return edit.fallback;
  const { id, record: post, form, skeleton } = edit;
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
      {skeleton ?? (
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
