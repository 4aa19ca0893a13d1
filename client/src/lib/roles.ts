/*
 * docs/product.md#roles roles with inheritance: the server's own table (server/src/modules/auth/roles.ts), shared so the rule
 * is written once. The client only hides what the server would refuse; it never decides access on its own.
 */
import { expandRoles, Role, type RoleName } from '@server-common/roles';

export { expandRoles, Role, type RoleName };

export function hasRole(roles: readonly string[] | null | undefined, role: RoleName): boolean {
  return roles ? expandRoles(roles).has(role) : false;
}

/** Staff: support and above (they work in /admin, not in the user panel). */
export function isStaff(roles: readonly string[] | null | undefined): boolean {
  return hasRole(roles, Role.Support);
}
