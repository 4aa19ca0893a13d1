/*
 * The blog honours the gate's blog.enabled: disabled (the default gate) shows the 404 page. A post's content is
 * markdown, drawn by the lazily loaded renderer (components/markdown/LazyMarkdown.tsx: rendered on the server too).
 */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FullPageLoader } from '@/components/FullPageLoader';
import { LazyMarkdown } from '@/components/markdown/LazyMarkdown';
import { plainParagraphs } from '@/components/markdown/markdown-text';
import { ErrorPage, NotFoundPage } from '@/components/ErrorPage';
import { graphql } from '@/graphql/generated';
import { formatDate } from '@/lib/format';
import { useGate } from '@/lib/gate';
import { paths } from '@/lib/paths';
import { usePublicQuery } from '@/lib/public-data';

/** The gate's published posts, newest first (the server scopes them to the request's gate and publication date). */
export const BlogPostsQuery = graphql(`
  query BlogPosts($page: Int, $limit: Int) {
    blogPosts(page: $page, limit: $limit) {
      total
      items {
        id
        slug
        title
        excerpt
        publicatedAt
      }
    }
  }
`);

const POSTS_PER_PAGE = 20;

export const BlogPostQuery = graphql(`
  query BlogPost($slug: String!) {
    blogPost(slug: $slug) {
      id
      title
      excerpt
      content
      publicatedAt
    }
  }
`);

/** The list of posts (issue 12: the page used to draw only its heading and never asked for the posts). */
function BlogPostList() {
  const { data, loading, error } = usePublicQuery(BlogPostsQuery, { variables: { page: 1, limit: POSTS_PER_PAGE } });
  if (error) return <Alert severity="error">The posts cannot be loaded right now. Please try again in a moment.</Alert>;
  if (loading || !data) return <CircularProgress aria-label="Loading posts" />;
  const posts = data.blogPosts.items;
  if (posts.length === 0) return <Typography>No posts yet.</Typography>;
  return (
    <Stack component="ul" spacing={4} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {posts.map((post) => (
        <li key={post.id}>
          <Typography variant="h5" component="h2" gutterBottom>
            <Link component={RouterLink} to={paths.blog.post.getHref({ slug: post.slug })} underline="hover">
              {post.title}
            </Link>
          </Typography>
          {post.publicatedAt ? (
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {formatDate(post.publicatedAt)}
            </Typography>
          ) : null}
          {post.excerpt ? <Typography>{plainParagraphs(post.excerpt).join(' ')}</Typography> : null}
        </li>
      ))}
    </Stack>
  );
}

export function BlogPage() {
  const { config } = useGate();
  if (!config.blog.enabled) return <NotFoundPage />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Blog
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Guides and news about website traffic from the {config.prop.siteName} team.
      </Typography>
      <BlogPostList />
    </Container>
  );
}

/** The post's text as plain paragraphs, until the markdown renderer has loaded. */
function PostParagraphs({ source }: { source: string }) {
  return (
    <>
      {plainParagraphs(source).map((p, i) => (
        <Typography key={i} sx={{ mb: 2 }}>
          {p}
        </Typography>
      ))}
    </>
  );
}

export function BlogPostPage() {
  const { config } = useGate();
  const { slug = '' } = useParams();
  const { data, loading, error } = usePublicQuery(BlogPostQuery, { variables: { slug }, skip: !config.blog.enabled });
  if (!config.blog.enabled || error?.code === 'NOT_FOUND') return <NotFoundPage />;
  // Any other failure is ours, not a missing post: a crawler must not be told the post is gone.
  if (error) return <ErrorPage status={500} message="The post cannot be loaded right now. Please try again in a moment." />;
  if (loading || !data) return <FullPageLoader />;
  const post = data.blogPost;
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {post.title}
      </Typography>
      {post.publicatedAt ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {formatDate(post.publicatedAt)}
        </Typography>
      ) : null}
      <LazyMarkdown fallback={<PostParagraphs source={post.content} />}>{post.content}</LazyMarkdown>
    </Container>
  );
}
