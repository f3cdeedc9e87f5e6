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
  const score = (id: string) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) =>
      category.auditRefs
        .filter(
          (ref) =>
            ref.weight > 0 &&
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
      for (let i = 0; i < runs; i += 1) {
        results.push(await once(Number(chrome.port), url));
      }
      const keys = Object.keys(results[0]!.scores) as (keyof Scores)[];
      return {
        ...(Object.fromEntries(
          keys.map((key) => [
            key,
            median(results.map((result) => result.scores[key])),
          ]),
        ) as unknown as Scores),
        failing: [...new Set(results.flatMap((result) => result.failing))],
        lcpElement: results.find((result) => result.lcpElement)?.lcpElement,
      };
    },
    async close() {
      chrome.kill();
    },
  };
}
