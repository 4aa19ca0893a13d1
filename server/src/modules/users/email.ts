/** An e-mail as logins are stored and looked up: trimmed and lower-cased (one account per address and gate). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
