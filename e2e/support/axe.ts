import axe from 'axe-core';
import {expect, type Page} from '@playwright/test';

/** The WCAG 2.2 A/AA rule sets of axe-core (wcag22a rules are also tagged wcag2a/wcag21a). */
export const WCAG_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
];

/**
 * The rules every page is held to: WCAG 2.2 A/AA and axe's `best-practice`
 * rules (landmarks, one h1, heading order, unique landmark names…), as
 * Starlight runs them.
 */
export const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];

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
 * Runs axe's WCAG 2.2 A/AA and best-practice rules on the page (or only inside `include`) and
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
    [include ?? null, AXE_TAGS] as const,
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/** The system colour schemes; the site follows them live. */
export const COLOUR_MODES = ['light', 'dark'] as const;

/** The widths every accessibility gate checks: desktop and phone. */
export const AXE_VIEWPORTS = [
  {width: 1280, height: 800},
  {width: 390, height: 844},
] as const;

/**
 * Checks the loaded page with axe in each colour mode at each viewport: the
 * four combinations change only the system colour scheme and the viewport,
 * so one page load serves them all. `ready` runs before each pass (e.g.
 * waits for a dialog to stay open). A violation fails the test softly, so
 * one run reports every combination.
 */
export async function expectAxeClean(
  page: Page,
  {
    viewports = AXE_VIEWPORTS,
    ready,
  }: {
    viewports?: readonly {width: number; height: number}[];
    ready?: () => Promise<void>;
  } = {},
): Promise<void> {
  for (const mode of COLOUR_MODES) {
    await page.emulateMedia({colorScheme: mode});
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await ready?.();
      await settleAnimations(page);
      expect
        .soft(await axeViolations(page), `${mode} mode at ${viewport.width} px`)
        .toEqual([]);
    }
  }
}
