import slugifyText from 'slugify';
import { ValidationError } from '../../common/errors';
import type { Context } from '../../graphql/context';
import { requireRole } from '../auth/access';
import { Role } from '../auth/roles';

/** URL slugs: lower case, ASCII letters, digits and single hyphens ("Hello World!" → "hello-world"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function toSlug(text: string): string {
  return slugifyText(text, { lower: true, strict: true, trim: true });
}

/** The admin slug tool (SPEC.md §6: admin-only). */
export function slugTool(ctx: Context, text: string): string {
  requireRole(ctx, Role.Admin);
  const slug = toSlug(text);
  if (!slug) throw new ValidationError([{ propertyPath: 'slug', message: 'This value cannot be turned into a slug.' }]);
  return slug;
}
