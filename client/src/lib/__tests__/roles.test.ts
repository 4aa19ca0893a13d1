import { expandRoles, hasRole, isStaff, Role } from '@/lib/roles';

describe('roles with inheritance (docs/product.md#roles)', () => {
  it('expands every level', () => {
    expect([...expandRoles([Role.SuperAdmin])].sort()).toEqual(
      ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_SUPER_ADMIN', 'ROLE_SUPPORT', 'ROLE_USER', 'ROLE_VIP'].sort(),
    );
    expect(hasRole([Role.Admin], Role.Manager)).toBe(true);
    expect(hasRole([Role.Admin], Role.SuperAdmin)).toBe(false);
    expect(hasRole([Role.Manager], Role.Support)).toBe(true);
    expect(hasRole([Role.Manager], Role.Admin)).toBe(false);
    expect(hasRole([Role.Support], Role.Vip)).toBe(true);
    expect(hasRole([Role.Vip], Role.Support)).toBe(false);
  });

  it('counts support and above as staff', () => {
    expect(isStaff([Role.Support])).toBe(true);
    expect(isStaff([Role.SuperAdmin])).toBe(true);
    expect(isStaff([Role.Vip])).toBe(false);
    expect(isStaff([])).toBe(false);
    expect(isStaff(['ROLE_UNKNOWN'])).toBe(false);
  });
});
