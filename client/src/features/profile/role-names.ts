/* The roles of docs/product.md#roles in words, for the profile page. Inherited roles are not listed: the highest says it. */
import { Role } from '@/lib/roles';

const names: Record<string, string> = {
  [Role.SuperAdmin]: 'Super administrator',
  [Role.Admin]: 'Administrator',
  [Role.Manager]: 'Manager',
  [Role.Support]: 'Support',
  [Role.Vip]: 'VIP customer',
};

export function roleNames(roles: readonly string[]): string[] {
  const out = roles.filter((r) => r in names).map((r) => names[r]);
  return out.length > 0 ? [...new Set(out)] : ['Customer'];
}
