/*
 * The public site's frame (docs/product.md#screens-and-routes): top menu, Login/Register or Dashboard/Logout, and a footer with the
 * gate's contact data, support e-mail and payment facilitator text. Visitor features (cookie consent, promotion
 * popup, country chooser) are separate features: the public area mounts them through `overlays` and
 * `countryChooser`, so this layout never imports them.
 */
import { useState, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { MAIN_ID, SkipLink } from '@/components/SkipLink';
import { deferredComponent } from '@/lib/after-paint';
import { useAuth } from '@/lib/auth';
import { useGate } from '@/lib/gate';
import { pageText } from '@/lib/gate-config';
import { paths } from '@/lib/paths';
import { isStaff } from '@/lib/roles';
import { MenuIcon } from '@/ui/icons/menu';
import { Button, Container, Grid, GridItem, IconButton, Link, Stack, Text } from '@/ui/kit';

export interface PublicLayoutProps {
  children: ReactNode;
  /** The country chooser's button (and its modal), shown in the footer. */
  countryChooser?: ReactNode;
  /** Page-wide visitor features: cookie consent bar and modal, promotion popup. */
  overlays?: ReactNode;
}

// The narrow screens' menu drawer loads when first wanted (pointer over or focus on its button).
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
 * link to the page itself. Only one link is current, so Home and FAQ are not both highlighted on /.
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
        <Button to={dashboard} variant="contained" onClick={onNavigate}>
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
      <Button to={paths.login.getHref()} onClick={onNavigate}>
        Login
      </Button>
      <Button to={paths.register.getHref()} variant="contained" onClick={onNavigate}>
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
  // The drawer is mounted from its first opening on: its module loads only when the menu is first wanted.
  const [menuUsed, setMenuUsed] = useState(false);
  const preloadMenu = () => void PublicMenuDrawer.preload();
  const logo = config.prop.logoText;
  return (
    <header className="tg-site-header">
      <Container maxWidth="lg">
        <div className="tg-site-toolbar">
          <Link to={paths.home.getHref()} underline="none" className="tg-site-logo">
            <Text component="span" variant="h6" color="primary" weight="heavy">
              {logo.primary}
            </Text>
            {logo.secondary ? (
              <Text component="span" variant="body2" color="text.secondary" className="tg-site-logo__secondary">
                {logo.secondary}
              </Text>
            ) : null}
          </Link>
          <nav aria-label="Main" className="tg-site-nav">
            {links.map((link) => (
              <Button key={link.label} to={link.to} color="inherit" aria-current={link === current ? 'page' : undefined}>
                {link.label}
              </Button>
            ))}
          </nav>
          <div className="tg-site-toolbar__spacer" />
          <Stack direction="row" spacing={1} className="tg-site-auth">
            <AuthLinks />
          </Stack>
          <IconButton
            className="tg-site-icon-button tg-site-menu-button"
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
        </div>
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
    </header>
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
    <footer className="tg-site-footer">
      <Container maxWidth="lg">
        <Grid spacing={4}>
          <GridItem xs={12} md={5}>
            <Text variant="h6" component="p" weight="bold" className="tg-site-footer__name">
              {siteName}
            </Text>
            {address ? <Text variant="body2">{address}</Text> : null}
            {supportEmail ? (
              <Text variant="body2" style={{ marginTop: 8 }}>
                Support:{' '}
                <Link href={`mailto:${supportEmail}`} color="inherit" className="tg-site-footer__link">
                  {supportEmail}
                </Link>
              </Text>
            ) : null}
          </GridItem>
          <GridItem xs={12} sm={6} md={3}>
            <nav aria-label="Legal">
              <Stack spacing={0.5}>
                {legal.map((link) => (
                  <Link key={link.to} to={link.to} color="inherit" underline="hover" className="tg-site-footer__link">
                    {link.label}
                  </Link>
                ))}
              </Stack>
            </nav>
          </GridItem>
          <GridItem xs={12} sm={6} md={4}>
            {countryChooser ? <div style={{ marginBottom: 16 }}>{countryChooser}</div> : null}
            {facilitator ? (
              <Text variant="body2" data-testid="payment-facilitator">
                {facilitator}
              </Text>
            ) : null}
          </GridItem>
        </Grid>
        <Text variant="body2" className="tg-site-footer__copyright">
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}

export function PublicLayout({ children, countryChooser, overlays }: PublicLayoutProps) {
  return (
    <div className="tg-site">
      <SkipLink />
      <Header />
      <main id={MAIN_ID} className="tg-site-main">
        {children}
      </main>
      <Footer countryChooser={countryChooser} />
      {overlays}
    </div>
  );
}
