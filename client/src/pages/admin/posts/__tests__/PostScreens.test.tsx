/*
 * /admin/posts (docs/product.md#screens-and-routes, docs/product.md#validation and docs/product.md#roles): the grid's filters go into the
 * URL and the query; the form
 * previews its markdown as it is typed, shows the server's violations on their fields, and offers the slug tool to
 * admins only; support staff get the 403 page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logger } from '@/lib/logger';
import { Role } from '@/lib/roles';
import type { FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';

const manager = testUser([Role.Manager], { id: 3, login: 'manager@example.com' });
const admin = testUser([Role.Admin], { id: 2, login: 'admin@example.com' });
const support = testUser([Role.Support], { id: 4, login: 'support@example.com' });

function post(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Post',
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    excerpt: '',
    content: '',
    enabled: true,
    blog: true,
    gateId: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    publicatedAt: id === 1 ? '2026-11-02T08:30:00.000Z' : null,
    ...overrides,
  };
}

const postsPage = (items: unknown[], total = items.length) => ({ data: { posts: { __typename: 'PostPage', items, total } } });

const violation = (propertyPath: string, message: string) => ({
  body: {
    errors: [{ message: `${propertyPath}: ${message}`, extensions: { code: 'BAD_USER_INPUT', violations: [{ propertyPath, message }] } }],
  },
});

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

const last = (requests: FakeRequest[], name: string) => requests.filter((r) => r.operationName === name).at(-1);

describe('admin posts list', () => {
  it('shows the server page; filters typed and chosen go into the URL and the query', async () => {
    const { router, requests } = renderApp('/admin/posts', {
      user: manager,
      handlers: { AdminPosts: () => postsPage([post(1), post(2)], 2) },
    });
    const grid = await screen.findByRole('grid', { name: 'Posts' }, { timeout: 20_000 });
    expect(await within(grid).findByText('Post 1')).toBeInTheDocument();
    expect(within(grid).getByText('2026-11-02 08:30')).toBeInTheDocument();
    expect(within(grid).getByText('Not published')).toBeInTheDocument();
    expect(last(requests, 'AdminPosts')?.variables).toMatchObject({
      page: 1,
      limit: 10,
      filter: {},
      order: [{ field: 'id', direction: 'DESC' }],
    });

    const user = userEvent.setup();
    const filters = screen.getByRole('form', { name: 'Filter posts' });
    await user.type(within(filters).getByRole('searchbox', { name: 'Title' }), ' traffic {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&limit=10&title=traffic'));
    await waitFor(() => expect(last(requests, 'AdminPosts')?.variables).toMatchObject({ filter: { title: 'traffic' } }));
  }, 60_000);

  it('is the 403 page for support staff, who never ask for posts', async () => {
    const { requests } = renderApp('/admin/posts', { user: support, handlers: { AdminPosts: () => postsPage([]) } });
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(requests.some((r) => r.operationName === 'AdminPosts')).toBe(false);
  }, 60_000);
});

describe('admin post form', () => {
  it('previews the markdown as it is typed (manager: no slug tool, and told why)', async () => {
    renderApp('/admin/posts/create', { user: manager });
    const form = await screen.findByRole('form', { name: 'Post' });
    expect(within(form).queryByRole('button', { name: /make slug/i })).toBeNull();
    expect(within(form).getByText(/the slug tool is for admins only/)).toBeInTheDocument();

    const user = userEvent.setup();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Nothing to preview yet.')).toBeInTheDocument();
    const content = within(form).getByRole('textbox', { name: 'Content (markdown)' });
    await user.click(content);
    await user.paste('## Why traffic\n\nBuy **real** visits');
    expect(await within(preview).findByRole('heading', { level: 2, name: 'Why traffic' })).toBeInTheDocument();
    expect(within(preview).getByText('real').tagName).toBe('STRONG');
    await user.type(content, ' now');
    await waitFor(() => expect(within(preview).getByText(/visits now$/)).toBeInTheDocument());
    await user.paste('\n\n- one\n- two');
    await waitFor(() =>
      expect(
        within(preview)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['one', 'two']),
    );
  }, 60_000);

  it("shows the server's violations under their fields and creates the post with the typed values", async () => {
    let attempt = 0;
    const { requests, router } = renderApp('/admin/posts/create', {
      user: manager,
      handlers: {
        AdminCreatePost: () => {
          attempt += 1;
          return attempt === 1
            ? violation('slug', 'This slug is already used by another post.')
            : { data: { createPost: { __typename: 'Post', id: 9, title: 'Hello', slug: 'hello-2' } } };
        },
        AdminPost: () => ({ data: { post: post(9, { title: 'Hello', slug: 'hello-2' }) } }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Post' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Hello');
    await user.type(within(form).getByRole('textbox', { name: 'Slug' }), 'hello');
    await user.click(within(form).getByRole('textbox', { name: 'Content (markdown)' }));
    await user.paste('Some *text*');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('This slug is already used by another post.')).toBeInTheDocument();
    expect(last(requests, 'AdminCreatePost')?.variables).toEqual({
      input: { title: 'Hello', slug: 'hello', excerpt: '', content: 'Some *text*', enabled: true, blog: true },
    });

    const slug = within(form).getByRole('textbox', { name: 'Slug' });
    await user.clear(slug);
    await user.type(slug, 'hello-2');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts/9'));
  }, 60_000);

  it('refuses a malformed slug before sending', async () => {
    const { requests } = renderApp('/admin/posts/create', { user: manager });
    const form = await screen.findByRole('form', { name: 'Post' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Hello');
    await user.type(within(form).getByRole('textbox', { name: 'Slug' }), 'Hello World');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('A slug has lower-case letters, digits and single hyphens only.')).toBeInTheDocument();
    expect(requests.some((r) => r.operationName === 'AdminCreatePost')).toBe(false);
  }, 60_000);

  it('gives admins the slug tool: the title goes to slugify and the answer into the slug field', async () => {
    const { requests } = renderApp('/admin/posts/5', {
      user: admin,
      handlers: {
        AdminPost: () => ({ data: { post: post(5, { title: 'Old title', slug: 'old-title' }) } }),
        AdminSlugify: ({ variables }) => ({
          data: {
            slugify: String(variables.slug)
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/^-|-$/g, ''),
          },
        }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Post' });
    const user = userEvent.setup();
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveValue('Old title'));
    await user.clear(title);
    await user.type(title, 'Ten Ways to Grow!');
    const slug = within(form).getByRole('textbox', { name: 'Slug' });
    await user.clear(slug);
    await user.click(within(form).getByRole('button', { name: 'Make slug from title' }));
    await waitFor(() => expect(slug).toHaveValue('ten-ways-to-grow'));
    expect(last(requests, 'AdminSlugify')?.variables).toEqual({ slug: 'Ten Ways to Grow!' });
  }, 60_000);
});
