/**
 * The reader's area sent with a query (`SearchParams.area`): the path of
 * the page being read, below the locale's base URL. The dialog sends its
 * page's (useReaderArea.ts) and its "See all" link carries it to
 * `/search` as the `area` parameter; `/search` reads that, or the page
 * it was opened from (referrer.ts). Nothing is
 * stored: no cookie, no identifier.
 */
import {limitArea} from '@paynow-docs/search-engine/query';

/** The query parameter of `/search` that carries the reader's area. */
export const AREA_PARAM = 'area';

/** `pathname` below `baseUrl`, as an area ({@link limitArea}); undefined outside it. */
export function areaOfPath(
  pathname: string,
  baseUrl: string,
): string | undefined {
  return pathname.startsWith(baseUrl)
    ? limitArea(pathname.slice(baseUrl.length))
    : undefined;
}
