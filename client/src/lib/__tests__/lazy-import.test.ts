import { CHUNK_RELOAD_FLAG, importWithReload } from '@/lib/lazy-import';

describe('a failed chunk load reloads the page once (docs/api.md#error-catalogue)', () => {
  const chunkError = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/panel-abc.js'));

  it('reloads on the first failure and keeps the page waiting', async () => {
    const reload = jest.fn();
    const pending = importWithReload(chunkError, { reload });
    const settled = jest.fn();
    pending.then(settled, settled);
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBe('1');
    expect(settled).not.toHaveBeenCalled();
  });

  it('does not reload a second time: the error reaches the error page', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    const reload = jest.fn();
    await expect(importWithReload(chunkError, { reload })).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the flag after a successful load, so a later deploy may reload again', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    await expect(importWithReload(() => Promise.resolve({ ok: true }))).resolves.toEqual({ ok: true });
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
    const reload = jest.fn();
    void importWithReload(chunkError, { reload });
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
