import slugifyText from 'slugify';
import { ValidationError } from '../../common/errors';
import type { Context } from '../../graphql/context';
import { requireRole } from '../auth/access';
import { Role } from '../auth/roles';

/** URL slugs: lower case, ASCII letters, digits and single hyphens ("Hello World!" → "hello-world"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The slug tool takes a title or a phrase, not a document. */
const SLUG_TOOL_MAX_LENGTH = 1000;

export function toSlug(text: string): string {
  return slugifyText(text, { lower: true, strict: true, trim: true });
}

/** The admin slug tool (docs/product.md#roles: admin-only). */
export function slugTool(ctx: Context, text: string): string {
  requireRole(ctx, Role.Admin);
  // A slug is at most 255 characters (posts); a 1 MB text is refused, not slugified into a 1 MB answer.
  if (text.length > SLUG_TOOL_MAX_LENGTH) {
    throw new ValidationError([{ propertyPath: 'slug', message: `This value is too long (at most ${SLUG_TOOL_MAX_LENGTH} characters).` }]);
  }
  const slug = toSlug(text);
  if (!slug) throw new ValidationError([{ propertyPath: 'slug', message: 'This value cannot be turned into a slug.' }]);
  return slug;
}
