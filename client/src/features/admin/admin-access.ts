/*
 * Who may use which admin route (docs/product.md#screens-and-routes sidebar, docs/product.md#roles roles): one table, read by the sidebar
 * (layouts/navigation.ts)
 * and by the admin layout, which shows the 403 page on a route the role may not use — so the two cannot disagree.
 * `view` opens the screen; `write` (default: `view`) saves its form. The server refuses the call anyway: this
 * table only hides what the server would refuse (support: no Posts, no Marketing; Gates: super admins; creating
 * transactions, removing accounts: admins).
 */
import { useMatches } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { hasRole, Role, type RoleName } from '@/lib/roles';

export interface AdminRouteRule {
  view: RoleName;
  write?: RoleName;
}

const a = paths.admin;
const support: AdminRouteRule = { view: Role.Support };
const manager: AdminRouteRule = { view: Role.Manager };
const superAdmin: AdminRouteRule = { view: Role.SuperAdmin };

/** By route pattern (lib/paths.ts). A pattern not listed is open to every staff member. */
export const adminRouteRules: Record<string, AdminRouteRule> = {
  [a.root.path]: support,
  [a.projects.list.path]: support,
  [a.projects.detail.path]: { view: Role.Support, write: Role.Manager },
  [a.projects.pages.path]: support,
  [a.projects.page.path]: support,
  [a.projects.statistics.path]: support,
  [a.projects.projectStatistics.path]: support,
  [a.users.list.path]: support,
  [a.users.view.path]: support,
  [a.users.edit.path]: { view: Role.Support, write: Role.Admin },
  [a.packages.list.path]: support,
  [a.packages.create.path]: manager,
  [a.packages.edit.path]: { view: Role.Support, write: Role.Manager },
  [a.posts.list.path]: manager,
  [a.posts.create.path]: manager,
  [a.posts.edit.path]: manager,
  [a.orders.list.path]: support,
  [a.orders.detail.path]: { view: Role.Support, write: Role.Admin },
  [a.transactions.list.path]: support,
  [a.transactions.create.path]: { view: Role.Admin },
  [a.transactions.edit.path]: { view: Role.Support, write: Role.Admin },
  [a.emailCampaigns.list.path]: manager,
  [a.emailCampaigns.create.path]: manager,
  [a.emailCampaigns.edit.path]: manager,
  [a.emailCampaigns.history.path]: manager,
  [a.promotions.list.path]: manager,
  [a.promotions.create.path]: manager,
  [a.promotions.edit.path]: manager,
  [a.reciprocalLinks.list.path]: manager,
  [a.reciprocalLinks.create.path]: manager,
  [a.reciprocalLinks.edit.path]: manager,
  [a.gates.list.path]: superAdmin,
  [a.gates.create.path]: superAdmin,
  [a.gates.edit.path]: superAdmin,
};

export function adminRouteRule(pattern: string): AdminRouteRule {
  return adminRouteRules[pattern] ?? support;
}

export function canViewAdminRoute(roles: readonly string[] | null | undefined, pattern: string): boolean {
  return hasRole(roles, adminRouteRule(pattern).view);
}

export function canWriteAdminRoute(roles: readonly string[] | null | undefined, pattern: string): boolean {
  const rule = adminRouteRule(pattern);
  return hasRole(roles, rule.write ?? rule.view);
}

/** What the router puts in each admin route's `handle`: the route pattern the rules are keyed by. */
export interface AdminRouteHandle {
  adminRoute: string;
}

/** The admin route pattern being shown (from the matched route's handle), or null outside the admin routes. */
export function useAdminRoutePattern(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as Partial<AdminRouteHandle> | undefined;
    if (handle?.adminRoute) return handle.adminRoute;
  }
  return null;
}

export interface AdminRouteAccess {
  pattern: string | null;
  canView: boolean;
  /** Whether the signed-in staff member may save this screen's form (a read-only form otherwise). */
  canWrite: boolean;
  /** Whether the signed-in staff member holds `role` (directly or by inheritance). */
  has: (role: RoleName) => boolean;
}

export function useAdminAccess(): AdminRouteAccess {
  const { user } = useAuth();
  const pattern = useAdminRoutePattern();
  const roles = user?.roles ?? [];
  return {
    pattern,
    canView: pattern === null || canViewAdminRoute(roles, pattern),
    canWrite: pattern === null || canWriteAdminRoute(roles, pattern),
    has: (role) => hasRole(roles, role),
  };
}
