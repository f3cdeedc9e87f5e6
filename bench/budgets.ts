/**
 * Every budget the benchmarks hold the site to, in one place: `npm run bench`
 * (bench/run.ts) and the search benchmark (bench/search) import them.
 * Sizes are bytes (printed in kB = 1000 bytes, see units.ts), times ms.
 */

/** Lighthouse 12, mobile, median of the runs: how fast a phone shows and uses a page. */
export const LIGHTHOUSE = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 100,
  cls: 0,
};

/** JavaScript a first visit downloads, gzip, by page type: slow mobile networks pay for each KB. */
export const FIRST_LOAD_JS_GZIP: Record<string, number> = {
  guide: 180_000,
  'guide (zh-TW)': 180_000,
  'guide + diagram': 180_000,
  'api operation': 200_000,
};

/** Longest main-thread frame while a page loads at 4× CPU: the page ignores taps that long. */
export const LONGEST_FRAME_MS = 50;

/** Input to next paint at 4× CPU, per interaction: how long a tap waits for an answer. */
export const INTERACTION_MS = 100;

/** A zh-TW guide's first-load JavaScript over the English guide's, gzip: a second locale must not slow the first. */
export const TRANSLATION_JS_OVER_GZIP = 2_000;

/** `npm run build` of every locale, from a clean cache, postbuild compression included: each locale adds a whole build. */
export const BUILD_SECONDS = 60;

/** The search modal, from opening it to the first results: readers search first. */
export const SEARCH = {
  totalGzip: 80_000,
  codeGzip: 25_000,
  indexGzip: 60_000,
  queryP95Ms: 5,
};
