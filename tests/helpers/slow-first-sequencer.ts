// Orders the unit suite's files for two workers. Vitest runs the files it has timed before longest
// first, and files it has never timed (every file of a fresh clone, as on CI) largest first; but the
// slowest files here are small ones that start real server processes (crash cycles, durability,
// the season CLI), and started last they ran alone at the end for minutes while the other worker
// sat idle. So, until a file has been timed, the ones that start a process go first.
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { relative } from 'node:path';
import { createImportScan, PROCESS_MARKERS } from '../../scripts/test-split.ts';

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = (f: TestSpecification) => this.ctx.cache.getFileTestResults(`${f.project.name}:${relative(this.ctx.config.root, f.moduleId)}`) !== undefined;
    if (sorted.every(timed)) return sorted;
    const startsProcess = createImportScan(PROCESS_MARKERS, this.ctx.config.root);
    return [...sorted.filter((f) => startsProcess(f.moduleId)), ...sorted.filter((f) => !startsProcess(f.moduleId))];
  }
}
