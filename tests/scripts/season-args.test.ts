// The operator command's arguments (scripts/season-args.ts): each mistake gets one line saying what
// to fix, before anything touches the database.
import { describe, expect, it } from 'vitest';
import { parseSeasonArgs } from '../../scripts/season-args.ts';

const refused = (argv: string[]) => {
  const r = parseSeasonArgs(argv);
  return r.ok ? null : r.message;
};

describe('npm run season -- arguments', () => {
  it('reads each command with its options', () => {
    expect(parseSeasonArgs(['status'])).toEqual({ ok: true, command: { command: 'status' } });
    expect(parseSeasonArgs(['end'])).toEqual({ ok: true, command: { command: 'end' } });
    expect(parseSeasonArgs(['end', '--season', '3', '--at', '2026-12-01T18:00:00Z'])).toEqual({ ok: true, command: { command: 'end', season: 3, at: new Date('2026-12-01T18:00:00Z') } });
    expect(parseSeasonArgs(['start', '--season', '2'])).toEqual({ ok: true, command: { command: 'start', season: 2 } });
    expect(parseSeasonArgs(['schedule', '--season', '2', '--name', ' Season 2 ', '--start', '2026-12-01', '--end', '2027-01-01T00:00:00+01:00', '--seed', '42'])).toEqual({
      ok: true,
      command: { command: 'schedule', season: 2, name: 'Season 2', start: new Date('2026-12-01T00:00:00Z'), end: new Date('2026-12-31T23:00:00Z'), seed: 42 },
    });
    expect(parseSeasonArgs(['--help'])).toEqual({ ok: true, command: { command: 'help' } });
  });

  it('refuses mistakes with a clear line', () => {
    expect(refused([])).toBe('Which command? One of: status, schedule, end, start.');
    expect(refused(['finish'])).toBe("Unknown command 'finish': use one of status, schedule, end, start.");
    expect(refused(['start'])).toBe("'start' needs --season.");
    expect(refused(['start', '--season', 'two'])).toBe('--season must be a whole number.');
    expect(refused(['start', '--season', '1.5'])).toBe('--season must be a whole number.');
    expect(refused(['start', '--season', '0'])).toBe('--season must be 1 or more.');
    expect(refused(['end', '--at', 'tomorrow'])).toMatch(/^--at must be an ISO date such as 2026-12-01/);
    expect(refused(['end', '--at', '2026-02-30'])).toBe('--at is not a real date.');
    expect(refused(['end', '--season'])).toMatch(/--season/);
    expect(refused(['end', '--force'])).toBe("Unknown option '--force'.");
    expect(refused(['status', '--season', '1'])).toBe("'status' takes no --season.");
    expect(refused(['start', '--season', '2', 'now'])).toBe("Unexpected argument 'now'.");
    expect(refused(['schedule', '--season', '2', '--name', '   '])).toBe('--name must not be empty.');
    expect(refused(['schedule', '--season', '2', '--seed', '-5'])).toMatch(/--seed/);
    expect(refused(['schedule', '--season', '2', '--seed', '4294967295'])).toBe('--seed must be at most 2147483647.');
  });
});
