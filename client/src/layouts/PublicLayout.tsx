/*
 * The public site's frame (SPEC.md §2): top menu, Login/Register or Dashboard/Logout, and a footer with the
 * gate's contact data, support e-mail and payment facilitator text. Visitor features (cookie consent, promotion
 * popup, country chooser) are separate features: the public area mounts them through `overlays` and
 * `countryChooser`, so this layout never imports them.
 */
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, matchPath, useLocation } from 'react-router-dom';
import { deferredComponent } from '@/lib/after-paint';
import { useAuth } from '@/lib/auth';
import { useGate } from '@/lib/gate';
import { pageText } from '@/lib/gate-config';
import { paths } from '@/lib/paths';
import { isStaff } from '@/lib/roles';

export interface PublicLayoutProps {
  children: ReactNode;
  /** The country chooser's button (and its modal), shown in the footer. */
  countryChooser?: ReactNode;
  /** Page-wide visitor features: cookie consent bar and modal, promotion popup. */
  overlays?: ReactNode;
}

// Issue 12 "Light": the narrow screens' menu drawer loads when first wanted (pointer over or focus on its button).
const PublicMenuDrawer = deferredComponent(() => import('./PublicMenuDrawer').then((m) => m.PublicMenuDrawer));

interface MenuLink {
  label: string;
  to: string;
}

function useMenuLinks(): MenuLink[] {
  const { config } = useGate();
  return [
    { label: 'Home', to: paths.home.getHref() },
    { label: 'Pricing', to: paths.pricing.getHref() },
    { label: 'How to start', to: paths.howToStart.getHref() },
    { label: 'Promotion', to: paths.promotion.getHref() },
    ...(config.blog.enabled ? [{ label: 'Blog', to: paths.blog.list.getHref() }] : []),
    { label: 'FAQ', to: `${paths.home.getHref()}#faq` },
    { label: 'Contact', to: paths.contact.getHref() },
  ];
}

/**
 * The menu link of the current page: a link to a section (`/#faq`) when the address names that section, else the
 * link to the page itself. Only one link is current, so Home and FAQ are not both highlighted on / (issue 12).
 */
function useCurrentLink(links: readonly MenuLink[]): MenuLink | undefined {
  const { pathname, hash } = useLocation();
  const onPage = (link: MenuLink) => matchPath({ path: link.to.split('#')[0] || '/', end: true }, pathname) !== null;
  return (
    links.find((link) => link.to.includes('#') && onPage(link) && hash === link.to.slice(link.to.indexOf('#'))) ??
    links.find((link) => !link.to.includes('#') && onPage(link))
  );
}

function AuthLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user, logout } = useAuth();
  if (user) {
    const dashboard = isStaff(user.roles) ? paths.admin.root.getHref() : paths.panel.root.getHref();
    return (
      <>
        <Button component={RouterLink} to={dashboard} variant="contained" onClick={onNavigate}>
          Dashboard
        </Button>
        <Button
          onClick={() => {
            onNavigate?.();
            logout();
          }}
        >
          Logout
        </Button>
      </>
    );
  }
  return (
    <>
      <Button component={RouterLink} to={paths.login.getHref()} onClick={onNavigate}>
        Login
      </Button>
      <Button component={RouterLink} to={paths.register.getHref()} variant="contained" onClick={onNavigate}>
        Register
      </Button>
    </>
  );
}

function Header() {
  const { config } = useGate();
  const links = useMenuLinks();
  const current = useCurrentLink(links);
  const [open, setOpen] = useState(false);
  // The drawer is mounted from its first opening on, so it can animate closed.
  const [menuUsed, setMenuUsed] = useState(false);
  const preloadMenu = () => void PublicMenuDrawer.preload();
  const logo = config.prop.logoText;
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Link component={RouterLink} to={paths.home.getHref()} underline="none" sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography component="span" variant="h6" color="primary" sx={{ fontWeight: 800 }}>
              {logo.primary}
            </Typography>
            {logo.secondary ? (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {logo.secondary}
              </Typography>
            ) : null}
          </Link>
          <Box component="nav" aria-label="Main" sx={{ flexGrow: 1, display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {links.map((link) => (
              <Button
                key={link.label}
                component={RouterLink}
                to={link.to}
                color="inherit"
                aria-current={link === current ? 'page' : undefined}
                sx={{ '&[aria-current="page"]': { color: 'primary.main' } }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
            <AuthLinks />
          </Stack>
          <IconButton
            sx={{ display: { md: 'none' } }}
            onPointerEnter={preloadMenu}
            onFocus={preloadMenu}
            onClick={() => {
              setMenuUsed(true);
              setOpen(true);
            }}
            aria-label="Open menu"
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuUsed ? (
        <PublicMenuDrawer
          open={open}
          onClose={() => setOpen(false)}
          links={links}
          current={current}
          authLinks={<AuthLinks onNavigate={() => setOpen(false)} />}
        />
      ) : null}
    </AppBar>
  );
}

function Footer({ countryChooser }: { countryChooser?: ReactNode }) {
  const { config } = useGate();
  const { siteName, supportEmail } = config.prop;
  const address = pageText(config, 'footer', 'address', '');
  const facilitator = pageText(config, 'footer', 'paymentFacilitator', '');
  const legal: MenuLink[] = [
    { label: 'Contact', to: paths.contact.getHref() },
    { label: 'Terms of use (EULA)', to: paths.eula.getHref() },
    { label: 'Privacy policy', to: paths.privacyPolicy.getHref() },
    { label: 'Refund policy', to: paths.refundPolicy.getHref() },
  ];
  return (
    <Box component="footer" sx={{ mt: 'auto', bgcolor: 'grey.900', color: 'grey.300', py: 6 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h6" component="p" sx={{ color: 'common.white', fontWeight: 700 }}>
              {siteName}
            </Typography>
            {address ? <Typography variant="body2">{address}</Typography> : null}
            {supportEmail ? (
              <Typography variant="body2" sx={{ mt: 1 }}>
                Support:{' '}
                <Link href={`mailto:${supportEmail}`} sx={{ color: 'grey.100' }}>
                  {supportEmail}
                </Link>
              </Typography>
            ) : null}
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Box component="nav" aria-label="Legal">
              <Stack spacing={0.5}>
                {legal.map((link) => (
                  <Link key={link.to} component={RouterLink} to={link.to} sx={{ color: 'grey.100' }} underline="hover">
                    {link.label}
                  </Link>
                ))}
              </Stack>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            {countryChooser ? <Box sx={{ mb: 2 }}>{countryChooser}</Box> : null}
            {facilitator ? (
              <Typography variant="body2" data-testid="payment-facilitator">
                {facilitator}
              </Typography>
            ) : null}
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 4, color: 'grey.500' }}>
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}

export function PublicLayout({ children, countryChooser, overlays }: PublicLayoutProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
      >
        Skip to content
      </Link>
      <Header />
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <Footer countryChooser={countryChooser} />
      {overlays}
    </Box>
  );
}
