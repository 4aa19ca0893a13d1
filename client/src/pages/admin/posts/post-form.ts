/* The post form's values (text as typed) and their conversion to and from the GraphQL post inputs. */
import { fromDateTimeInput, toDateTimeInput } from '@/features/admin/DateTimeInput';
import type { PostCreateInput, PostUpdateInput } from '@/graphql/generated/graphql';

export interface PostFormValues {
  title: string;
  /** '' on create: the server makes it from the title. */
  slug: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  enabled: boolean;
  blog: boolean;
  /** "YYYY-MM-DDTHH:mm" UTC, '' while unpublished. */
  publicatedAt: string;
  /** A gate id, '' for every gate. */
  gateId: string;
}

export const emptyPost: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  enabled: true,
  blog: true,
  publicatedAt: '',
  gateId: '',
};

export interface PostRecord {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  enabled: boolean;
  blog: boolean;
  publicatedAt?: string | null;
  gateId?: number | null;
}

export function postFormValues(post: PostRecord): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    enabled: post.enabled,
    blog: post.blog,
    publicatedAt: toDateTimeInput(post.publicatedAt),
    gateId: post.gateId == null ? '' : String(post.gateId),
  };
}

export function postCreateInput(v: PostFormValues): PostCreateInput {
  const slug = v.slug.trim();
  const publicatedAt = fromDateTimeInput(v.publicatedAt);
  return {
    title: v.title.trim(),
    ...(slug ? { slug } : {}),
    excerpt: v.excerpt.trim(),
    content: v.content,
    enabled: v.enabled,
    blog: v.blog,
    ...(publicatedAt ? { publicatedAt } : {}),
    ...(v.gateId.trim() ? { gateId: Number(v.gateId) } : {}),
  };
}

export function postUpdateInput(v: PostFormValues): PostUpdateInput {
  const slug = v.slug.trim();
  return {
    title: v.title.trim(),
    // A cleared slug keeps the one the post has (its URL); the server refuses an empty one.
    ...(slug ? { slug } : {}),
    excerpt: v.excerpt.trim(),
    content: v.content,
    enabled: v.enabled,
    blog: v.blog,
    // null unpublishes it.
    publicatedAt: fromDateTimeInput(v.publicatedAt),
    gateId: v.gateId.trim() ? Number(v.gateId) : null,
  };
}
