import { useEffect } from 'react';
import { logger } from '@/lib/logger';
import { useConsent } from './useConsent';

type Loaders = typeof import('./consent-scripts');

/**
 * Runs a loader of consent-scripts.ts. the loaders are a chunk of their own, fetched by the first
 * consent that needs one (most pages of most visitors never do), not part of every page's initial JavaScript.
 * Returns the effect's cleanup: a consent withdrawn before the chunk arrived loads nothing.
 */
function withLoaders(run: (loaders: Loaders) => void): () => void {
  let wanted = true;
  import('./consent-scripts')
    .then((loaders) => {
      if (wanted) run(loaders);
    })
    .catch((error: unknown) => logger.error('Unable to load the consent scripts', error));
  return () => {
    wanted = false;
  };
}

export interface ConsentScriptsProps {
  /** The gate's tag manager id; loaded after consent to analytics. */
  tagManagerId?: string | null;
  /** The gate's pixel id; loaded after consent to targeting. */
  pixelId?: string | null;
}

export function ConsentScripts({ tagManagerId, pixelId }: ConsentScriptsProps) {
  const { isGranted } = useConsent();
  const analytics = isGranted('analytics');
  const targeting = isGranted('targeting');

  useEffect(() => {
    if (!analytics || !tagManagerId) return undefined;
    return withLoaders((loaders) => loaders.loadTagManager(tagManagerId));
  }, [analytics, tagManagerId]);

  useEffect(() => {
    if (!targeting || !pixelId) return undefined;
    return withLoaders((loaders) => loaders.loadPixel(pixelId));
  }, [targeting, pixelId]);

  return null;
}
