/* Where the client reports failures (SPEC.md §8: failed responses are logged). One seam, so tests can listen. */
export const logger = {
  error: (...args: unknown[]) => console.error(...args),
  warn: (...args: unknown[]) => console.warn(...args),
};
