/**
 * The reader's area: the part of the site the reader is reading (a back
 * office, the buyers' or the merchants' flows, the API reference), sent
 * with a query so that, of two pages the ranking finds equally good, the
 * one in that area comes first. Never more than a tie-break: a page that
 * matches better stays above it.
 *
 * An area is a run of pages with one area name (`lvl0`: the name results
 * are grouped under), written into the chunked index's manifest with the
 * path below the base URL that its pages' folders share
 * (`docs/payment-admin`). A reader's page or area path resolves to the
 * area whose path is the longest that contains it.
 */
import {byPage, type RankedPage} from './page-rank.ts';
import type {SearchRecord} from './types.ts';

/** A path's segments, without the base URL, slashes at its ends, query or anchor. */
function segmentsOf(path: string, baseUrl: string): string[] {
  const bare = path.split(/[?#]/)[0]!;
  const below = bare.startsWith(baseUrl) ? bare.slice(baseUrl.length) : bare;
  return below.split('/').filter(Boolean);
}

/** The folder of a page's URL below the base URL (an index page `docs/x/` is its own folder). */
function folderOf(url: string, baseUrl: string): string[] {
  const segments = segmentsOf(url, baseUrl);
  return url.split(/[?#]/)[0]!.endsWith('/') ? segments : segments.slice(0, -1);
}

/**
 * The areas of the pages of an index, in page order (`pages`: each
 * page's records): a run of consecutive pages with one `lvl0` and the
 * path their folders share (empty for pages at the root: no area).
 */
export function areaRuns(
  pages: readonly (readonly SearchRecord[])[],
  baseUrl: string,
): [first: number, path: string][] {
  const runs: {first: number; name: string; folder: string[]}[] = [];
  pages.forEach(([record], page) => {
    const folder = folderOf(record!.url, baseUrl);
    const last = runs.at(-1);
    if (last && last.name === record!.hierarchy.lvl0) {
      let shared = 0;
      while (
        shared < last.folder.length &&
        last.folder[shared] === folder[shared]
      )
        shared += 1;
      last.folder = last.folder.slice(0, shared);
    } else {
      runs.push({first: page, name: record!.hierarchy.lvl0, folder});
    }
  });
  return runs.map(({first, folder}) => [first, folder.join('/')]);
}

/** The areas of an index by path (each once, none empty), in page order. */
export function areaPaths(
  runs: readonly (readonly [number, string])[] = [],
): string[] {
  return [...new Set(runs.map(([, path]) => path).filter(Boolean))];
}

/**
 * The area a reader's page or area path is in: the area whose path
 * contains it, the longest; null when none does (the home page, a path
 * the index does not know).
 */
export function areaOf(
  runs: readonly (readonly [number, string])[] = [],
  path: string,
  baseUrl: string,
): string | null {
  const wanted = segmentsOf(path, baseUrl);
  let best: string | null = null;
  for (const area of areaPaths(runs)) {
    const segments = area.split('/');
    if (
      segments.length <= wanted.length &&
      segments.every((segment, n) => segment === wanted[n]) &&
      (best === null || segments.length > best.split('/').length)
    )
      best = area;
  }
  return best;
}

/**
 * How close two scores are for their pages to count as equally good
 * (with the same tiers): within this share of the better one. Closer
 * than that, which page matches better is not a thing the score tells
 * (a heading a word longer, a section more): the reader's area decides.
 */
export const TIE_MARGIN = 0.1;

/** Whether `page` is in the reader's `area` (null: no area, or one the index does not know). */
export function inAreaOf(
  runs: readonly (readonly [number, string])[] = [],
  area: string | null,
): ((page: number) => boolean) | null {
  if (area === null) return null;
  const known = new Map<number, boolean>();
  return (page) => {
    let kept = known.get(page);
    if (kept === undefined) {
      let run = 0;
      while (run + 1 < runs.length && runs[run + 1]![0] <= page) run += 1;
      kept = runs[run]?.[1] === area;
      known.set(page, kept);
    }
    return kept;
  };
}

/** Whether `b`, ranked after `a`, is as good: the same tiers, and a score within {@link TIE_MARGIN} of `a`'s. */
export function equallyGood(a: RankedPage, b: RankedPage): boolean {
  return (
    byPage({...a, score: 0}, {...b, score: 0}) === 0 &&
    b.score >= a.score * (1 - TIE_MARGIN)
  );
}

/**
 * Ranked `pages` with the reader's area breaking ties: each run of
 * pages as good as its first ({@link equallyGood}) has its pages of
 * the area first, each group in its order. A page never passes one
 * that matches better.
 */
export function areaFirst<P extends RankedPage & {page: number}>(
  pages: P[],
  inArea: (page: number) => boolean,
): P[] {
  const ordered: P[] = [];
  for (let start = 0; start < pages.length;) {
    let end = start + 1;
    while (end < pages.length && equallyGood(pages[start]!, pages[end]!))
      end += 1;
    const run = pages.slice(start, end);
    ordered.push(
      ...run.filter(({page}) => inArea(page)),
      ...run.filter(({page}) => !inArea(page)),
    );
    start = end;
  }
  return ordered;
}
