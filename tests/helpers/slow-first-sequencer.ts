// Orders a suite's files for its lanes. Vitest runs the files it has timed before longest first, and
// files it has never timed (every file of a fresh clone, as on CI) largest first; but the slowest
// files here are small ones that start real server processes, and started last they ran alone at
// the end for minutes while the other lane sat idle (the unit suite's crash cycles began at 150 s of
// a 256 s run; the journeys' stairs walk, 140 s, began at 288 s of a 445 s run). So, until every
// file has been timed, the files measured longest go first, in the order listed, then the files
// that start a process, then the rest.
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { relative } from 'node:path';
import { createImportScan, PROCESS_MARKERS } from '../../scripts/test-split.ts';

/** The unit suite's longest files on a fresh clone (durability 61 s, season CLI 30 s), longest first; the crash cycles are a project of their own (vitest.config.ts). */
const UNIT_LONGEST = ['tests/server/process/durability.test.ts', 'tests/server/process/season-cli.test.ts'];

/** A sequencer that starts `longest` first (paths from the root), in that order, until Vitest has timed every file. */
export function slowFirst(longest: readonly string[]): typeof BaseSequencer {
  return class SlowFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const root = this.ctx.config.root;
      const timed = (f: TestSpecification) => this.ctx.cache.getFileTestResults(`${f.project.name}:${relative(root, f.moduleId)}`) !== undefined;
      if (sorted.every(timed)) return sorted;
      const startsProcess = createImportScan(PROCESS_MARKERS, root);
      const rank = (f: TestSpecification) => {
        const listed = longest.indexOf(relative(root, f.moduleId));
        return listed >= 0 ? listed : startsProcess(f.moduleId) ? longest.length : longest.length + 1;
      };
      // Array.prototype.sort is stable: within a rank, Vitest's own order stays.
      return [...sorted].sort((a, b) => rank(a) - rank(b));
    }
  };
}

export default slowFirst(UNIT_LONGEST);
