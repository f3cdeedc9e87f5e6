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
 * forever: infinite animations are not waited for; nor are those of an
 * element the browser does not render (inside a closed <details>, such as a
 * guide's question form: its transitions never run, so they never end).
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const effect = animation.effect as KeyframeEffect | null;
          return (
            effect?.getTiming().iterations !== Infinity &&
            (effect?.target?.checkVisibility() ?? true)
          );
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** axe's category of the rules that read colours (color-contrast, link-in-text-block). */
const COLOUR_CATEGORY = 'cat.color';

/**
 * Runs axe's WCAG 2.2 A/AA and best-practice rules on the page (or only inside `include`;
 * with `colourOnly`, only those of them that read colours) and
 * returns one line per violating node: rule, impact, target and axe's
 * explanation. An empty list means axe found nothing.
 */
export async function axeViolations(
  page: Page,
  include?: string,
  {colourOnly = false}: {colourOnly?: boolean} = {},
): Promise<string[]> {
  // axe-core itself, injected through the DevTools protocol (page.evaluate),
  // which the page's Content-Security-Policy does not govern. The pages have
  // no iframes (the build refuses them), so the top document is the whole page.
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axe.source);
  }
  const {violations} = await page.evaluate(
    ([context, tags, colour]) => {
      const {axe: runner} = window as unknown as {axe: typeof axe};
      return runner.run(context ?? document, {
        resultTypes: ['violations'],
        runOnly: colour
          ? {
              type: 'rule',
              values: runner
                .getRules(tags)
                .filter((rule) => rule.tags.includes(colour))
                .map((rule) => rule.ruleId),
            }
          : {type: 'tag', values: tags},
      });
    },
    [include ?? null, AXE_TAGS, colourOnly ? COLOUR_CATEGORY : null] as const,
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
 * What axe's rules other than the colour rules read of the page, as a digest:
 * each element's tag, attributes, own text, box and scroll size, and every
 * computed style axe-core reads but those that only give colours (colour,
 * backgrounds, blending, text fill, stroke and shadow), which the colour
 * rules read when they run again. Left out: `class`, which only selects
 * styles (read here through their effects), `src`, which ThemedImage swaps
 * with the mode, and the colour mode switch `data-theme`: no axe rule reads
 * them. A page with a shadow root gets a digest of its own each time (its
 * inside is not read here), so every rule runs in both modes.
 */
async function layoutDigest(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const styles = [
      'display',
      'visibility',
      'content-visibility',
      'opacity',
      'overflow-x',
      'overflow-y',
      'position',
      'z-index',
      'transform',
      'rotate',
      'pointer-events',
      'clip',
      'clip-path',
      'white-space',
      'text-indent',
      'direction',
      'font-family',
      'font-size',
      'font-style',
      'font-weight',
      'text-decoration-line',
      'padding-top',
      'padding-right',
      'padding-bottom',
      'padding-left',
    ];
    const unread = new Set(['class', 'src', 'data-theme']);
    const elements = Array.from(document.querySelectorAll('*'));
    if (elements.some((element) => element.shadowRoot)) {
      return crypto.randomUUID();
    }
    const lines = elements.map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        element.tagName,
        ...Array.from(element.attributes)
          .filter((attribute) => !unread.has(attribute.name))
          .map((attribute) => `${attribute.name}=${attribute.value}`),
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(''),
        box.x,
        box.y,
        box.width,
        box.height,
        element.scrollWidth,
        element.scrollHeight,
        ...styles.map((name) => style.getPropertyValue(name)),
      ].join('\u0001');
    });
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(lines.join('\u0002')),
    );
    return [...new Uint8Array(digest)]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
  });
}

/** Options of {@link axePasses} and {@link expectAxeClean}. */
export interface AxePassOptions {
  viewports?: readonly {width: number; height: number}[];
  /** Runs before each pass (e.g. waits for a dialog to stay open). */
  ready?: () => Promise<void>;
}

/** One axe pass: a colour mode at a viewport width, and what axe found. */
export interface AxePass {
  mode: (typeof COLOUR_MODES)[number];
  width: number;
  /** Only the colour rules ran: the layout was the first mode's. */
  colourOnly: boolean;
  violations: string[];
}

/**
 * Runs axe on the loaded page in each colour mode at each viewport: the
 * combinations change only the system colour scheme and the viewport, so
 * one page load serves them all. In the second mode, where the page's
 * layout digest at that viewport equals the first mode's, only the colour
 * rules run again: every other rule reads what the digest holds, so its
 * result cannot change; a page whose modes differ in more than colour gets
 * every rule in both (e2e/axe-passes.spec.ts).
 */
export async function axePasses(
  page: Page,
  {viewports = AXE_VIEWPORTS, ready}: AxePassOptions = {},
): Promise<AxePass[]> {
  const passes: AxePass[] = [];
  const firstMode = new Map<number, string>();
  for (const [index, mode] of COLOUR_MODES.entries()) {
    await page.emulateMedia({colorScheme: mode});
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    for (const [at, viewport] of viewports.entries()) {
      await page.setViewportSize(viewport);
      await ready?.();
      await settleAnimations(page);
      const digest = await layoutDigest(page);
      if (index === 0) firstMode.set(at, digest);
      const colourOnly = index > 0 && firstMode.get(at) === digest;
      passes.push({
        mode,
        width: viewport.width,
        colourOnly,
        violations: await axeViolations(page, undefined, {colourOnly}),
      });
    }
  }
  return passes;
}

/**
 * {@link axePasses}, each pass a soft assertion, so one run reports every
 * combination that axe faults.
 */
export async function expectAxeClean(
  page: Page,
  options: AxePassOptions = {},
): Promise<void> {
  for (const pass of await axePasses(page, options)) {
    expect
      .soft(
        pass.violations,
        `${pass.mode} mode at ${pass.width} px${pass.colourOnly ? ' (colour rules; the layout of light mode)' : ''}`,
      )
      .toEqual([]);
  }
}
