/**
 * Lighthouse 12, mobile profile with simulated throttling (its defaults), in
 * one shared Chromium: the median of several runs per page.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../site.settings.ts';
import {median} from './units.ts';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits under 100 outside performance, in any run. */
  failing: string[];
  lcpElement?: string;
}

type Scores = Omit<LighthouseResult, 'failing' | 'lcpElement'>;

/**
 * robots.txt records Lighthouse's parser does not know, which RFC 9309
 * (section 2.2.4) lets crawlers read: the site's `Content-Signal` line (the
 * agent signals of plugins/markdown-export). The SEO score counts a
 * robots.txt whose only "errors" are these as valid.
 */
export const OTHER_ROBOTS_RECORDS = /^Content-Signal:/;

interface Audit {
  score: number | null;
  details?: unknown;
}

/** Whether the robots-txt audit failed only on records of OTHER_ROBOTS_RECORDS. */
export function robotsFailsOnlyOnOtherRecords(
  audit: Audit | undefined,
): boolean {
  const items = (audit?.details as {items?: {line?: string}[]} | undefined)
    ?.items;
  return (
    audit?.score === 0 &&
    !!items?.length &&
    items.every((item) => OTHER_ROBOTS_RECORDS.test(item.line ?? ''))
  );
}

/** A category's score (0–100) as Lighthouse weighs it, with the given audits counted as passed. */
export function categoryScore(
  category: {auditRefs: {id: string; weight: number}[]},
  audits: Record<string, Audit | undefined>,
  passed: ReadonlySet<string>,
): number {
  let total = 0;
  let weights = 0;
  for (const ref of category.auditRefs) {
    const score = passed.has(ref.id) ? 1 : audits[ref.id]?.score;
    if (ref.weight === 0 || score === null || score === undefined) continue;
    total += ref.weight * score;
    weights += ref.weight;
  }
  return weights ? Math.round((total / weights) * 100) : 0;
}

export interface LighthouseBrowser {
  run: (url: string, runs: number) => Promise<LighthouseResult>;
  close: () => Promise<void>;
}

async function once(
  port: number,
  url: string,
): Promise<{scores: Scores; failing: string[]; lcpElement?: string}> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const lhr = result!.lhr;
  // An overloaded machine can time a run out: its scores are null, not 0.
  if (lhr.runtimeError || lhr.categories.performance?.score == null) {
    throw new Error(
      `Lighthouse run failed on ${url}: ${lhr.runtimeError?.code ?? 'no performance score'}`,
    );
  }
  const passed = new Set(
    robotsFailsOnlyOnOtherRecords(lhr.audits['robots-txt'])
      ? ['robots-txt']
      : [],
  );
  const score = (id: string) => {
    const category = lhr.categories[id];
    return category ? categoryScore(category, lhr.audits, passed) : 0;
  };
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) =>
      category.auditRefs
        .filter(
          (ref) =>
            ref.weight > 0 &&
            !passed.has(ref.id) &&
            lhr.audits[ref.id]?.score !== null &&
            (lhr.audits[ref.id]?.score ?? 1) < 1,
        )
        .map((ref) => `${category.id}/${ref.id}`),
    );
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as
      {items?: {items?: {node?: {selector?: string}}[]}[]} | undefined
  )?.items?.[0]?.items;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    },
    failing,
    lcpElement: lcpItems?.[0]?.node?.selector,
  };
}

export async function launchLighthouse(): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  return {
    async run(url, runs) {
      const results: Awaited<ReturnType<typeof once>>[] = [];
      const errors: string[] = [];
      for (let i = 0; i < runs; i += 1) {
        try {
          results.push(await once(Number(chrome.port), url));
        } catch (error) {
          errors.push((error as Error).message);
        }
      }
      if (!results.length) throw new Error(errors.join('; '));
      const keys = Object.keys(results[0]!.scores) as (keyof Scores)[];
      return {
        ...(Object.fromEntries(
          keys.map((key) => [
            key,
            median(results.map((result) => result.scores[key])),
          ]),
        ) as unknown as Scores),
        failing: [
          ...new Set(results.flatMap((result) => result.failing)),
          ...errors.map(() => 'failed run (not in the median)'),
        ],
        lcpElement: results.find((result) => result.lcpElement)?.lcpElement,
      };
    },
    async close() {
      chrome.kill();
    },
  };
}
