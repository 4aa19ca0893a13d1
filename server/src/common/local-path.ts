/*
 * Redirect targets (login's "return to", links in e-mails) must stay on this site: a local absolute path, never a
 * URL or a protocol-relative or backslash form that browsers resolve to another host. Plain TypeScript with no
 * imports, so the client imports this same file (docs/product.md#screens-and-routes "Redirect targets must be local paths").
 */

// Control characters and whitespace that browsers strip before resolving a URL.
const STRIPPED = /[\u0000-\u001F\u007F\s]/;

/** True for `/panel/projects?x=1#y`; false for `//evil.example`, `/\evil`, `https://…`, `javascript:…`, `panel`. */
export function isLocalPath(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return false;
  if (STRIPPED.test(target)) return false;
  if (!target.startsWith('/')) return false;
  if (target.startsWith('//') || target.startsWith('/\\')) return false;
  if (target.includes('\\')) return false;
  try {
    // Resolve against a throwaway origin: a local path keeps it.
    return new URL(target, 'http://local.invalid').origin === 'http://local.invalid';
  } catch {
    return false;
  }
}

/** The target when it is a local path, else the fallback. */
export function safeRedirect(target: unknown, fallback = '/'): string {
  return isLocalPath(target) ? target : fallback;
}
