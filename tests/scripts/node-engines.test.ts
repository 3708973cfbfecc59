// The README promises Node 20.19: every package the lockfile installs must accept it. npm only warns
// (EBADENGINE) about one that does not, so the promise would otherwise break silently with an update.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, ROOT), 'utf8');

interface LockEntry {
  version?: string;
  engines?: unknown;
}

/** The oldest Node the project promises: the floor of package.json's engines.node. */
function promisedNode(): string {
  const range = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
  const floor = semver.minVersion(range);
  if (!floor) throw new Error(`package.json engines.node "${range}" has no lowest version`);
  return floor.version;
}

describe('Node versions', () => {
  it('the README promises the version package.json declares', () => {
    const [major, minor] = promisedNode().split('.');
    expect(read('README.md')).toContain(`Node.js ${major}.${minor} or newer`);
  });

  it('every package in package-lock.json accepts the promised Node', () => {
    const node = promisedNode();
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockEntry> };
    const refusing: string[] = [];
    let checked = 0;
    for (const [path, entry] of Object.entries(lock.packages)) {
      if (!path) continue; // the project itself
      const engines = entry.engines;
      // Old packages wrote engines as an array of strings; only a range for node counts.
      const range = engines && typeof engines === 'object' && !Array.isArray(engines) ? (engines as { node?: unknown }).node : undefined;
      if (typeof range !== 'string') continue;
      checked++;
      if (!semver.satisfies(node, range, { includePrerelease: true })) refusing.push(`${path}@${entry.version}: node ${range}`);
    }
    expect(checked, 'the lockfile lists engines (a lockfile without them proves nothing)').toBeGreaterThan(50);
    expect(refusing, `packages that refuse Node ${node}`).toEqual([]);
  });
});
