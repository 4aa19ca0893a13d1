/*
 * Third-party tags that set non-essential cookies. ConsentScripts loads them only once the matching category is
 * granted; a script that has run cannot be unloaded, so withdrawing consent takes effect on the next page load.
 */

export const TAG_MANAGER_SCRIPT_ID = 'consent-tag-manager';
export const PIXEL_SCRIPT_ID = 'consent-pixel';

interface PixelQueue {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: PixelQueue;
  loaded: boolean;
  version: string;
}

type TagWindow = Window & { dataLayer?: unknown[]; fbq?: PixelQueue; _fbq?: PixelQueue };

function appendScript(id: string, src: string): void {
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

export function loadTagManager(containerId: string): void {
  if (document.getElementById(TAG_MANAGER_SCRIPT_ID)) {
    return;
  }
  const tagWindow = window as TagWindow;
  tagWindow.dataLayer = tagWindow.dataLayer ?? [];
  tagWindow.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  appendScript(TAG_MANAGER_SCRIPT_ID, `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`);
}

export function loadPixel(pixelId: string): void {
  if (document.getElementById(PIXEL_SCRIPT_ID)) {
    return;
  }
  const tagWindow = window as TagWindow;
  if (!tagWindow.fbq) {
    // The queueing stub of the pixel snippet: calls made before fbevents.js arrives are replayed by it.
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) {
        fbq.callMethod(...args);
      } else {
        fbq.queue.push(args);
      }
    } as PixelQueue;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    tagWindow.fbq = fbq;
    tagWindow._fbq = tagWindow._fbq ?? fbq;
  }
  tagWindow.fbq('init', pixelId);
  tagWindow.fbq('track', 'PageView');
  appendScript(PIXEL_SCRIPT_ID, 'https://connect.facebook.net/en_US/fbevents.js');
}
