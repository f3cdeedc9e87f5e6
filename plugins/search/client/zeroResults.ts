/**
 * A query that found nothing, recorded for the site's authors: once per
 * distinct query and page load, after its results have settled (never per
 * keystroke), posted as JSON with `keepalive` so it survives the reader
 * leaving the page. A passive signal: nothing is sent under Global Privacy
 * Control, and a failure is silent and never throws.
 */
/** How long a query must show no results, unchanged, before it is recorded (ms). */
export const ZERO_RESULT_DELAY_MS = 1000;

export interface ZeroResultRecorder {
  /** Posts `query` unless this recorder already has it (or GPC is on); never throws. */
  record(query: string): boolean;
}

/** One query as recorded: spaces trimmed and collapsed, letters lower-cased. */
export function queryKey(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function createZeroResultRecorder({
  endpoint,
  locale,
  post = (url, init) => fetch(url, init),
  privacyControl = () => false,
}: {
  endpoint: string;
  locale: string;
  post?: (url: string, init: RequestInit) => Promise<unknown>;
  /** True when the browser asks for Global Privacy Control. */
  privacyControl?: () => boolean;
}): ZeroResultRecorder {
  const recorded = new Set<string>();
  return {
    record(query) {
      const key = queryKey(query);
      if (key === '' || recorded.has(key) || privacyControl()) return false;
      recorded.add(key);
      try {
        post(endpoint, {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify({
            kind: 'zero-result',
            locale,
            query: query.trim(),
          }),
          credentials: 'omit',
          keepalive: true,
        }).catch(() => undefined);
      } catch {
        // A passive signal: the reader is never told.
      }
      return true;
    },
  };
}
