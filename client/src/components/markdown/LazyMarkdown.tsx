/*
 * The markdown renderer (Markdown.tsx, with react-markdown) in its own chunk: the public pages' initial JavaScript
 * stays without it (`npm run size`), and a page that shows markdown loads it on first use.
 *
 * Server rendering (entry-server.tsx): on the server the chunk is loaded as soon as this module is, so by the time
 * a post's query has answered the renderer is there and the post's HTML is its rendered markdown. In the browser,
 * hydration keeps that server HTML inside the Suspense boundary until the chunk has arrived, then takes it over
 * (no flash of the fallback). Before the renderer is loaded, `fallback` is shown (plain paragraphs on the blog).
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { importWithReload } from '@/lib/lazy-import';
import type { MarkdownProps } from './Markdown';

let Loaded: ComponentType<MarkdownProps> | null = null;
let loading: Promise<ComponentType<MarkdownProps>> | null = null;

/** Loads the renderer chunk (once). */
export function loadMarkdown(): Promise<ComponentType<MarkdownProps>> {
  loading ??= importWithReload(() => import('./Markdown')).then((m) => {
    Loaded = m.Markdown;
    return m.Markdown;
  });
  return loading;
}

const LazyRenderer = lazy(async () => ({ default: await loadMarkdown() }));

// On the server there is no first paint to protect: have the renderer before any page needs it.
if (typeof document === 'undefined') void loadMarkdown();

export interface LazyMarkdownProps {
  /** The markdown source. */
  children: string;
  /** Shown until the renderer has loaded. */
  fallback: ReactNode;
}

export function LazyMarkdown({ children, fallback }: LazyMarkdownProps) {
  const Renderer = Loaded;
  return <Suspense fallback={fallback}>{Renderer ? <Renderer>{children}</Renderer> : <LazyRenderer>{children}</LazyRenderer>}</Suspense>;
}
