// A pino logger whose lines a test can read back (e.g. the password reset link written to the log).
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

export function captureLog(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const logger = pino({ level: 'info' }, stream);
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { logger, lines };
}
