import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANDING_JS_BUDGET_BYTES, landingScripts } from '../../scripts/landing-budget.ts';
import { ROOT } from '#tests/helpers/server-process.ts';

// Reads the web build the journeys run on (the global setup makes sure it exists); builds nothing.
describe("the landing page's script budget", () => {
  it('loads at most 100 KB gzip of JS before it is interactive (entry + modulepreloaded chunks)', () => {
    const scripts = landingScripts(join(ROOT, 'dist/web'));
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    console.log(`landing JS: ${(total / 1024).toFixed(2)} KB gzip in ${scripts.length} files`);
    expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
  });
});
