import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until the page's CSS transitions and animations (dialogs fading in, menus growing) have
 * ended: halfway through, a colour is a blend that nobody reads.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns for ever.
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe on the page as it is shown (or on the part matching `within`) and answers one line per serious or critical violation and
 * element: the screen, the rule, its impact, the element and what is wrong with it.
 */
export async function seriousViolations(page: Page, screen: string, within?: string): Promise<string[]> {
  await settle(page);
  // Only violations are read: axe then skips detailing what passed, which halves its time on long lists.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
  // A dialog or menu opened over a screen already checked: only what it adds.
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const why = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
        return `${screen}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${why}`;
      }),
    );
}
