// Where a journey saves a screenshot that the docs show. A test run must not change the checkout:
// every run would otherwise leave a dozen tracked images modified (pixels move with fonts and
// timing), so by default they go to .tmp/screenshots/; `UPDATE_SCREENSHOTS=1 npm run test:e2e`
// writes them over docs/screenshots/ for a commit that means to refresh them.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server-process.ts';

/** The absolute path for the docs screenshot `name` (e.g. 'spectate.png'), its folder made. */
export function docScreenshot(name: string): string {
  const dir = process.env.UPDATE_SCREENSHOTS === '1' ? join(ROOT, 'docs', 'screenshots') : join(ROOT, '.tmp', 'screenshots');
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}
