/* The admin's user form: values, the roles the viewer may grant, and the update input. */
import { hasRole, Role, type RoleName } from '@/lib/roles';
import type { UserUpdateInput } from '@/graphql/generated/graphql';

/** The roles an admin can hold directly, highest first, in words (docs/product.md#roles). */
export const roleChoices: readonly { value: RoleName; label: string }[] = [
  { value: Role.SuperAdmin, label: 'Super admin' },
  { value: Role.Admin, label: 'Admin' },
  { value: Role.Manager, label: 'Manager' },
  { value: Role.Support, label: 'Support' },
  { value: Role.Vip, label: 'VIP' },
];

export function roleLabel(role: string): string {
  return roleChoices.find((r) => r.value === role)?.label ?? role.replace(/^ROLE_/, '').toLowerCase();
}

/**
 * What the viewer may grant or remove, as the server rules it: nobody edits their own roles; only a super admin
 * grants or removes ROLE_ADMIN and ROLE_SUPER_ADMIN; otherwise only roles the viewer holds. The server decides
 * anyway; this hides the checkboxes it would refuse.
 */
export function grantableRoles(viewerRoles: readonly string[], isSelf: boolean): RoleName[] {
  if (isSelf) return [];
  const superAdmin = hasRole(viewerRoles, Role.SuperAdmin);
  return roleChoices
    .map((r) => r.value)
    .filter((role) => (role === Role.Admin || role === Role.SuperAdmin ? superAdmin : hasRole(viewerRoles, role)));
}

export interface UserFormValues {
  displayName: string;
  /** The grantable roles, checked or not (other roles the user holds are kept as they are). */
  roles: string[];
  enabled: boolean;
  emailConfirmed: boolean;
  unsubscribed: boolean;
}

export interface UserRecord {
  displayName: string;
  roles: readonly string[];
  enabled: boolean;
  emailConfirmed: boolean;
  unsubscribed: boolean;
}

export function userFormValues(user: UserRecord): UserFormValues {
  return {
    displayName: user.displayName,
    roles: [...user.roles],
    enabled: user.enabled,
    emailConfirmed: user.emailConfirmed,
    unsubscribed: user.unsubscribed,
  };
}

/** Roles are sent only when they changed, so saving a name never touches them (nor trips the role rules). */
export function userUpdateInput(values: UserFormValues, user: UserRecord): UserUpdateInput {
  const same = values.roles.length === user.roles.length && values.roles.every((r) => user.roles.includes(r));
  return {
    displayName: values.displayName.trim(),
    enabled: values.enabled,
    emailConfirmed: values.emailConfirmed,
    unsubscribed: values.unsubscribed,
    ...(same ? {} : { roles: values.roles }),
  };
}
