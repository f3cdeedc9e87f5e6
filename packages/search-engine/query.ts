/**
 * Limits on what a reader can search for, shared by the UI (browser), the
 * engine (web worker, CLI) and the tests. No dependencies: the UI imports it
 * without pulling in the engine.
 */

/**
 * Longest query, in characters: longer than any real question, and far
 * below the 8 KB a URL may have (`/search?q=` keeps the query in the URL,
 * where each CJK character takes 9 bytes).
 */
export const MAX_QUERY_LENGTH = 200;

/** Distinct words of a query that are searched; later ones are ignored. */
export const MAX_QUERY_TERMS = 12;

/** The query as searched: at most {@link MAX_QUERY_LENGTH} characters. */
export function limitQuery(query: string): string {
  return Array.from(query).slice(0, MAX_QUERY_LENGTH).join('');
}

/** Longest reader's area (`SearchParams.area`: a path of the site), in characters. */
export const MAX_AREA_LENGTH = 200;

/**
 * A reader's area as searched: a path of the site below its base URL
 * (`docs/payment-admin/seller`), or from the origin, with it
 * (`/paynow-guideline/docs/payment-admin/seller`), slashes at its end
 * dropped; undefined for anything else (not a string, too long,
 * characters a URL path does not have unescaped, `..`).
 */
export function limitArea(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_AREA_LENGTH)
    return undefined;
  const path = value.replace(/^\/+/, '/').replace(/\/+$/, '');
  return /^[\w\-.~%/]+$/.test(path) && !path.split('/').includes('..')
    ? path
    : undefined;
}
