/**
 * Interaction latency at 4× CPU: from a click to the next paint, as the
 * browser's Event Timing API reports it (the measure behind INP: input delay
 * + handlers + rendering), on a hydrated page, the median of several
 * loads. Desktop viewport, where the doc sidebar is on screen.
 */
import type {Browser, Page} from '@playwright/test';
import {slowPage} from './loaf.ts';
import {median} from './units.ts';

export interface Interaction {
  name: string;
  /** Route relative to the base URL. */
  path: string;
  /** Clicks the control; resolves once the click was dispatched. */
  act: (page: Page) => Promise<void>;
}

/** The interactions whose delay a reader feels (sidebar category, theme toggle, code-sample tab), for a site with these routes. */
export function interactions(routes: {
  guide: string | null;
  tabs: string | null;
}): Interaction[] {
  return [
    ...(routes.guide
      ? [
          {
            name: 'sidebar category',
            path: routes.guide,
            act: (page: Page) =>
              page
                .locator(
                  '.theme-doc-sidebar-menu .menu__list-item--collapsed > div > .menu__link--sublist, .theme-doc-sidebar-menu .menu__list-item--collapsed > .menu__link--sublist',
                )
                .first()
                .click(),
          },
          {
            name: 'theme toggle',
            path: routes.guide,
            act: (page: Page) =>
              page
                .getByRole('button', {name: /dark|light|system/i})
                .first()
                .click(),
          },
        ]
      : []),
    ...(routes.tabs
      ? [
          {
            name: 'code-sample tab',
            path: routes.tabs,
            act: (page: Page) =>
              page
                .locator('[role="tab"][aria-selected="false"]')
                .first()
                .click(),
          },
        ]
      : []),
  ];
}

const OBSERVE_EVENTS = `(() => {
  window.__pnEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__pnEvents.push({id: e.interactionId, name: e.name, duration: e.duration});
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
})();`;

/** Latency in ms (Event Timing rounds to 8 ms) of one click on a fresh page; null when the control was not found. */
async function measureOnce(
  browser: Browser,
  origin: string,
  interaction: Interaction,
): Promise<number | null> {
  const page = await slowPage(browser, {width: 1280, height: 800});
  try {
    await page.goto(origin + interaction.path, {waitUntil: 'networkidle'});
    await page
      .locator('html[data-has-hydrated="true"]')
      .waitFor({timeout: 30_000});
    await page.waitForTimeout(1500);
    await page.evaluate(OBSERVE_EVENTS);
    await interaction.act(page);
    await page.waitForTimeout(1000);
    const events = (await page.evaluate(
      () =>
        (window as unknown as {__pnEvents: {duration: number}[]}).__pnEvents,
    )) as {duration: number}[];
    // A click is one interaction (pointerdown, pointerup, click): the longest of its events.
    return Math.max(16, ...events.map((event) => event.duration));
  } catch {
    return null;
  } finally {
    await page.context().close();
  }
}

/**
 * The median latency of `runs` clicks, each on a freshly loaded page (one
 * throttled click on a shared machine can take twice its usual time); null
 * when the control was not found.
 */
export async function measureInteraction(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  runs: number,
): Promise<number | null> {
  const latencies: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const latency = await measureOnce(browser, origin, interaction);
    if (latency === null) return null;
    latencies.push(latency);
  }
  return median(latencies);
}
