/* Entry of the lazy "panel" chunk (the user dashboard). */
import type { ComponentType } from 'react';
import { PanelLayout as Layout } from '@/layouts/PanelLayout';
import { withApollo } from '@/lib/apollo-area';
import { withGateTheme } from '@/lib/mui-theme';
import { billingScreens } from '@/pages/panel/billing/screens';
import { developerScreens } from '@/pages/panel/developers/screens';
import { projectScreens } from '@/pages/panel/projects/screens';

/** The panel's screens query through Apollo Client, provided here (not above the public pages). */
export const PanelLayout = withApollo(withGateTheme(Layout));
export { PanelDashboardPage } from '@/pages/panel/PanelDashboardPage';

/** Screen of each panel route pattern (lib/paths.ts). Every panel route has one (app/__tests__/route-screens.test.ts). */
export const panelScreens: Record<string, ComponentType> = { ...billingScreens, ...projectScreens, ...developerScreens };
