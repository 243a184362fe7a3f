import fs from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.1 level A and AA, the level the console is held to. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let axeSource: string | undefined;

/**
 * The page's WCAG 2.1 AA violations as axe-core reports them, one readable line per rule: where (the
 * caller's name for the screen or popup), the rule id, its help and the offending elements' selectors.
 * axe's source is evaluated through the DevTools protocol, which the console's Content-Security-Policy
 * does not govern (an inline script tag would be refused).
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // `void 0` so that nothing of axe is serialised back.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource}\n;void 0`);
  // Only the violations come back, and only what the report line needs: axe's whole result (every rule's
  // passes and their elements' HTML) is large on a long list, and its serialisation cost more than the run.
  // `resultTypes` keeps every violation whole (it trims the details of passes and incomplete checks only).
  const violations = await page.evaluate(async (tags) => {
    const results = await (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_21_AA);
  return violations.map((violation) => `${where}: ${violation.id} (${violation.help}) at ${violation.targets.join(', ')}`);
}
