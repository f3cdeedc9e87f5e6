/**
 * Main-thread tasks while a page loads, from a Chromium trace, by the CPU
 * time the main thread spent in each (`tdur`), not the wall time. A loaded
 * machine stretches wall time (the thread waits for a core) but not the CPU
 * time of a task, so these numbers stay comparable between runs that the Long
 * Animation Frames of loaf.ts cannot compare. The page runs at full speed;
 * ×4 estimates the task at Lighthouse's 4× CPU slowdown.
 */
import type {Browser} from '@playwright/test';
import {CPU_SLOWDOWN} from './loaf.ts';
import {median} from './units.ts';

export interface Task {
  /** Start, ms from the first task. */
  start: number;
  /** Whether it started before the first contentful paint: the browser's first render of the HTML, not the boot. */
  firstRender: boolean;
  /** Main-thread CPU time × CPU_SLOWDOWN, ms. */
  cpu4x: number;
  /** The longest events inside, e.g. `Layout 15.2`, `FunctionCall main.js@1:169612 8.3` (CPU ms). */
  parts: string[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    beginData?: {url?: string};
    data?: {
      url?: string;
      functionName?: string;
      lineNumber?: number;
      columnNumber?: number;
    };
  };
}

const CATEGORIES = [
  'loading',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
];

function label(event: TraceEvent): string {
  const data = event.args?.data;
  const file = data?.url?.replace(/^.*\//, '');
  const where =
    event.name === 'FunctionCall' && data?.lineNumber !== undefined
      ? `@${data.lineNumber}:${data.columnNumber}`
      : '';
  return [event.name, file && `${file}${where}`, data?.functionName]
    .filter(Boolean)
    .join(' ');
}

/** Loads `url` at full speed and returns its main-thread tasks, longest first. */
export async function traceTasks(
  browser: Browser,
  url: string,
  viewport = {width: 412, height: 823},
): Promise<Task[]> {
  const context = await browser.newContext({viewport});
  const page = await context.newPage();
  let events: TraceEvent[];
  try {
    await browser.startTracing(page, {categories: CATEGORIES});
    await page.goto(url, {waitUntil: 'networkidle'});
    // Idle-time work (prefetch batches, deferred modules) belongs to the load.
    await page.waitForTimeout(1500);
    events = (
      JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      }
    ).traceEvents;
  } finally {
    await context.close();
  }
  const origin = new URL(url).origin;
  // The renderer main thread that parsed this page.
  const parser = events.find(
    (event) =>
      event.name === 'ParseHTML' &&
      event.args?.beginData?.url?.startsWith(origin),
  );
  if (!parser) throw new Error(`no main thread parsed ${url} in the trace`);
  const thread = events.filter(
    (event) =>
      event.pid === parser.pid &&
      event.tid === parser.tid &&
      event.ph === 'X' &&
      event.tdur !== undefined,
  );
  const tasks = thread.filter((event) => event.name === 'RunTask');
  const first = Math.min(...tasks.map((task) => task.ts));
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === parser.pid,
  );
  if (!paint) throw new Error(`${url} painted no content in the trace`);
  return tasks
    .map((task): Task => {
      const end = task.ts + (task.dur ?? 0);
      const longest = new Map<string, number>();
      for (const event of thread) {
        if (
          event === task ||
          event.ts < task.ts ||
          event.ts + (event.dur ?? 0) > end ||
          /^(RunTask|ThreadControllerImpl|V8\.GC_|Blink)/.test(event.name)
        ) {
          continue;
        }
        const name = label(event);
        longest.set(name, Math.max(longest.get(name) ?? 0, event.tdur! / 1000));
      }
      return {
        start: Math.round((task.ts - first) / 1000),
        firstRender: task.ts < paint.ts,
        cpu4x: Math.round((task.tdur! / 1000) * CPU_SLOWDOWN),
        parts: [...longest]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, ms]) => `${name} ${ms.toFixed(1)}`),
      };
    })
    .sort((a, b) => b.cpu4x - a.cpu4x);
}

/** The longest task before and after the first contentful paint, medians over several loads. */
export interface TaskProfile {
  /** Longest task before the first contentful paint (the first render), CPU ms × 4. */
  firstRender: number;
  /** Longest task from the first contentful paint on (the boot), CPU ms × 4. */
  boot: number;
  /** The boot's longest task in each load, in load order. */
  bootRuns: number[];
}

/** Loads `url` `runs` times and returns the median longest task before and after the first contentful paint. */
export async function profileTasks(
  browser: Browser,
  url: string,
  runs: number,
): Promise<TaskProfile> {
  const firstRender: number[] = [];
  const bootRuns: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const tasks = await traceTasks(browser, url);
    const longest = (before: boolean) =>
      tasks.find((task) => task.firstRender === before)?.cpu4x ?? 0;
    firstRender.push(longest(true));
    bootRuns.push(longest(false));
  }
  return {firstRender: median(firstRender), boot: median(bootRuns), bootRuns};
}
