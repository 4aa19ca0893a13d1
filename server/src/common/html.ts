/*
 * Text placed into HTML (e-mail bodies, the server-rendered page's <title> and attributes). Plain TypeScript with
 * no imports, so the client's server renderer imports this same file.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text as HTML character data or a quoted attribute value: `&`, `<`, `>`, `"` and `'` become entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
