/*
 * Registers /sw.js (docs/product.md#what-it-is): a precached shell and an offline page. Production builds only. main.tsx loads this
 * module once the page has loaded (not part of the page's start-up code).
 */
export function registerServiceWorker(): void {
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.warn('Service worker registration failed:', error);
  });
}
