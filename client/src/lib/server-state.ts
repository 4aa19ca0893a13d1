/*
 * The Apollo cache a server-rendered page was drawn from (entry-server.tsx writes it into a
 * <script type="application/json">, which is data, not code, so the CSP needs no exception). The browser starts
 * from it, so the first render shows the same gate, packages and texts without asking the server again.
 */
export const APOLLO_STATE_ELEMENT_ID = 'apollo-state';

/** The embedded cache, or null when the page was not rendered on the server (or the block is unreadable). */
export function readServerState(doc: Document = document): Record<string, unknown> | null {
  const element = doc.getElementById(APOLLO_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state: unknown = JSON.parse(element.textContent);
    return state && typeof state === 'object' ? (state as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
