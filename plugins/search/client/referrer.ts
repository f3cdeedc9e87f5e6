/**
 * The reader's area on `/search` (`SearchParams.area`, see readerArea.ts):
 * the page the reader came from. An entry of its own
 * (`@paynow-docs/search/client/referrer`), so the dialog's code does not
 * carry it.
 */
import {limitArea} from '@paynow-docs/search-engine/query';
import {AREA_PARAM, areaOfPath} from './readerArea.ts';

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
