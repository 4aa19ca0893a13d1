/* /admin/posts/create (managers and above): a new post; saved, it opens on its edit page. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AdminForm } from '@/features/admin/AdminForm';
import { graphql } from '@/graphql/generated';
import { paths } from '@/lib/paths';
import { emptyPost, postCreateInput, type PostFormValues } from './post-form';
import { PostInputs } from './PostInputs';

export const CreatePostMutation = graphql(`
  mutation AdminCreatePost($input: PostCreateInput!) {
    createPost(input: $input) {
      id
      title
      slug
    }
  }
`);

export function PostCreate() {
  const navigate = useNavigate();
  const form = useForm<PostFormValues>({ defaultValues: emptyPost });
  const [createPost] = useMutation(CreatePostMutation, { update: (cache) => cache.evict({ fieldName: 'posts' }) });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Create post
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <AdminForm<PostFormValues>
          form={form}
          label="Post"
          submitLabel="Create"
          successMessage="Post created"
          onSubmit={async (values) => (await createPost({ variables: { input: postCreateInput(values) } })).data?.createPost}
          onSaved={(created) => {
            const id = (created as { id: number } | undefined)?.id;
            void navigate(id ? paths.admin.posts.edit.getHref({ id }) : paths.admin.posts.list.getHref());
          }}
        >
          <PostInputs creating />
        </AdminForm>
      </Paper>
    </>
  );
}
