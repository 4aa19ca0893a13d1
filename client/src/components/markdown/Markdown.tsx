/*
 * A post's markdown as React elements (react-markdown: CommonMark, no raw HTML, safe link protocols only). Loaded
 * on demand through LazyMarkdown, so the renderer never enters the public pages' initial JavaScript.
 *
 * Posts written before markdown hold HTML (`<p>…</p>`): react-markdown would print those tags as text, so the
 * `htmlAsText` step turns each HTML block into plain paragraphs of its text (tags dropped, nothing of it rendered
 * as markup) — the same reading the blog gave them before.
 */
import Box from '@mui/material/Box';
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

export function Markdown({ children }: MarkdownProps) {
  return (
    <Box
      className="markdown"
      sx={{
        typography: 'body1',
        overflowWrap: 'anywhere',
        '& p, & ul, & ol, & blockquote, & pre': { mt: 0, mb: 2 },
        '& h1, & h2, & h3, & h4': { mt: 3, mb: 1.5, lineHeight: 1.3 },
        '& h1': { typography: 'h4' },
        '& h2': { typography: 'h5' },
        '& h3, & h4': { typography: 'h6' },
        '& blockquote': { pl: 2, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' },
        '& pre': { p: 2, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1 },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
        '& img': { maxWidth: '100%' },
        '& a': { color: 'primary.main' },
      }}
    >
      <ReactMarkdown rehypePlugins={rehypePlugins}>{children}</ReactMarkdown>
    </Box>
  );
}
