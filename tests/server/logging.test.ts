// Which log format the server writes: readable only for a person at a development terminal.
import { describe, expect, it } from 'vitest';
import { logFormat } from '#server/logging.ts';

describe('log format', () => {
  it('is readable in development at a terminal, JSON in production, in tests and when piped', () => {
    expect(logFormat('development', undefined, true)).toBe('pretty');
    expect(logFormat('development', undefined, false)).toBe('json');
    expect(logFormat('production', undefined, true)).toBe('json');
    expect(logFormat('test', undefined, true)).toBe('json');
  });

  it('LOG_FORMAT overrides the default either way', () => {
    expect(logFormat('production', 'pretty', false)).toBe('pretty');
    expect(logFormat('development', 'json', true)).toBe('json');
  });
});
