import type { AuthChecker } from 'type-graphql';
import { ForbiddenError, UnauthenticatedError } from '../common/errors';
import { isRoleName } from '../modules/auth/roles';
import type { Context } from './context';

/**
 * `@Authorized()` requires a signed-in user; `@Authorized(role, …)` requires one of the roles, inheritance
 * included (docs/product.md#roles). Throws so the error carries the right code.
 */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  if (context.userId == null) throw new UnauthenticatedError();
  if (roles.length === 0) return true;
  if (roles.some((r) => isRoleName(r) && context.roles.has(r))) return true;
  throw new ForbiddenError();
};
