// The ports check a cluster start runs before anything (scripts/cluster/ports.ts): a port something
// listens on is reported with what needed it; free ports are not, and are left free.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { describeTaken, takenPorts } from '../../scripts/cluster/ports.ts';
import { freePort } from '../helpers/free-port.ts';

describe('the ports a cluster start needs', () => {
  it('names each taken port, what needed it, and leaves the free ones free', async () => {
    const [free, busy] = [await freePort(), await freePort()];
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(busy, '127.0.0.1', resolve));
    try {
      const taken = await takenPorts([
        { port: free, host: '127.0.0.1', what: 'the proxy' },
        { port: busy, host: '127.0.0.1', what: 'node-1' },
      ]);
      expect(taken).toEqual([{ port: busy, host: '127.0.0.1', what: 'node-1', code: 'EADDRINUSE' }]);
      expect(describeTaken(taken)).toEqual([
        `port ${busy} (node-1, on 127.0.0.1) is already in use: is an earlier cluster or server still running? Stop it, or choose other ports (--port, --first-internal-port).`,
      ]);
      // Tried and let go: the free port can be listened on right after.
      expect(await takenPorts([{ port: free, host: '127.0.0.1', what: 'the proxy' }])).toEqual([]);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});
