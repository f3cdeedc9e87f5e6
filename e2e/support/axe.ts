import axe from 'axe-core';
import type {Page} from '@playwright/test';

/** The WCAG 2.2 A/AA rule sets of axe-core (wcag22a rules are also tagged wcag2a/wcag21a). */
export const WCAG_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
];

/**
 * Waits until finite CSS animations and transitions (colour-mode change,
 * collapsibles) have ended, so axe reads final colours. A spinner turns
 * forever: infinite animations are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) => animation.effect?.getTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/**
 * Runs axe's WCAG 2.2 A/AA rules on the page (or only inside `include`) and
 * returns one line per violating node: rule, impact, target and axe's
 * explanation. An empty list means axe found nothing.
 */
export async function axeViolations(
  page: Page,
  include?: string,
): Promise<string[]> {
  // axe-core itself, injected through the DevTools protocol (page.evaluate),
  // which the page's Content-Security-Policy does not govern. The pages have
  // no iframes (the build refuses them), so the top document is the whole page.
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axe.source);
  }
  const {violations} = await page.evaluate(
    ([context, tags]) =>
      (window as unknown as {axe: typeof axe}).axe.run(context ?? document, {
        resultTypes: ['violations'],
        runOnly: {type: 'tag', values: tags},
      }),
    [include ?? null, WCAG_TAGS] as const,
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}
