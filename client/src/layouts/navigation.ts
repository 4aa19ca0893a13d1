/*
 * Sidebars of docs/product.md#screens-and-routes (their breadcrumbs and page titles take their labels from lib/page-labels.ts). The admin
 * sidebar shows the routes the role may use, from the one table of features/admin/admin-access.ts: support staff do
 * not see Posts and Marketing (the server allows those to managers and above); only super admins see Gates.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import ArticleIcon from '@mui/icons-material/Article';
import CampaignIcon from '@mui/icons-material/Campaign';
import CodeIcon from '@mui/icons-material/Code';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DnsIcon from '@mui/icons-material/Dns';
import EmailIcon from '@mui/icons-material/Email';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LanguageIcon from '@mui/icons-material/Language';
import LinkIcon from '@mui/icons-material/Link';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LogoutIcon from '@mui/icons-material/Logout';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { paths } from '@/lib/paths';
import { canViewAdminRoute } from '@/features/admin/admin-access';

export interface NavItem {
  label: string;
  icon: SvgIconComponent;
  /** A link; `end` makes it active only on that exact path. */
  to?: string;
  end?: boolean;
  children?: NavItem[];
  action?: 'logout';
}

export const panelNavigation: NavItem[] = [
  { label: 'Dashboard', icon: DashboardIcon, to: paths.panel.root.path, end: true },
  { label: 'Projects', icon: LanguageIcon, to: paths.panel.projects.list.path },
  {
    label: 'Billing',
    icon: AccountBalanceWalletIcon,
    children: [
      { label: 'Balance', icon: AccountBalanceWalletIcon, to: paths.panel.billing.root.path, end: true },
      { label: 'Transaction history', icon: HistoryIcon, to: paths.panel.transactions.path },
      { label: 'Subscriptions', icon: SubscriptionsIcon, to: paths.panel.orders.list.path },
      { label: 'Purchase Traffic Credits', icon: ShoppingCartIcon, to: paths.panel.billing.packages.path },
    ],
  },
  { label: 'Developers', icon: CodeIcon, to: paths.panel.developers.path },
  { label: 'Logout', icon: LogoutIcon, action: 'logout' },
];

export function adminNavigation(roles: readonly string[]): NavItem[] {
  const items: NavItem[] = [
    { label: 'Dashboard', icon: DashboardIcon, to: paths.admin.root.path, end: true },
    { label: 'Projects', icon: LanguageIcon, to: paths.admin.projects.list.path },
    { label: 'Users', icon: PeopleIcon, to: paths.admin.users.list.path },
    { label: 'Packages', icon: Inventory2Icon, to: paths.admin.packages.list.path },
    { label: 'Posts', icon: ArticleIcon, to: paths.admin.posts.list.path },
    {
      label: 'Billing',
      icon: AccountBalanceWalletIcon,
      children: [
        { label: 'Orders', icon: ReceiptLongIcon, to: paths.admin.orders.list.path },
        { label: 'Transactions', icon: SwapHorizIcon, to: paths.admin.transactions.list.path },
      ],
    },
    {
      label: 'Marketing',
      icon: CampaignIcon,
      children: [
        { label: 'Email Campaigns', icon: EmailIcon, to: paths.admin.emailCampaigns.list.path },
        { label: 'Promotions', icon: LocalOfferIcon, to: paths.admin.promotions.list.path },
        { label: 'Reciprocal Links', icon: LinkIcon, to: paths.admin.reciprocalLinks.list.path },
      ],
    },
    { label: 'Gates', icon: DnsIcon, to: paths.admin.gates.list.path },
    { label: 'Logout', icon: LogoutIcon, action: 'logout' },
  ];
  return visibleTo(roles, items);
}

/** The items whose route the roles may use (features/admin/admin-access.ts); a group with none left disappears. */
function visibleTo(roles: readonly string[], items: NavItem[]): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    if (item.children) {
      const children = visibleTo(roles, item.children);
      if (children.length > 0) out.push({ ...item, children });
    } else if (!item.to || canViewAdminRoute(roles, item.to)) {
      out.push(item);
    }
  }
  return out;
}
