// The process logger: pino with the secrets a request can carry kept out of every line. Tokens
// travel in the Authorization header, the session cookie and, for WebSockets (browsers cannot set
// headers there), the ?token= query string; failed queries carry their parameters (a session token
// when the query looked one up).
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export const REDACTED = '[Redacted]';

/** Query-string parameters whose values are credentials. */
const SECRET_QUERY = /([?&](?:token|access_token|code|state|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, `$1${REDACTED}`);
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number };
  routeOptions?: { version?: string };
}

/** Fastify's request shape in logs (method, url, host, peer), with the url's credentials redacted. */
function serializeRequest(req: RequestLike) {
  return {
    method: req.method,
    url: redactUrl(String(req.url ?? '')),
    host: req.host ?? req.hostname,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}

/** A failed query (drizzle's DrizzleQueryError) names its parameters: log the query, never them. */
function serializeError(err: unknown) {
  const out = pino.stdSerializers.err(err as Error) as Record<string, unknown>;
  if (out && typeof out === 'object' && 'params' in out) {
    out.params = REDACTED;
    for (const key of ['message', 'stack'] as const) {
      if (typeof out[key] === 'string') out[key] = (out[key] as string).replace(/\nparams: [^\n]*/g, `\nparams: ${REDACTED}`);
    }
  }
  return out;
}

export const LOG_OPTIONS: LoggerOptions = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      'headers.authorization',
      'headers.cookie',
      'args[*].params',
      'args[*].token',
      'args[*].password',
    ],
    censor: REDACTED,
  },
  serializers: { req: serializeRequest, err: serializeError },
};

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino({ ...LOG_OPTIONS, level }, destination) : pino({ ...LOG_OPTIONS, level });
}

export type LogFormat = 'json' | 'pretty';

/**
 * JSON unless a person reads the lines as they come: production and tests always get JSON (log
 * collectors and the tests that read logs parse it), and so does a development server whose output
 * goes to a file or another program (a supervisor, a test); LOG_FORMAT says otherwise.
 */
export function logFormat(nodeEnv: string, asked: LogFormat | undefined, toTerminal: boolean): LogFormat {
  return asked ?? (nodeEnv === 'development' && toTerminal ? 'pretty' : 'json');
}

/** The server process's logger on stdout. pino-pretty is loaded only when asked for: production never imports it. */
export async function createProcessLogger(level: string, format: LogFormat): Promise<Logger> {
  if (format === 'json') return createLogger(level);
  const { default: pretty } = await import('pino-pretty');
  // Synchronous: a line is on the terminal before the process can exit (a fatal start-up error).
  return createLogger(level, pretty({ colorize: Boolean(process.stdout.isTTY), translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true }));
}
