/*
 * SPEC.md §6: the roles and their inheritance, expanded in exactly one place. Every signed-in user also has
 * ROLE_USER. Staff means support and above.
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

export const ALL_ROLES: RoleName[] = Object.values(Role);

const inherits: Record<RoleName, RoleName[]> = {
  ROLE_SUPER_ADMIN: ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_SUPPORT', 'ROLE_VIP'],
  ROLE_ADMIN: ['ROLE_MANAGER', 'ROLE_SUPPORT', 'ROLE_VIP'],
  ROLE_MANAGER: ['ROLE_SUPPORT', 'ROLE_VIP'],
  ROLE_SUPPORT: ['ROLE_VIP'],
  ROLE_VIP: [],
  ROLE_USER: [],
};

export function isRoleName(value: string): value is RoleName {
  return (ALL_ROLES as string[]).includes(value);
}

/** The full set of roles a user holds, inherited ones included. */
export function expandRoles(roles: readonly string[]): Set<RoleName> {
  const out = new Set<RoleName>([Role.User]);
  for (const role of roles) {
    if (!isRoleName(role)) continue;
    out.add(role);
    for (const inherited of inherits[role]) out.add(inherited);
  }
  return out;
}

export function hasRole(roles: readonly string[], role: RoleName): boolean {
  return expandRoles(roles).has(role);
}

export function isStaff(roles: readonly string[]): boolean {
  return hasRole(roles, Role.Support);
}
