/*
 * A failed chunk load reloads the page (docs/api.md#error-catalogue) — once: after a deploy the old chunk names are gone and a
 * reload fetches the new index.html. A flag in sessionStorage stops a reload loop when the chunk is really
 * missing; then the error reaches the error page. A successful load clears the flag.
 */

export const CHUNK_RELOAD_FLAG = 'trafficgate.chunk-reloaded';

export interface ImportWithReloadOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload?: () => void;
}

function sessionStore(): ImportWithReloadOptions['storage'] | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Returns true when a reload was started (the caller should wait for it), false when it already happened once. */
export function reloadOnceForChunkError(options: ImportWithReloadOptions = {}): boolean {
  const storage = options.storage ?? sessionStore();
  if (!storage || storage.getItem(CHUNK_RELOAD_FLAG)) return false;
  storage.setItem(CHUNK_RELOAD_FLAG, '1');
  (options.reload ?? (() => window.location.reload()))();
  return true;
}

export async function importWithReload<T>(load: () => Promise<T>, options: ImportWithReloadOptions = {}): Promise<T> {
  const storage = options.storage ?? sessionStore();
  try {
    const module = await load();
    storage?.removeItem(CHUNK_RELOAD_FLAG);
    return module;
  } catch (error) {
    if (reloadOnceForChunkError({ ...options, storage })) {
      // The page is going away; never settle so nothing renders an error in the meantime.
      return new Promise<T>(() => {});
    }
    throw error;
  }
}
