// The arguments of `npm run cluster -- --processes N [--port P] [--first-internal-port Q]`, checked
// with zod: a mistake is answered with one clear line before anything starts.
import { parseArgs } from 'node:util';
import { z } from 'zod';

export const CLUSTER_USAGE = `Usage: npm run cluster -- --processes N [--port P] [--first-internal-port Q]

  --processes N               server processes to run, 1 to 16
  --port P                    the proxy's port, where players connect (default: PORT, else 4700)
  --first-internal-port Q     node-1 listens on Q, node-2 on Q+1, ... on 127.0.0.1 (default 4711)

Needs PostgreSQL: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/crawl_to_fame (created when missing).`;

export const MAX_PROCESSES = 16;
export const DEFAULT_PROXY_PORT = 4700;
export const DEFAULT_FIRST_INTERNAL_PORT = 4711;

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be ${min} or more`)
    .max(max, `must be at most ${max}`);

const Args = z
  .object({
    processes: wholeNumber(1, MAX_PROCESSES),
    port: wholeNumber(1, 65535),
    'first-internal-port': wholeNumber(1, 65535),
  })
  .strict()
  .superRefine((a, ctx) => {
    const last = a['first-internal-port'] + a.processes - 1;
    if (last > 65535) ctx.addIssue({ code: 'custom', path: ['first-internal-port'], message: `leaves no room for ${a.processes} ports below 65536` });
    else if (a.port >= a['first-internal-port'] && a.port <= last) {
      ctx.addIssue({ code: 'custom', path: ['port'], message: `${a.port} is one of the processes' ports (${a['first-internal-port']}-${last})` });
    }
  });

export interface ClusterArgs {
  processes: number;
  port: number;
  firstInternalPort: number;
}

export type ParsedClusterArgs = { ok: true; args: ClusterArgs } | { ok: true; help: true } | { ok: false; message: string };

/** Parses argv (without node and the script); `envPort` is PORT from the environment. */
export function parseClusterArgs(argv: readonly string[], envPort?: string): ParsedClusterArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        processes: { type: 'string', short: 'n' },
        port: { type: 'string' },
        'first-internal-port': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    const message = (err as Error).message;
    const unknown = /^Unknown option '([^']+)'/.exec(message);
    return { ok: false, message: unknown ? `Unknown option '${unknown[1]}'.` : message.split('\n')[0]! };
  }
  if (parsed.values.help) return { ok: true, help: true };
  if (parsed.values.processes === undefined) return { ok: false, message: `How many processes? Give --processes N (1 to ${MAX_PROCESSES}).` };
  const result = Args.safeParse({
    processes: parsed.values.processes,
    port: parsed.values.port ?? (envPort || String(DEFAULT_PROXY_PORT)),
    'first-internal-port': parsed.values['first-internal-port'] ?? String(DEFAULT_FIRST_INTERNAL_PORT),
  });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = String(issue.path[0]);
    const fromEnv = field === 'port' && parsed.values.port === undefined;
    return { ok: false, message: `${fromEnv ? 'PORT' : `--${field}`} ${issue.message}.` };
  }
  return { ok: true, args: { processes: result.data.processes, port: result.data.port, firstInternalPort: result.data['first-internal-port'] } };
}
