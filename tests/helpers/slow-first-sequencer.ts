// Orders the unit suite's files for two workers. Vitest runs the files it has timed before longest
// first, and files it has never timed (every file of a fresh clone, as on CI) largest first; but the
// slowest files here are small ones that start real server processes, and started last they ran
// alone at the end for minutes while the other worker sat idle (the crash cycles began at 150 s of a
// 256 s run). So, until every file has been timed, the files that start a process go first, the
// longest of them (measured on a fresh clone: crash 106 s, durability 61 s, season CLI 30 s) first of all.
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { relative } from 'node:path';
import { createImportScan, PROCESS_MARKERS } from '../../scripts/test-split.ts';

const LONGEST = ['tests/reliability/crash.test.ts', 'tests/server/process/durability.test.ts', 'tests/server/process/season-cli.test.ts'];

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const timed = (f: TestSpecification) => this.ctx.cache.getFileTestResults(`${f.project.name}:${relative(root, f.moduleId)}`) !== undefined;
    if (sorted.every(timed)) return sorted;
    const startsProcess = createImportScan(PROCESS_MARKERS, root);
    const rank = (f: TestSpecification) => {
      const longest = LONGEST.indexOf(relative(root, f.moduleId));
      return longest >= 0 ? longest : startsProcess(f.moduleId) ? LONGEST.length : LONGEST.length + 1;
    };
    // Array.prototype.sort is stable: within a rank, Vitest's own order stays.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
