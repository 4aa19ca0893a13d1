import { clearSwitchUser, setSwitchUser } from '@/lib/switch-user';

const reloadPage = () => window.location.reload();

/** Starts impersonating: the cookie names the user, and the reload makes every request carry it (docs/product.md#states). */
export function switchToUser(email: string, reload: () => void = reloadPage): void {
  setSwitchUser(email);
  reload();
}

/** "Avatar Logout": back to the admin's own account. */
export function exitSwitchUser(reload: () => void = reloadPage): void {
  clearSwitchUser();
  reload();
}
