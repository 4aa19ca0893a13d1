/* Entry of the lazy "panel" chunk (the user dashboard). */
export { PanelLayout } from '@/layouts/PanelLayout';
export { PanelDashboardPage } from '@/pages/panel/PanelDashboardPage';
export { PanelSectionPage } from '@/pages/panel/PanelSectionPage';
