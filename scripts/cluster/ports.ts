// Before a cluster starts anything: every port it needs must be free. A port still held (by the
// processes of an earlier cluster whose runner was killed, or anything else) would otherwise answer
// the proxy's health checks for our processes while they fail to listen and restart in a loop.
import { createServer } from 'node:net';

export interface WantedPort {
  port: number;
  /** The address it will be listened on. */
  host: string;
  /** What listens there, for the message ("the proxy", "node-2"). */
  what: string;
}

/** Whether `port` can be listened on at `host` now (tried for a moment, then let go). */
function canListen(port: number, host: string): Promise<string | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/** The wanted ports that cannot be listened on, each with the error's code (EADDRINUSE, EACCES). */
export async function takenPorts(wanted: readonly WantedPort[]): Promise<(WantedPort & { code: string })[]> {
  const taken: (WantedPort & { code: string })[] = [];
  for (const w of wanted) {
    const code = await canListen(w.port, w.host);
    if (code) taken.push({ ...w, code });
  }
  return taken;
}

/** One line per taken port, naming it, what needed it, and what to do. */
export function describeTaken(taken: readonly (WantedPort & { code: string })[]): string[] {
  return taken.map((t) =>
    t.code === 'EADDRINUSE'
      ? `port ${t.port} (${t.what}, on ${t.host}) is already in use: is an earlier cluster or server still running? Stop it, or choose other ports (--port, --first-internal-port).`
      : `port ${t.port} (${t.what}, on ${t.host}) cannot be listened on (${t.code}).`,
  );
}
