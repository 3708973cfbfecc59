// axe-core inside a playwright page (docs/decisions/0017-seeing-palette-and-motion.md): the WCAG 2.1 A and AA rules over what the
// page shows now. A journey calls expectNoSeriousViolations at each screen it reaches; a serious or
// critical violation fails it with a readable list. Decision 0016 says why axe-core and what gates.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue, Result } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule tags that run: WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** The impacts that fail a journey. */
export const GATING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

/** No rule is disabled. A rule switched off here needs its reason written next to it. */
const DISABLED_RULES: Record<string, { enabled: false }> = {};

/** Runs axe-core over the whole document and returns its violations (every impact). */
export async function axeViolations(page: Page): Promise<Result[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  // Evaluated through the devtools protocol, not a <script> tag: the app's CSP (script-src 'self')
  // would refuse an inline script, and the check must not need that policy loosened.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    async ({ tags, rules }) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
      return axe.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] });
    },
    { tags: [...AXE_TAGS], rules: DISABLED_RULES },
  );
  return results.violations;
}

/** One line per rule: id, impact, help, and the first few target selectors. */
export function describeViolations(violations: readonly Result[], shown = 3): string {
  return violations
    .map((v) => {
      const targets = v.nodes.slice(0, shown).map((n) => n.target.map(String).join(' >> '));
      const more = v.nodes.length > shown ? ` (+${v.nodes.length - shown} more)` : '';
      const summary = v.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join(' ').trim();
      return `  - ${v.id} [${v.impact ?? 'unknown'}] ${v.help}\n      at ${targets.join(' | ')}${more}${summary ? `\n      ${summary}` : ''}`;
    })
    .join('\n');
}

/** Fails with a readable list when axe finds any serious or critical violation on the screen. */
export async function expectNoSeriousViolations(page: Page, screenName: string): Promise<void> {
  const violations = await axeViolations(page);
  const gating = violations.filter((v) => v.impact != null && GATING_IMPACTS.includes(v.impact));
  if (gating.length > 0) {
    throw new Error(`axe-core: ${gating.length} serious or critical violation(s) on "${screenName}" (${page.url()}):\n${describeViolations(gating)}`);
  }
}
