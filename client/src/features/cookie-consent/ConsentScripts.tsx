import { useEffect } from 'react';
import { loadPixel, loadTagManager } from './consent-scripts';
import { useConsent } from './useConsent';

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
    if (analytics && tagManagerId) {
      loadTagManager(tagManagerId);
    }
  }, [analytics, tagManagerId]);

  useEffect(() => {
    if (targeting && pixelId) {
      loadPixel(pixelId);
    }
  }, [targeting, pixelId]);

  return null;
}
