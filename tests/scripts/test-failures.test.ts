// `npm test`'s last lines name what failed (scripts/test-failures.ts), read from a report Vitest 4
// wrote for three fixture files: a failed assertion, a test that passed on its retry, a failed hook.
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { failedTests } from '../../scripts/test-failures.ts';

const REPORT = join(import.meta.dirname, 'fixtures', 'vitest-report.json');

it('names a failed test, a test that needed its retry and a file whose hook failed, each with its first error line', () => {
  expect(failedTests(REPORT, '/repo')).toEqual([
    { file: 'tests/a.test.ts', title: 'fails', message: 'AssertionError: expected 1 to be 2 // Object.is equality', outcome: 'failed' },
    { file: 'tests/a.test.ts', title: 'flaky', message: 'Error: first try broke', outcome: 'flaky' },
    { file: 'tests/b.test.ts', title: '(the file itself)', message: 'hook broke', outcome: 'failed' },
  ]);
});

it('says a test ran out of time, and where it was declared, where Vitest reports only a placeholder', () => {
  // A report Vitest 4 wrote for a test whose 200 ms time-out ran out: its failure message is the
  // stack Vitest kept from the test's declaration, headed 'Error: STACK_TRACE_ERROR'.
  expect(failedTests(join(import.meta.dirname, 'fixtures', 'vitest-report-timeout.json'), '/repo')).toEqual([
    { file: 'tests/c.test.ts', title: 'waits for ever', message: "timed out (Vitest's time-out ran out), declared at tests/c.test.ts:2:1", outcome: 'failed' },
  ]);
});

it('has nothing to say without a report', () => {
  expect(failedTests(join(import.meta.dirname, 'fixtures', 'missing.json'))).toBeUndefined();
});
