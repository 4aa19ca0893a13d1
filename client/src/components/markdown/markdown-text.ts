/*
 * Plain text of a post for where the markdown renderer is not loaded (yet): the blog list's excerpts and the
 * post page before its renderer chunk arrives. Small on purpose: it runs in the public pages' initial JavaScript.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** HTML (posts from before markdown) as the text of its blocks, tags dropped; React escapes what it renders. */
export function htmlBlocks(html: string): string[] {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .split(/<\/?(?:p|li|h[1-6]|ul|ol|div|br)\b[^>]*>/i)
    .map((block) =>
      block
        .replace(/<[^>]*>/g, '')
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e]!)
        .trim(),
    )
    .filter(Boolean);
}

const looksLikeHtml = (text: string) => /^\s*<[a-z][^>]*>/i.test(text);

/** One markdown block's text: heading, quote and list marks, emphasis, code ticks and link targets dropped. */
function blockText(block: string): string {
  return block
    .split('\n')
    .map((line) => line.replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/, ''))
    .join(' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A post's paragraphs as plain text, from markdown or from the HTML of older posts. */
export function plainParagraphs(source: string): string[] {
  if (looksLikeHtml(source)) return htmlBlocks(source);
  return source
    .split(/\n\s*\n/)
    .filter((block) => !/^\s*(?:```|~~~|-{3,}\s*$|\*{3,}\s*$)/.test(block))
    .map(blockText)
    .filter(Boolean);
}
