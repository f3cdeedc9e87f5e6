/**
 * Every budget the benchmarks hold the site to, in one place: `npm run bench`
 * (bench/run.ts) and the search benchmark (bench/search) import them.
 * Sizes are bytes (printed in kB = 1000 bytes, see units.ts), times ms.
 */

/** Lighthouse 12, mobile, median of the runs (issue 10). */
export const LIGHTHOUSE = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 100,
  cls: 0,
};

/** JavaScript a first visit downloads, gzip (issue 7), by page type. */
export const FIRST_LOAD_JS_GZIP: Record<string, number> = {
  guide: 180_000,
  'guide (zh-TW)': 180_000,
  'guide + diagram': 180_000,
  'api operation': 200_000,
};

/** Longest main-thread frame while a page loads at 4× CPU (issue 10). */
export const LONGEST_FRAME_MS = 50;

/** Input to next paint at 4× CPU, per interaction (issue 10). */
export const INTERACTION_MS = 100;

/** A zh-TW guide's first-load JavaScript over the English guide's, gzip (issue 20). */
export const TRANSLATION_JS_OVER_GZIP = 2_000;

/** `npm run build` of every locale, from a clean cache, postbuild compression included (issue 20). */
export const BUILD_SECONDS = 60;

/** The search modal, from opening it to the first results (issue 4). */
export const SEARCH = {
  totalGzip: 80_000,
  codeGzip: 25_000,
  indexGzip: 60_000,
  queryP95Ms: 5,
};
