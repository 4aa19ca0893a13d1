/*
 * The collapsible sidebar of the panel and admin shells: full labels, or icons with tooltips when minimised. Its
 * entries are a list (WCAG 1.3.1): `<nav><ul><li>…`, a group's entries a list inside the group's item.
 */
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import type { NavItem } from '../navigation';

/** Wide enough for the longest label, nested "Purchase Traffic Credits", on one line. */
export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_MINI_WIDTH = 64;

function isActive(item: NavItem, pathname: string): boolean {
  if (item.to) return matchPath({ path: item.to, end: Boolean(item.end) }, pathname) !== null;
  return (item.children ?? []).some((child) => isActive(child, pathname));
}

interface EntryProps {
  item: NavItem;
  collapsed: boolean;
  nested?: boolean;
  onLogout: () => void;
}

function SidebarEntry({ item, collapsed, nested = false, onLogout }: EntryProps) {
  const { pathname } = useLocation();
  const Icon = item.icon;
  const active = isActive(item, pathname);
  const [open, setOpen] = useState(true);
  const sx = { pl: nested && !collapsed ? 4 : 2.5, minHeight: 44 };
  const icon = (
    <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
      <Icon fontSize="small" />
    </ListItemIcon>
  );
  // One line per item: a label that still does not fit ends in an ellipsis rather than doubling the row.
  const text = collapsed ? null : <ListItemText primary={item.label} slotProps={{ primary: { noWrap: true } }} />;
  const withTooltip = (node: React.ReactElement) =>
    collapsed ? (
      <Tooltip title={item.label} placement="right">
        {node}
      </Tooltip>
    ) : (
      node
    );

  if (item.children) {
    // Minimised, a group's entries take its place (icons have no room for a heading).
    if (collapsed) {
      return (
        <>
          {item.children.map((child) => (
            <SidebarEntry key={child.label} item={child} collapsed onLogout={onLogout} />
          ))}
        </>
      );
    }
    return (
      <ListItem disablePadding sx={{ display: 'block' }}>
        <ListItemButton sx={sx} onClick={() => setOpen((v) => !v)} aria-expanded={open}>
          {icon}
          {text}
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
        <Collapse in={open} timeout="auto">
          <List component="ul" disablePadding aria-label={item.label}>
            {item.children.map((child) => (
              <SidebarEntry key={child.label} item={child} collapsed={collapsed} nested onLogout={onLogout} />
            ))}
          </List>
        </Collapse>
      </ListItem>
    );
  }

  if (item.action === 'logout') {
    return (
      <ListItem disablePadding>
        {withTooltip(
          <ListItemButton sx={sx} onClick={onLogout} aria-label={collapsed ? item.label : undefined}>
            {icon}
            {text}
          </ListItemButton>,
        )}
      </ListItem>
    );
  }

  return (
    <ListItem disablePadding>
      {withTooltip(
        <ListItemButton
          component={NavLink}
          to={item.to ?? '/'}
          end={item.end}
          selected={active}
          sx={sx}
          aria-label={collapsed ? item.label : undefined}
        >
          {icon}
          {text}
        </ListItemButton>,
      )}
    </ListItem>
  );
}

export interface SidebarProps {
  items: NavItem[];
  collapsed: boolean;
  label: string;
  onLogout: () => void;
}

export function Sidebar({ items, collapsed, label, onLogout }: SidebarProps) {
  const width = collapsed ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH;
  return (
    <Drawer
      variant="permanent"
      data-collapsed={collapsed ? 'true' : 'false'}
      sx={{
        width,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          boxSizing: 'border-box',
          transition: (theme) => theme.transitions.create('width'),
        },
      }}
    >
      <Toolbar />
      <nav aria-label={label}>
        <List component="ul">
          {items.map((item) => (
            <SidebarEntry key={item.label} item={item} collapsed={collapsed} onLogout={onLogout} />
          ))}
        </List>
      </nav>
    </Drawer>
  );
}
