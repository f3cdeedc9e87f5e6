/**
 * Lighthouse 13 (≥ 13.5, what PageSpeed Insights runs), mobile profile with
 * simulated throttling (its defaults), in one shared Chromium: the median of
 * several runs per page, and its Agentic Browsing category audit by audit.
 *
 * Lighthouse 13 reads robots.txt's `Content-Signal` line as a known record
 * (GoogleChrome/lighthouse#16767), so the SEO score is Lighthouse's own:
 * nothing is counted as passed here.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../site.settings.ts';
import {median} from './units.ts';

/** One audit of the Agentic Browsing category, as Lighthouse's report shows it. */
export interface AgenticAudit {
  id: string;
  /** `pass` and `fail` as the report counts them (score ≥ 0.9 passes). */
  result: 'pass' | 'fail' | 'not applicable' | 'informative';
  score: number | null;
  /** Lighthouse's own words when the audit did not pass fully (warnings, errors). */
  note?: string;
}

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits under 100 outside performance and Agentic Browsing, in any run. */
  failing: string[];
  /** The Agentic Browsing audits of the last run (the category has no score to take a median of). */
  agentic: AgenticAudit[];
  lcpElement?: string;
}

type Scores = Omit<LighthouseResult, 'failing' | 'lcpElement' | 'agentic'>;

/** Lighthouse's pass threshold (its report's `RATINGS.PASS.minScore`). */
const PASS = 0.9;

interface Audit {
  score: number | null;
  scoreDisplayMode?: string;
  details?: unknown;
  explanation?: string;
  displayValue?: string;
}

interface Category {
  id: string;
  score: number | null;
  auditRefs: {id: string; weight: number}[];
}

/**
 * Audits that only apply when a file exists; a documentation site publishes
 * it, so "not applicable" is a missing file, not a pass.
 */
export const AGENTIC_FILE_AUDITS = ['llms-txt', 'ard-schema'] as const;

/** Each audit of the Agentic Browsing category, as the report counts it. */
export function agenticAudits(
  category: Category | undefined,
  audits: Record<string, Audit | undefined>,
): AgenticAudit[] {
  return (category?.auditRefs ?? []).map((ref) => {
    const audit = audits[ref.id];
    const mode = audit?.scoreDisplayMode;
    const score = audit?.score ?? null;
    const result: AgenticAudit['result'] =
      mode === 'notApplicable'
        ? 'not applicable'
        : mode === 'informative' || mode === 'manual'
          ? 'informative'
          : score !== null && score >= PASS
            ? 'pass'
            : 'fail';
    const items = (
      audit?.details as {items?: Record<string, unknown>[]} | undefined
    )?.items;
    const note = [
      audit?.explanation,
      audit?.displayValue,
      ...(items ?? []).map((item) =>
        [item.element, item.issue, item.severity]
          .filter((part) => typeof part === 'string')
          .join(': '),
      ),
    ]
      .filter(Boolean)
      .join('; ');
    return {
      id: ref.id,
      result,
      score,
      ...(note && (score === null || score < 1) ? {note} : {}),
    };
  });
}

/**
 * The Agentic Browsing gate: every audit that applies passes, and the
 * file audits ({@link AGENTIC_FILE_AUDITS}) apply. Informative audits
 * (WebMCP's, for a site with no forms to expose) are not counted, as in the
 * report.
 */
export function agenticFailures(audits: readonly AgenticAudit[]): string[] {
  if (audits.length === 0) return ['agentic: no Agentic Browsing category'];
  return audits.flatMap((audit) => {
    if (audit.result === 'fail') {
      return [`agentic ${audit.id} ${audit.score ?? 'error'}`];
    }
    if (
      audit.result === 'not applicable' &&
      (AGENTIC_FILE_AUDITS as readonly string[]).includes(audit.id)
    ) {
      return [`agentic ${audit.id} not applicable`];
    }
    return [];
  });
}

/** The selector of the first DOM node in an audit's details (Lighthouse 13's LCP insight nests it). */
export function firstNodeSelector(details: unknown): string | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const value = details as {type?: string; selector?: string};
  if (value.type === 'node' && typeof value.selector === 'string') {
    return value.selector;
  }
  for (const child of Object.values(details)) {
    const found = firstNodeSelector(child);
    if (found) return found;
  }
  return undefined;
}

export interface LighthouseBrowser {
  run: (url: string, runs: number) => Promise<LighthouseResult>;
  close: () => Promise<void>;
}

async function once(
  port: number,
  url: string,
): Promise<{
  scores: Scores;
  failing: string[];
  agentic: AgenticAudit[];
  lcpElement?: string;
}> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [
      'performance',
      'accessibility',
      'best-practices',
      'seo',
      'agentic-browsing',
    ],
  });
  const lhr = result!.lhr;
  // An overloaded machine can time a run out: its scores are null, not 0.
  if (lhr.runtimeError || lhr.categories.performance?.score == null) {
    throw new Error(
      `Lighthouse run failed on ${url}: ${lhr.runtimeError?.code ?? 'no performance score'}`,
    );
  }
  const audits = lhr.audits as Record<string, Audit | undefined>;
  const score = (id: string) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(lhr.categories)
    .filter(
      (category) =>
        category.id !== 'performance' && category.id !== 'agentic-browsing',
    )
    .flatMap((category) =>
      category.auditRefs
        .filter(
          (ref) =>
            ref.weight > 0 &&
            audits[ref.id]?.score !== null &&
            (audits[ref.id]?.score ?? 1) < 1,
        )
        .map((ref) => `${category.id}/${ref.id}`),
    );
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
    agentic: agenticAudits(
      lhr.categories['agentic-browsing'] as Category | undefined,
      audits,
    ),
    lcpElement: firstNodeSelector(audits['lcp-breakdown-insight']?.details),
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
        agentic: results.at(-1)!.agentic,
        lcpElement: results.find((result) => result.lcpElement)?.lcpElement,
      };
    },
    async close() {
      chrome.kill();
    },
  };
}
