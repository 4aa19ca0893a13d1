import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import { normalizePaging, paginate, type PageResult } from '../../common/list';
import { SortDirection } from '../../common/statuses';
import type { Context } from '../../graphql/context';
import { requireRole } from '../auth/access';
import { Role } from '../auth/roles';
import { Gate } from '../gates/gate.entity';
import { Post } from './post.entity';
import { postListSpec, type PostCreateInput, type PostListArgs, type PostUpdateInput } from './post.input';
import { toSlug } from './slug.service';

/*
 * Posts are administered by managers and above (support staff do not see them, docs/product.md#screens-and-routes). The public blog
 * shows a post only on a gate whose configuration enables the blog, and only when the post is enabled, is a
 * blog post, is published (publicatedAt in the past) and belongs to every gate or to this one.
 * Checks run before the entity changes: a query after a change would flush it first (FlushMode.AUTO).
 */

async function assertSlugFree(ctx: Context, slug: string, exceptId?: number): Promise<void> {
  const where = exceptId === undefined ? { slug } : { slug, id: { $ne: exceptId } };
  if (await ctx.em.count(Post, where)) throw new ConflictError('This slug is already used by another post.', 'slug');
}

async function gateFromInput(ctx: Context, gateId: number | null | undefined): Promise<Gate | null | undefined> {
  if (gateId === undefined || gateId === null) return gateId;
  const gate = await ctx.em.findOne(Gate, { id: gateId });
  if (!gate) throw new ValidationError([{ propertyPath: 'gateId', message: 'This gate does not exist.' }]);
  return gate;
}

export function listPosts(ctx: Context, args: PostListArgs): Promise<PageResult<Post>> {
  requireRole(ctx, Role.Manager);
  return paginate(ctx.em, Post, postListSpec, args);
}

export async function getPost(ctx: Context, id: number): Promise<Post> {
  requireRole(ctx, Role.Manager);
  const post = await ctx.em.findOne(Post, { id });
  if (!post) throw new NotFoundError();
  return post;
}

export async function createPost(ctx: Context, input: PostCreateInput): Promise<Post> {
  requireRole(ctx, Role.Manager);
  const title = input.title.trim();
  const slug = input.slug ?? toSlug(title);
  if (!slug) throw new ValidationError([{ propertyPath: 'slug', message: 'Give a slug: none can be made from this title.' }]);
  await assertSlugFree(ctx, slug);
  const gate = (await gateFromInput(ctx, input.gateId)) ?? null;
  const post = ctx.em.create(Post, {
    title,
    slug,
    enabled: input.enabled ?? true,
    blog: input.blog ?? true,
    excerpt: input.excerpt ?? '',
    content: input.content ?? '',
    publicatedAt: input.publicatedAt ?? null,
    gate,
  });
  await ctx.em.flush();
  return post;
}

export async function updatePost(ctx: Context, id: number, input: PostUpdateInput): Promise<Post> {
  const post = await getPost(ctx, id);
  if (input.slug != null && input.slug !== post.slug) await assertSlugFree(ctx, input.slug, post.id);
  const gate = await gateFromInput(ctx, input.gateId);

  if (input.title != null) post.title = input.title.trim();
  if (input.slug != null) post.slug = input.slug;
  if (input.enabled != null) post.enabled = input.enabled;
  if (input.blog != null) post.blog = input.blog;
  if (input.excerpt != null) post.excerpt = input.excerpt;
  if (input.content != null) post.content = input.content;
  if (input.publicatedAt !== undefined) post.publicatedAt = input.publicatedAt;
  if (gate !== undefined) post.gate = gate;
  await ctx.em.flush();
  return post;
}

/** Public: a published blog post of this gate by its slug; anything else is not found. */
/** What a visitor of the request's gate may read: enabled, published blog posts of this gate or of all gates. */
function publishedScope(ctx: Context, now: Date): Record<string, unknown> {
  return { enabled: true, blog: true, publicatedAt: { $ne: null, $lte: now }, $or: [{ gate: null }, { gate: ctx.gateId }] };
}

export async function getBlogPost(ctx: Context, slug: string, now = new Date()): Promise<Post> {
  if (ctx.gate.config.blog?.enabled !== true) throw new NotFoundError();
  const post = await ctx.em.findOne(Post, { slug, ...publishedScope(ctx, now) });
  if (!post) throw new NotFoundError();
  return post;
}

/** The published blog of the request's gate, newest first; empty while the gate's blog is disabled. */
export async function listBlogPosts(
  ctx: Context,
  page?: number | null,
  limit?: number | null,
  now = new Date(),
): Promise<PageResult<Post>> {
  const spec = { resource: 'Post', filters: {}, order: { publicatedAt: 'publicatedAt' }, defaultOrder: [] };
  if (ctx.gate.config.blog?.enabled !== true) {
    const paging = normalizePaging(page, limit);
    return { items: [], total: 0, page: paging.page, limit: paging.limit };
  }
  return paginate(
    ctx.em,
    Post,
    spec,
    { page, limit, order: [{ field: 'publicatedAt', direction: SortDirection.DESC }] },
    publishedScope(ctx, now),
  );
}
