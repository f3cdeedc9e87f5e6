/**
 * Main-thread work during load at 4× CPU slowdown, read from Chromium's Long
 * Animation Frames API: every frame over 50 ms with the scripts that ran in
 * it. This is the "no task over 50 ms" check for the boot: a long frame
 * after the first contentful paint delays every tap on a phone (Lighthouse's
 * TBT is a simulation of the same tasks, counted from that paint on). The
 * frames before it are the browser's first render of the page's HTML
 * (parsing, style, layout, paint), reported apart: nothing is on screen to
 * tap yet, and on this site no script of the app runs before it.
 */
import type {Browser, Page} from '@playwright/test';

/** The CPU slowdown of Lighthouse's mobile profile. */
export const CPU_SLOWDOWN = 4;

export interface LoafScript {
  /** e.g. `https://…/main.js`, `DIV.onclick`, `Response.json.then`. */
  invoker: string;
  source: string;
  duration: number;
}

export interface Loaf {
  start: number;
  duration: number;
  blockingDuration: number;
  /** Style and layout at the end of the frame. */
  styleAndLayout: number;
  scripts: LoafScript[];
}

export interface LoadProfile {
  frames: Loaf[];
  /** The first contentful paint, ms from navigation start. */
  firstContentfulPaint: number;
  /** The longest frame that started before the first contentful paint (the first render), 0 when none was over 50 ms. */
  firstRender: number;
  /** The longest frame from the first contentful paint on (the boot), 0 when none was over 50 ms. */
  longest: number;
  /** Sum of `blockingDuration` (time over 50 ms) of the boot's frames. */
  blocking: number;
}

/** Splits frames at the first contentful paint: the first render before it, the boot after. */
export function splitAtFirstPaint(
  frames: readonly Loaf[],
  firstContentfulPaint: number,
): Pick<LoadProfile, 'firstRender' | 'longest' | 'blocking'> {
  const before = frames.filter((frame) => frame.start < firstContentfulPaint);
  const boot = frames.filter((frame) => frame.start >= firstContentfulPaint);
  return {
    firstRender: Math.max(0, ...before.map((frame) => frame.duration)),
    longest: Math.max(0, ...boot.map((frame) => frame.duration)),
    blocking: boot.reduce((sum, frame) => sum + frame.blockingDuration, 0),
  };
}

/** Collects LoAF entries from the very start of the page (buffered). */
const OBSERVE = `(() => {
  window.__pnLoaf = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__pnLoaf.push(e.toJSON());
    }).observe({type: 'long-animation-frame', buffered: true});
  } catch {}
})();`;

/** A page in a fresh context with the CPU slowed down like Lighthouse's mobile profile. */
export async function slowPage(
  browser: Browser,
  viewport = {width: 412, height: 823},
): Promise<Page> {
  const context = await browser.newContext({viewport});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  await page.addInitScript(OBSERVE);
  return page;
}

/** Loads `url` at 4× CPU and returns the frames over 50 ms until the network and main thread are quiet. */
export async function profileLoad(
  browser: Browser,
  url: string,
): Promise<LoadProfile> {
  const page = await slowPage(browser);
  try {
    await page.goto(url, {waitUntil: 'networkidle'});
    // Idle-time work (prefetch batches, deferred modules) belongs to the load.
    await page.waitForTimeout(1500);
    const firstContentfulPaint = await page.evaluate(
      () =>
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    );
    if (firstContentfulPaint === undefined) {
      throw new Error(`${url} painted no content`);
    }
    const frames = (await page.evaluate(
      () => (window as unknown as {__pnLoaf: unknown[]}).__pnLoaf,
    )) as {
      startTime: number;
      duration: number;
      blockingDuration: number;
      styleAndLayoutStart: number;
      renderStart: number;
      scripts: {
        invoker: string;
        sourceURL: string;
        sourceFunctionName: string;
        duration: number;
      }[];
    }[];
    const loafs = frames.map((frame): Loaf => ({
      start: Math.round(frame.startTime),
      duration: Math.round(frame.duration),
      blockingDuration: Math.round(frame.blockingDuration),
      styleAndLayout: frame.styleAndLayoutStart
        ? Math.round(
            frame.startTime + frame.duration - frame.styleAndLayoutStart,
          )
        : 0,
      scripts: frame.scripts.map((script) => ({
        invoker: script.invoker,
        source:
          `${script.sourceURL.replace(/^.*\//, '')} ${script.sourceFunctionName}`.trim(),
        duration: Math.round(script.duration),
      })),
    }));
    return {
      frames: loafs,
      firstContentfulPaint: Math.round(firstContentfulPaint),
      ...splitAtFirstPaint(loafs, firstContentfulPaint),
    };
  } finally {
    await page.context().close();
  }
}

/** One line per frame: `412 ms (style+layout 30) main.js 380, …`. */
export function describeFrames(frames: readonly Loaf[]): string[] {
  return frames.map(
    (frame) =>
      `@${frame.start} ${frame.duration} ms (style+layout ${frame.styleAndLayout})` +
      frame.scripts
        .filter((script) => script.duration >= 5)
        .map(
          (script) =>
            ` · ${script.invoker} [${script.source}] ${script.duration}`,
        )
        .join(''),
  );
}
