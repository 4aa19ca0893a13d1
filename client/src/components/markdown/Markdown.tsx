/*
 * A post's markdown as React elements (react-markdown: CommonMark, no raw HTML, safe link protocols only). Loaded
 * on demand through LazyMarkdown, so the renderer never enters the public pages' initial JavaScript.
 *
 * Posts written before markdown hold HTML (`<p>…</p>`): react-markdown would print those tags as text, so the
 * `htmlAsText` step turns each HTML block into plain paragraphs of its text (tags dropped, nothing of it rendered
 * as markup) — the same reading the blog gave them before.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import ReactMarkdown from 'react-markdown';
import { htmlBlocks } from './markdown-text';

export interface MarkdownProps {
  /** The markdown source. */
  children: string;
}

type Parent = Root | Element;

function paragraph(text: string): Element {
  return { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] };
}

/** Replaces every raw HTML node by its text: a block becomes paragraphs, inline HTML its bare text. */
function htmlAsText() {
  const walk = (parent: Parent) => {
    const next: (RootContent | ElementContent)[] = [];
    for (const child of parent.children) {
      if (child.type === 'raw') {
        const blocks = htmlBlocks(child.value);
        if (parent.type === 'root' && /<\/?(?:p|li|h[1-6]|ul|ol|div|br)\b/i.test(child.value)) next.push(...blocks.map(paragraph));
        else if (blocks.length) next.push({ type: 'text', value: blocks.join(' ') });
      } else {
        if (child.type === 'element') walk(child);
        next.push(child);
      }
    }
    parent.children = next as typeof parent.children;
  };
  return (tree: Root) => walk(tree);
}

const rehypePlugins = [htmlAsText];

/** Styled by the static `tg-markdown` rules (styles/pages.css): the blog's first load carries no styling runtime. */
export function Markdown({ children }: MarkdownProps) {
  return (
    <div className="tg-markdown">
      <ReactMarkdown rehypePlugins={rehypePlugins}>{children}</ReactMarkdown>
    </div>
  );
}
