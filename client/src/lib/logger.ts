/* Where the client reports failures (docs/api.md#error-catalogue: failed responses are logged). One seam, so tests can listen. */
export const logger = {
  error: (...args: unknown[]) => console.error(...args),
  warn: (...args: unknown[]) => console.warn(...args),
};
