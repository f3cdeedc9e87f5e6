/**
 * The reader's area sent with a query (`SearchParams.area`): the path of
 * the page being read, below the locale's base URL. The dialog sends its
 * page's; `/search` the page the reader came from: the `area` parameter
 * the dialog's "See all" link carries, else the referrer when it is a
 * page of this site and `/search` is the page this document was loaded
 * as. Nothing is stored: no cookie, no identifier. The hooks are in
 * useReaderArea.ts.
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

/**
 * The area `/search` searches with: its `area` parameter; else the page
 * the document was opened from (`referrer`), when it is of this origin
 * and under `baseUrl` and the document was loaded at `/search` itself
 * (`loadedAt`: after moves inside the app, the referrer is an older page's).
 */
export function referringArea({
  search,
  referrer,
  origin,
  baseUrl,
  loadedAt,
  pathname,
}: {
  search: string;
  referrer: string;
  origin: string;
  baseUrl: string;
  loadedAt: string | undefined;
  pathname: string;
}): string | undefined {
  const param = new URLSearchParams(search).get(AREA_PARAM);
  if (param !== null) return limitArea(param);
  if (!referrer || loadedAt !== pathname) return undefined;
  try {
    const from = new URL(referrer);
    return from.origin === origin
      ? areaOfPath(from.pathname, baseUrl)
      : undefined;
  } catch {
    return undefined;
  }
}
