/*
 * Profile dropdown (docs/product.md#screens-and-routes): My profile, Settings, Logout; admins also Switch user; while switched, a way back.
 */
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SwitchUserDialog } from '@/features/switch-user/SwitchUserDialog';
import { exitSwitchUser } from '@/features/switch-user/switch-user-actions';
import { useAuth } from '@/lib/auth';
import { hasRole, Role } from '@/lib/roles';
import { getSwitchUser } from '@/lib/switch-user';

export interface ProfileMenuProps {
  profileHref: string;
  settingsHref: string;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? parts[0][0] + parts[1][0] : (parts[0] ?? '?').slice(0, 2)).toUpperCase();
}

/** The avatar button's accessible name: its visible initials, then what it does ("SU, open profile menu"). */
function profileMenuLabel(initialsShown: string): string {
  return `${initialsShown}, open profile menu`;
}

export function ProfileMenu({ profileHref, settingsHref }: ProfileMenuProps) {
  const { user, impersonator, logout } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switchOpen, setSwitchOpen] = useState(false);
  if (!user) return null;
  const switched = Boolean(impersonator) || getSwitchUser() !== null;
  const mark = initials(user.displayName || user.login);
  const canSwitch = hasRole(user.roles, Role.Admin) && !switched;
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={switched ? `Switched to ${user.login}` : user.login}>
        <IconButton
          onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
          // The name begins with the initials the button shows (WCAG 2.5.3 "Label in Name": "click SU" works).
          aria-label={profileMenuLabel(mark)}
          aria-haspopup="menu"
          aria-controls={anchor ? 'profile-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          size="small"
        >
          <Avatar
            sx={{
              width: 34,
              height: 34,
              fontSize: 14,
              bgcolor: switched ? 'warning.main' : 'secondary.main',
              color: switched ? 'warning.contrastText' : 'secondary.contrastText',
            }}
          >
            {mark}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu id="profile-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem disabled divider>
          <ListItemText primary={user.displayName || user.login} secondary={impersonator ? `as ${impersonator.login}` : user.login} />
        </MenuItem>
        <MenuItem component={RouterLink} to={profileHref} onClick={close}>
          My profile
        </MenuItem>
        <MenuItem component={RouterLink} to={settingsHref} onClick={close}>
          Settings
        </MenuItem>
        {canSwitch ? (
          <MenuItem
            onClick={() => {
              close();
              setSwitchOpen(true);
            }}
          >
            Switch user
          </MenuItem>
        ) : null}
        {switched ? <MenuItem onClick={() => exitSwitchUser()}>Avatar Logout</MenuItem> : null}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
      {canSwitch ? <SwitchUserDialog open={switchOpen} onClose={() => setSwitchOpen(false)} /> : null}
    </>
  );
}
