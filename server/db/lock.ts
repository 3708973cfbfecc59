// One server per DATA_DIR: PGlite is a single-process database and two writers would corrupt it.
// The lock file holds the owner's pid; a lock left by a killed process (pid gone) is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    message: string,
    /** The pid of the process holding the lock, when one does. */
    readonly ownerPid: number | null = null,
  ) {
    super(message);
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (alive(owner)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is already in use by another Crawl to Fame server (pid ${owner}). ` +
            'Stop that server, or start this one with a different DATA_DIR.',
          owner,
        );
      }
      unlinkSync(path); // stale: its owner died without cleaning up
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}; another server is starting on it.`);
}
