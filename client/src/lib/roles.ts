/*
 * SPEC.md §6 roles with inheritance, the same table as server/src/modules/auth/roles.ts. The client only hides
 * what the server would refuse; it never decides access on its own.
 */

export const Role = {
  SuperAdmin: 'ROLE_SUPER_ADMIN',
  Admin: 'ROLE_ADMIN',
  Manager: 'ROLE_MANAGER',
  Support: 'ROLE_SUPPORT',
  Vip: 'ROLE_VIP',
  User: 'ROLE_USER',
} as const;

export type RoleName = (typeof Role)[keyof typeof Role];

const inherits: Record<RoleName, readonly RoleName[]> = {
  ROLE_SUPER_ADMIN: ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_SUPPORT', 'ROLE_VIP'],
  ROLE_ADMIN: ['ROLE_MANAGER', 'ROLE_SUPPORT', 'ROLE_VIP'],
  ROLE_MANAGER: ['ROLE_SUPPORT', 'ROLE_VIP'],
  ROLE_SUPPORT: ['ROLE_VIP'],
  ROLE_VIP: [],
  ROLE_USER: [],
};

function isRoleName(value: string): value is RoleName {
  return Object.prototype.hasOwnProperty.call(inherits, value);
}

/** Every role held, inherited ones included; a signed-in user always holds ROLE_USER. */
export function expandRoles(roles: readonly string[]): Set<RoleName> {
  const out = new Set<RoleName>([Role.User]);
  for (const role of roles) {
    if (!isRoleName(role)) continue;
    out.add(role);
    for (const inherited of inherits[role]) out.add(inherited);
  }
  return out;
}

export function hasRole(roles: readonly string[] | null | undefined, role: RoleName): boolean {
  return roles ? expandRoles(roles).has(role) : false;
}

/** Staff: support and above (they work in /admin, not in the user panel). */
export function isStaff(roles: readonly string[] | null | undefined): boolean {
  return hasRole(roles, Role.Support);
}
