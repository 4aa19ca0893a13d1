/*
 * The blog honours the gate's blog.enabled: disabled (the default gate) shows the 404 page. A post's content is
 * markdown, drawn by the lazily loaded renderer (components/markdown/LazyMarkdown.tsx: rendered on the server too).
 */
import { useParams } from 'react-router-dom';
import { FullPageLoader } from '@/components/FullPageLoader';
import { LazyMarkdown } from '@/components/markdown/LazyMarkdown';
import { plainParagraphs } from '@/components/markdown/markdown-text';
import { ErrorPage, NotFoundPage } from '@/components/ErrorPage';
import { graphql } from '@/graphql/generated';
import { formatDate } from '@/lib/format';
import { useGate } from '@/lib/gate';
import { paths } from '@/lib/paths';
import { usePublicQuery } from '@/lib/public-data';
import { Alert, Container, Link, Spinner, Stack, Text } from '@/ui/kit';

// The post route loads the renderer with the page (app/router.tsx).
export { loadMarkdown as loadPostRenderer } from '@/components/markdown/LazyMarkdown';

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

/** The list of posts (the page used to draw only its heading and never asked for the posts). */
function BlogPostList() {
  const { data, loading, error } = usePublicQuery(BlogPostsQuery, { variables: { page: 1, limit: POSTS_PER_PAGE } });
  if (error) return <Alert severity="error">The posts cannot be loaded right now. Please try again in a moment.</Alert>;
  if (loading || !data) return <Spinner aria-label="Loading posts" />;
  const posts = data.blogPosts.items;
  if (posts.length === 0) return <Text>No posts yet.</Text>;
  return (
    <Stack component="ul" spacing={4} className="tg-blog-list">
      {posts.map((post) => (
        <li key={post.id}>
          <Text variant="h5" component="h2" gutterBottom>
            <Link to={paths.blog.post.getHref({ slug: post.slug })} underline="hover">
              {post.title}
            </Link>
          </Text>
          {post.publicatedAt ? (
            <Text variant="body2" color="text.secondary" gutterBottom>
              {formatDate(post.publicatedAt)}
            </Text>
          ) : null}
          {post.excerpt ? <Text>{plainParagraphs(post.excerpt).join(' ')}</Text> : null}
        </li>
      ))}
    </Stack>
  );
}

export function BlogPage() {
  const { config } = useGate();
  if (!config.blog.enabled) return <NotFoundPage />;
  return (
    <Container maxWidth="md" className="tg-pages-padded">
      <Text variant="h3" component="h1" gutterBottom>
        Blog
      </Text>
      <Text color="text.secondary" className="tg-pages-lead">
        Guides and news about website traffic from the {config.prop.siteName} team.
      </Text>
      <BlogPostList />
    </Container>
  );
}

/** The post's text as plain paragraphs, until the markdown renderer has loaded. */
function PostParagraphs({ source }: { source: string }) {
  return (
    <>
      {plainParagraphs(source).map((p, i) => (
        <Text key={i} className="tg-pages-paragraph">
          {p}
        </Text>
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
    <Container maxWidth="md" component="article" className="tg-pages-padded">
      <Text variant="h3" component="h1" gutterBottom>
        {post.title}
      </Text>
      {post.publicatedAt ? (
        <Text variant="body2" color="text.secondary" className="tg-blog-date">
          {formatDate(post.publicatedAt)}
        </Text>
      ) : null}
      <LazyMarkdown fallback={<PostParagraphs source={post.content} />}>{post.content}</LazyMarkdown>
    </Container>
  );
}
