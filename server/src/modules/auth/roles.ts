/*
 * docs/product.md#roles: the roles and their inheritance, expanded in exactly one place. Every signed-in user also has
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

/**
 * Which gates an account's session (a token, and the user switch it carries) is honoured on: its own gate always;
 * every gate for a super admin, who administers all of them and switches to a customer on that customer's gate.
 * Every other account, staff included, is refused on another gate's host: staff administer every gate's rows from
 * the admin area of their own gate. An API key holds no staff role, so it is honoured on its owner's gate only.
 * docs/security.md "Gate isolation".
 */
export function sessionAllowedOnGate(roles: readonly string[], accountGateId: number, requestGateId: number): boolean {
  return accountGateId === requestGateId || hasRole(roles, Role.SuperAdmin);
}
