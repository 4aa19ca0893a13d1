/*
 * The public site's menu on a narrow screen (SPEC.md §2), opened from the header's menu button. It is loaded when
 * first wanted (issue 12 "Light"): a drawer is a modal, and the first screen of a public page needs none.
 */
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

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
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 280, p: 2 }} role="presentation">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton onClick={onClose} aria-label="Close menu">
            <CloseIcon />
          </IconButton>
        </Box>
        <List component="nav" aria-label="Main (mobile)">
          {links.map((link) => (
            <ListItemButton
              key={link.label}
              component={RouterLink}
              to={link.to}
              selected={link === current}
              aria-current={link === current ? 'page' : undefined}
              onClick={onClose}
            >
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
        <Stack spacing={1} sx={{ mt: 2 }}>
          {authLinks}
        </Stack>
      </Box>
    </Drawer>
  );
}
