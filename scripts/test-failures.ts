// Reads a Vitest JSON report (`--reporter=json`) back into the tests that failed, for the last lines
// of `npm test` (scripts/test-all.ts): a file whose hook failed counts as one failure under its own
// name, and a test that passed only on its retry is named too, as a flake to look at.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { z } from 'zod';

export interface FailedTest {
  file: string;
  title: string;
  /** The first line of the first error (ANSI colours removed). */
  message: string;
  /** 'failed', or 'flaky' when it passed on a retry after failing. */
  outcome: 'failed' | 'flaky';
}

const Report = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      message: z.string().optional(),
      assertionResults: z.array(z.object({ fullName: z.string(), status: z.string(), failureMessages: z.array(z.string()).optional() })),
    }),
  ),
});

// eslint-disable-next-line no-control-regex -- ANSI colour codes are control characters by definition
const ANSI = /\u001b\[[0-9;]*m/g;
const lines = (text: string): string[] => text.replace(ANSI, '').split('\n').map((line) => line.trim()).filter((line) => line !== '');
// A test or hook that ran out of time is reported with Vitest's placeholder for the stack it keeps
// (where the test was declared), not its "timed out" message: say so, with the frame that names the test.
const TIME_OUT = 'Error: STACK_TRACE_ERROR';
function firstLine(text: string, root: string): string {
  const [first = '', ...rest] = lines(text);
  if (first !== TIME_OUT) return first.slice(0, 300);
  const declared = rest.find((l) => l.startsWith('at ') && !l.includes('node_modules'));
  return `timed out (Vitest's time-out ran out)${declared ? `, declared ${declared.replace(`${root}/`, '')}` : ''}`.slice(0, 300);
}

/** The failed (and flaky) tests in the report at `path`; undefined when there is no readable report. */
export function failedTests(path: string, root = process.cwd()): FailedTest[] | undefined {
  if (!existsSync(path)) return undefined;
  const parsed = Report.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) return undefined;
  const out: FailedTest[] = [];
  for (const file of parsed.data.testResults) {
    const name = relative(root, file.name);
    const failed = file.assertionResults.filter((a) => a.status === 'failed');
    for (const a of file.assertionResults) {
      const messages = a.failureMessages ?? [];
      if (a.status === 'failed') out.push({ file: name, title: a.fullName, message: firstLine(messages[0] ?? '', root), outcome: 'failed' });
      else if (a.status === 'passed' && messages.length > 0) out.push({ file: name, title: a.fullName, message: firstLine(messages[0]!, root), outcome: 'flaky' });
    }
    // A hook or an import failed: the file failed without any of its tests failing.
    if (file.status === 'failed' && failed.length === 0) out.push({ file: name, title: '(the file itself)', message: firstLine(file.message ?? '', root), outcome: 'failed' });
  }
  return out;
}
