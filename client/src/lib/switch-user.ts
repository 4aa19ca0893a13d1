/*
 * Switch user (docs/product.md#states): an admin's target e-mail is kept in the `_switch_user` cookie; while it is set every
 * API request names it (the `X-Switch-User` header, which the server reads like the `_switch_user` parameter).
 */
import Cookies from 'js-cookie';

export const SWITCH_USER_COOKIE = '_switch_user';
export const SWITCH_USER_HEADER = 'X-Switch-User';

export function getSwitchUser(): string | null {
  const value = Cookies.get(SWITCH_USER_COOKIE)?.trim();
  return value ? value : null;
}

export function setSwitchUser(email: string): void {
  Cookies.set(SWITCH_USER_COOKIE, email.trim(), {
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

export function clearSwitchUser(): void {
  Cookies.remove(SWITCH_USER_COOKIE, { path: '/' });
}
