/*
 * The public site's menu on a narrow screen (docs/product.md#screens-and-routes), opened from the header's menu button. It is loaded when
 * first wanted: a drawer is a modal, and the first screen of a public page needs none.
 */
import type { ReactNode } from 'react';
import { CloseIcon } from '@/ui/icons/close';
import { cx, IconButton, Link, Stack } from '@/ui/kit';
import { Dialog } from '@/ui/dialog';

export interface PublicMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  links: readonly { label: string; to: string }[];
  /** The link of the current page, marked as such. */
  current?: { label: string; to: string };
  /** Login/Register or Dashboard/Logout, below the links. */
  authLinks: ReactNode;
}

export function PublicMenuDrawer({ open, onClose, links, current, authLinks }: PublicMenuDrawerProps) {
  return (
    <Dialog anchor="right" open={open} onClose={onClose} aria-label="Menu">
      <div className="tg-menu-drawer" role="presentation">
        <div className="tg-menu-drawer__top">
          <IconButton className="tg-site-icon-button" onClick={onClose} aria-label="Close menu">
            <CloseIcon />
          </IconButton>
        </div>
        <nav aria-label="Main (mobile)" className="tg-menu-list">
          {links.map((link) => (
            <Link
              key={link.label}
              to={link.to}
              underline="none"
              color="inherit"
              className={cx('tg-menu-item', link === current && 'tg-menu-item--selected')}
              aria-current={link === current ? 'page' : undefined}
              onClick={onClose}
            >
              {/* A class of its own for the text: the browser tests read the links through it (e2e/lib/browser.mjs). */}
              <span className="tg-menu-item__label">{link.label}</span>
            </Link>
          ))}
        </nav>
        <Stack spacing={1} style={{ marginTop: 16 }}>
          {authLinks}
        </Stack>
      </div>
    </Dialog>
  );
}
