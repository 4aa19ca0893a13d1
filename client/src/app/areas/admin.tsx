/* Entry of the lazy "admin" chunk (the staff area). */
import type { ComponentType } from 'react';
import { AdminLayout as Layout } from '@/layouts/AdminLayout';
import { withApollo } from '@/lib/apollo-area';
import { withGateTheme } from '@/lib/mui-theme';
import { emailCampaignScreens } from '@/pages/admin/email-campaigns/screens';
import { packageScreens } from '@/pages/admin/packages/screens';
import { postScreens } from '@/pages/admin/posts/screens';
import { promotionScreens } from '@/pages/admin/promotions/screens';
import { reciprocalLinkScreens } from '@/pages/admin/reciprocal-links/screens';
import { userScreens } from '@/pages/admin/users/screens';
import { orderScreens } from '@/pages/admin/orders/screens';
import { transactionScreens } from '@/pages/admin/transactions/screens';
import { projectScreens } from '@/pages/admin/projects/screens';
import { gateScreens } from '@/pages/admin/gates/screens';

/** The admin's screens query through Apollo Client, provided here (not above the public pages). */
export const AdminLayout = withApollo(withGateTheme(Layout));
export { AdminDashboardPage } from '@/pages/admin/AdminDashboardPage';

/**
 * Screen of each admin route pattern (lib/paths.ts), one `screens.ts` per resource folder under pages/admin/;
 * every admin route has one (app/__tests__/route-screens.test.ts). Who may open each route: features/admin/admin-access.ts.
 */
export const adminScreens: Record<string, ComponentType> = {
  ...packageScreens,
  ...userScreens,
  ...orderScreens,
  ...transactionScreens,
  ...projectScreens,
  ...gateScreens,
  ...postScreens,
  ...promotionScreens,
  ...reciprocalLinkScreens,
  ...emailCampaignScreens,
};
