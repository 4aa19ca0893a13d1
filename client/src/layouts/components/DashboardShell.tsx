/*
 * The panel and admin shell: "Skip to content" (the first focus stop), top bar, collapsible sidebar (minimised below
 * 1200 px, docs/product.md#screens-and-routes, docs/product.md#limits), content.
 */
import MenuIcon from '@mui/icons-material/Menu';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MAIN_ID, SkipLink } from '@/components/SkipLink';
import { exitSwitchUser } from '@/features/switch-user/switch-user-actions';
import { useAuth } from '@/lib/auth';
import { SIDEBAR_BREAKPOINT_PX } from '@/lib/constants';
import { useGate } from '@/lib/gate';
import { paths } from '@/lib/paths';
import type { NavItem } from '../navigation';
import { ProfileMenu } from './ProfileMenu';
import { Sidebar } from './Sidebar';

export const NARROW_QUERY = `(max-width:${SIDEBAR_BREAKPOINT_PX - 0.02}px)`;

export interface DashboardShellProps {
  navigation: NavItem[];
  navigationLabel: string;
  profileHref: string;
  settingsHref: string;
  header?: ReactNode;
  children: ReactNode;
}

export function DashboardShell({ navigation, navigationLabel, profileHref, settingsHref, header, children }: DashboardShellProps) {
  const { config } = useGate();
  const { logout, impersonator, user } = useAuth();
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const [collapsed, setCollapsed] = useState(narrow);
  useEffect(() => setCollapsed(narrow), [narrow]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ zIndex: (t) => t.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <IconButton
            edge="start"
            onClick={() => setCollapsed((v) => !v)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
          {/* The site's name, also when the sidebar is minimised: a short form such as "TR" names nothing. */}
          <Link
            component={RouterLink}
            to={paths.home.getHref()}
            underline="none"
            color="primary"
            noWrap
            sx={{ fontWeight: 700, fontSize: 20, minWidth: 0 }}
          >
            {config.prop.logoText.primary}
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <ProfileMenu profileHref={profileHref} settingsHref={settingsHref} />
        </Toolbar>
      </AppBar>
      <Sidebar items={navigation} collapsed={collapsed} label={navigationLabel} onLogout={logout} />
      <Box component="main" id={MAIN_ID} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {impersonator && user ? (
          // docs/product.md#states: while an admin is switched to a user, every page says so and offers the way back.
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => exitSwitchUser()}>
                Avatar Logout
              </Button>
            }
          >
            <span>Viewing as {user.login}</span> (signed in as {impersonator.login}).
          </Alert>
        ) : null}
        {header}
        {children}
      </Box>
    </Box>
  );
}
