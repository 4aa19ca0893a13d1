import type { Logger } from 'pino';

/**
 * SIGTERM / SIGINT end the process gracefully, once: `close` runs (in-flight work finishes), then the process exits
 * 0; if it fails or takes longer than `graceMs`, the process exits 1. Shared by the web server and the worker.
 */
export function exitGracefullyOnSignals(logger: Logger, message: string, graceMs: number, close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, message);
    const force = setTimeout(() => process.exit(1), graceMs);
    force.unref();
    close()
      .then(() => process.exit(0))
      .catch((err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
