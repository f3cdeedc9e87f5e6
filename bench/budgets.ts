/**
 * Every budget the benchmarks hold the site to, in one place: `npm run bench`
 * (bench/run.ts) and the search benchmark (bench/search) import them.
 * Sizes are bytes (printed in kB = 1000 bytes, see units.ts), times ms.
 */

/**
 * Lighthouse 13, mobile, median of the runs, on every page type in every locale: how fast a
 * phone shows and uses a page. A static page under the same throttling
 * paints at about 0.9 s; Starlight's guides score 100 with LCP 1.1 s.
 */
export const LIGHTHOUSE = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
};

/**
 * A zh-TW guide's first-load JavaScript over the English guide's, gzip. Each
 * UI string travels in the chunk that uses it (plugins/fast-load,
 * `bundle/inlineTranslations.ts`), so a locale adds only its page's strings
 * and its longer route data (about 0.6 kB on a guide).
 */
export const TRANSLATION_JS_OVER_GZIP = 1_500;

/** The page types with a byte budget (bench/pages.ts measures the same ones). */
export type PageTypeName =
  | 'home'
  | 'guide'
  | 'guide + diagram'
  | 'section index'
  | 'api root'
  | 'api operation'
  | 'release note'
  | 'search page';

/**
 * First-load JavaScript of a guide, gzip: slow mobile networks pay for each
 * KB. 150 kB until reader signals came to the end of every guide: their
 * loader (src/components/LoadWhenNear and its wrappers: 1.0 kB in the doc
 * page's chunk, 0.2 kB in the entry and runtime) is part of the first load,
 * the forms themselves (5 kB) load when the reader comes near them; zh-TW
 * guides measured 151.1 kB then.
 */
const GUIDE_JS_GZIP = 152_000;

/**
 * JavaScript a first visit downloads until the page has hydrated, gzip, by
 * page type, in each locale. A test (e2e/byte-budgets.spec.ts) holds every
 * page type to it in both locales; the bench reports it beside stock
 * Docusaurus. Measured at 128.5 (home), 149.6 (guides), 150.8 (section
 * index), 150.2 (API root), 161.5 (API operation: the request samples and
 * their tabs), 146.4 (release note) and 137.3 kB (/search) when set, the
 * zh-TW figure where it is larger.
 */
export const FIRST_LOAD_JS_GZIP: Record<PageTypeName, number> = {
  home: 135_000,
  guide: GUIDE_JS_GZIP,
  'guide + diagram': GUIDE_JS_GZIP,
  'section index': 155_000,
  'api root': 155_000,
  'api operation': 170_000,
  'release note': GUIDE_JS_GZIP,
  'search page': 145_000,
};

/**
 * The stylesheet every page loads, gzip (one file: plugins/fast-load prunes
 * the rules no page uses; 18.0 kB when this budget was set).
 */
export const FIRST_LOAD_CSS_GZIP = 22_000;

/**
 * Longest main-thread task while a page boots, from its first contentful
 * paint on, at 4× CPU, on every page type: the page ignores taps that long,
 * and Lighthouse's TBT counts each one's time over 50 ms. Read from a trace
 * as the task's CPU time × 4 (tasks.ts), the median of BOOT_TASK_RUNS loads,
 * so a busy machine does not inflate it. The bench reports beside it the
 * longest Long Animation Frame (a task plus the rendering after it, wall
 * time at 4× CPU throttling) and the first render before that paint
 * (loaf.ts).
 */
export const LONGEST_BOOT_TASK_MS = 50;

/**
 * Loads per page for the boot task's median. One load in four or five has a
 * task 1.5–3× its usual length (a shared 2-core machine: another process on
 * the sibling core slows the thread's own CPU time too), so a median of 3
 * can land on one.
 */
export const BOOT_TASK_RUNS = 5;

/** Input to next paint at 4× CPU, per interaction: how long a tap waits for an answer. */
export const INTERACTION_MS = 100;

/** `npm run build` of every locale, from a clean cache, postbuild compression included: each locale adds a whole build. */
export const BUILD_SECONDS = 60;

/**
 * Bytes from reaching for the search button to the first results (the
 * dialog's code and the index's manifest and shards, gzip), per content
 * size and locale: flat as the guides grow. 1× (today's guides) is a test
 * (e2e/byte-budgets.spec.ts); 5× and 20× (copies of the guides) fail
 * `npm run bench:scale`. Measured on 7 Dec 2026 (8 000-character shards,
 * one hash for all of them): 54.4/51.7 kB (en/zh-TW) at 1×, 64.4/63.3
 * before; 57.2/54.8 kB at 1×, 68.4/67.1 at 5×, 78.6/82.4 at 20× after
 * round four's wording rules and glossary words (the code 16.3/16.4 kB).
 */
export const SEARCH_FIRST_RESULTS_GZIP: Record<
  1 | 5 | 20,
  Record<'en' | 'zh-TW', number>
> = {
  1: {en: 60_000, 'zh-TW': 60_000},
  5: {en: 70_000, 'zh-TW': 80_000},
  20: {en: 100_000, 'zh-TW': 100_000},
};

export const SEARCH = {
  totalGzip: 80_000,
  codeGzip: 25_000,
  indexGzip: 60_000,
  queryP95Ms: 5,
};
