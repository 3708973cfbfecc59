// The arguments of `npm run season -- <command> ...` (scripts/season.ts), checked with zod: a mistake
// is answered with one clear line and the usage, before anything opens the database.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { hasNoControlChars } from '#contract/ids.ts';

export const SEASON_USAGE = `Usage: npm run season -- <command> [options]

  status                                    list the seasons and what the clock will do next
  schedule --season N --name TEXT --start ISO [--end ISO] [--description TEXT] [--seed S]
                                            schedule season N ('coming soon'), or change one not yet ended
                                            (a live season: only its name, description and end)
  end [--season N] [--at ISO]               end season N (default: the active one) at --at (default: its
                                            end date if that has passed, else now): freeze its hall of fame
                                            and retire its living crawlers; then the next season starts: the
                                            scheduled one when its start has come (later: at its start),
                                            else Season N+1 at once, with a fresh seed and dungeon
  start --season N                          start season N now (the season before it must have ended)

Seasons run themselves: when one ends (its end date, or \`end\`) and none is scheduled, the server
starts the next at once. SEASON_LENGTH_DAYS gives a live season without an end date one, that many
days after its start (unset: open-ended). To plan a season instead, schedule it before the end.

Uses DATA_DIR or DATABASE_URL like the server. Exit codes: 0 done (or nothing to do), 1 refused,
2 bad arguments, 3 database not available (an embedded DATA_DIR held by a running server).`;

const SeasonNumber = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(1_000_000, 'must be at most 1000000');
const Instant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/, 'must be an ISO date such as 2026-12-01 or 2026-12-01T18:00:00Z')
  .refine(isCalendarDay, 'is not a real date')
  .transform((s) => new Date(s))
  .refine((d) => !Number.isNaN(d.getTime()), 'is not a real date');

/** JavaScript reads 2026-02-30 as 2 March: the day must exist in its month. */
function isCalendarDay(s: string): boolean {
  const [y, m, d] = s.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}
const Text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine(hasNoControlChars, 'must not contain control characters');

const Commands = z.discriminatedUnion('command', [
  z.object({ command: z.literal('status') }).strict(),
  z
    .object({
      command: z.literal('schedule'),
      season: SeasonNumber,
      name: Text(120).optional(),
      description: Text(1000).optional(),
      start: Instant.optional(),
      end: Instant.optional(),
      seed: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be 1 or more').max(2_147_483_647, 'must be at most 2147483647').optional(),
    })
    .strict(),
  z.object({ command: z.literal('end'), season: SeasonNumber.optional(), at: Instant.optional() }).strict(),
  z.object({ command: z.literal('start'), season: SeasonNumber }).strict(),
]);
export type SeasonCommand = z.infer<typeof Commands>;

export type ParsedArgs = { ok: true; command: SeasonCommand | { command: 'help' } } | { ok: false; message: string };

const COMMANDS = ['status', 'schedule', 'end', 'start'];

/** Parses argv (without node and the script). */
export function parseSeasonArgs(argv: readonly string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        season: { type: 'string' },
        name: { type: 'string' },
        description: { type: 'string' },
        start: { type: 'string' },
        end: { type: 'string' },
        seed: { type: 'string' },
        at: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    const message = (err as Error).message;
    const unknown = /^Unknown option '([^']+)'/.exec(message);
    return { ok: false, message: unknown ? `Unknown option '${unknown[1]}'.` : message };
  }
  const [command, ...extra] = parsed.positionals;
  if (parsed.values.help) return { ok: true, command: { command: 'help' } };
  if (!command) return { ok: false, message: 'Which command? One of: status, schedule, end, start.' };
  if (!COMMANDS.includes(command)) return { ok: false, message: `Unknown command '${command}': use one of status, schedule, end, start.` };
  if (extra.length) return { ok: false, message: `Unexpected argument '${extra[0]}'.` };
  const { help: _help, ...options } = parsed.values;
  const result = Commands.safeParse({ command, ...options });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path[0];
    if (issue.code === 'unrecognized_keys') return { ok: false, message: `'${command}' takes no --${issue.keys[0]}.` };
    if (typeof field === 'string' && options[field as keyof typeof options] === undefined) return { ok: false, message: `'${command}' needs --${field}.` };
    return { ok: false, message: `--${String(field)} ${issue.message}.` };
  }
  return { ok: true, command: result.data };
}
