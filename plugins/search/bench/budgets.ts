/**
 * The search budgets (issues 4 and 11). Sizes in kB of 1000 bytes, gzip
 * level 6 as nginx's precompressed files; times in milliseconds.
 */
export const SEARCH_BUDGETS = {
  /** Everything downloaded from reaching for the search button to the first results. */
  totalGzip: 80_000,
  /** Of which JavaScript and CSS (results UI, client, worker, engine). */
  codeGzip: 25_000,
  /** Of which the index file. */
  indexGzip: 60_000,
  /** 95th percentile of one query's round trip to the worker and back. */
  queryP95Ms: 5,
  /** Longest animation frame at 4× CPU slowdown while the index loads and the first results render. */
  longestFrameMs: 100,
} as const;

/** CPU slowdown of the frame measurements (Lighthouse's mobile profile). */
export const CPU_SLOWDOWN = 4;
