/*
 * A third-party script a page needs (NMI's Collect.js on the card form), added to <head> once per page load. The
 * element stays when the page unmounts: the script has run and defined its globals, so a second visit finds it
 * loaded and uses it at once. A script that failed to load is taken away, so the next visit tries again.
 */
import { useEffect, useState } from 'react';

export type ExternalScriptStatus = 'loading' | 'ready' | 'error';

const STATE = 'data-load-state';

function findScript(src: string): HTMLScriptElement | null {
  return Array.from(document.scripts).find((s) => s.getAttribute('src') === src && s.getAttribute(STATE) !== 'error') ?? null;
}

function currentStatus(src: string | null): ExternalScriptStatus {
  if (!src || typeof document === 'undefined') return 'loading';
  return findScript(src)?.getAttribute(STATE) === 'ready' ? 'ready' : 'loading';
}

/**
 * Loads `src` (with `attributes`, e.g. `data-tokenization-key`) unless the page has it already, and tells whether it
 * has run. `src` null waits (nothing is loaded).
 */
export function useExternalScript(src: string | null, attributes: Record<string, string> = {}): ExternalScriptStatus {
  const [state, setState] = useState<{ src: string | null; status: ExternalScriptStatus }>(() => ({ src, status: currentStatus(src) }));
  const attributeKey = JSON.stringify(attributes);

  useEffect(() => {
    if (!src) return;
    let script = findScript(src);
    if (script?.getAttribute(STATE) === 'ready') {
      setState((s) => (s.src === src && s.status === 'ready' ? s : { src, status: 'ready' }));
      return;
    }
    if (!script) {
      script = document.createElement('script');
      script.src = src;
      script.async = true;
      for (const [name, value] of Object.entries(JSON.parse(attributeKey) as Record<string, string>)) script.setAttribute(name, value);
      script.setAttribute(STATE, 'loading');
      const added = script;
      added.addEventListener('load', () => added.setAttribute(STATE, 'ready'));
      added.addEventListener('error', () => {
        added.setAttribute(STATE, 'error');
        added.remove();
      });
      document.head.appendChild(added);
    }
    const element = script;
    const onLoad = () => setState({ src, status: 'ready' });
    const onError = () => setState({ src, status: 'error' });
    element.addEventListener('load', onLoad);
    element.addEventListener('error', onError);
    return () => {
      element.removeEventListener('load', onLoad);
      element.removeEventListener('error', onError);
    };
  }, [src, attributeKey]);

  // A new `src` starts from what the page holds of it, not from the previous script's status.
  return state.src === src ? state.status : currentStatus(src);
}
