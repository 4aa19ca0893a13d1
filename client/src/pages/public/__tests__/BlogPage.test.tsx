/*
 * On a gate with the blog enabled (boost.localhost in the demo data), /blog showed no posts although the
 * API returned two: the page drew its heading and never asked for them. It now lists the gate's blogPosts.
 */
import { screen, within } from '@testing-library/react';
import { logger } from '@/lib/logger';
import type { FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testGateConfig } from '@/testing/render-app';

const blogGate = { ...testGateConfig, blog: { enabled: true } };

function post(id: number, slug: string, title: string, publicatedAt: string) {
  return { __typename: 'Post', id, slug, title, excerpt: `<p>About ${title} &amp; more.</p>`, publicatedAt };
}

const postsReply = () => ({
  data: {
    blogPosts: {
      __typename: 'PostPage',
      total: 2,
      items: [
        post(2, 'double-your-traffic', 'Double your traffic', '2026-11-10T10:00:00Z'),
        post(1, 'first-steps', 'First steps', '2026-11-01T10:00:00Z'),
      ],
    },
  },
});

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

describe('the blog list (docs/product.md#screens-and-routes)', () => {
  it("lists the gate's published posts, newest first, each linking to its page", async () => {
    const { requests } = renderApp('/blog', { gateConfig: blogGate, handlers: { BlogPosts: postsReply } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /Double your traffic|First steps/ });
    expect(links.map((l) => l.textContent)).toEqual(['Double your traffic', 'First steps']);
    expect(links[0]).toHaveAttribute('href', '/blog/double-your-traffic');
    expect(links[1]).toHaveAttribute('href', '/blog/first-steps');
    expect(screen.getByText('About First steps & more.')).toBeInTheDocument();
    expect(requests.filter((r: FakeRequest) => r.operationName === 'BlogPosts')).toHaveLength(1);
  });

  it('says so when the gate has no posts yet', async () => {
    renderApp('/blog', {
      gateConfig: blogGate,
      handlers: { BlogPosts: () => ({ data: { blogPosts: { __typename: 'PostPage', total: 0, items: [] } } }) },
    });
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
  });

  it('keeps the page and says the posts cannot be loaded when the request fails', async () => {
    renderApp('/blog', { gateConfig: blogGate });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/cannot be loaded right now/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });
});

describe('a blog post (docs/product.md#screens-and-routes /blog/{slug}, in markdown)', () => {
  const postReply = (content: string) => () => ({
    data: { blogPost: { __typename: 'Post', id: 4, title: 'Markdown post', excerpt: '', content, publicatedAt: '2026-11-01T10:00:00Z' } },
  });

  it('renders its markdown: headings, emphasis, lists and links, and never raw HTML', async () => {
    const content =
      '## Getting started\n\nAdd **one project** first.\n\n- Pick a package\n- Watch the [statistics](https://example.com/stats)\n\n<script>window.hacked = true</script>';
    const { container } = renderApp('/blog/markdown-post', { gateConfig: blogGate, handlers: { BlogPost: postReply(content) } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    expect(screen.getByText('one project').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Pick a package', 'Watch the statistics']);
    expect(screen.getByRole('link', { name: 'statistics' })).toHaveAttribute('href', 'https://example.com/stats');
    expect(container.querySelector('article script')).toBeNull();
  });

  it('shows a post written in HTML before markdown as its paragraphs of text', async () => {
    renderApp('/blog/old-post', {
      gateConfig: blogGate,
      handlers: { BlogPost: postReply('<p>First &amp; foremost.</p><p>Then <b>more</b>.</p>') },
    });
    expect(await screen.findByText('First & foremost.')).toBeInTheDocument();
    expect(screen.getByText('Then more.')).toBeInTheDocument();
    expect(screen.queryByText(/<p>/)).toBeNull();
  });
});
