/* Entry of the lazy "admin" chunk (the staff area). */
export { AdminLayout } from '@/layouts/AdminLayout';
export { AdminDashboardPage } from '@/pages/admin/AdminDashboardPage';
export { AdminSectionPage } from '@/pages/admin/AdminSectionPage';
