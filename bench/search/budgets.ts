/**
 * The search budgets: bytes and query time are shared with `npm run bench`
 * (bench/budgets.ts); the frame budget of the search dialog and page is this
 * benchmark's own. Times in milliseconds.
 */
import {SEARCH} from '../budgets.ts';

export const SEARCH_BUDGETS = {
  ...SEARCH,
  /** Longest animation frame at 4× CPU slowdown while the index loads and the first results render. */
  longestFrameMs: 100,
} as const;

/** CPU slowdown of the frame measurements (Lighthouse's mobile profile). */
export const CPU_SLOWDOWN = 4;
