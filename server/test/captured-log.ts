import { Writable } from 'node:stream';
import pino, { type Level, type Logger } from 'pino';

/** A pino logger at `level` whose lines are kept, parsed, in `lines` (what an operator would read in the log). */
export function capturedLogger<Line = Record<string, unknown>>(level: Level): { logger: Logger; lines: Line[] } {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}
