/**
 * The page's zero-result recorder as a hook of the search UI (the dialog
 * and /search alike, local index or Algolia): see ./zeroResults.ts.
 */
import {useEffect} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchData} from './context.ts';
import {
  ZERO_RESULT_DELAY_MS,
  createZeroResultRecorder,
  type ZeroResultRecorder,
} from './zeroResults.ts';

/** Whether the browser sends Global Privacy Control (`Sec-GPC: 1`). */
function globalPrivacyControl(): boolean {
  return (
    (navigator as Navigator & {globalPrivacyControl?: boolean})
      .globalPrivacyControl === true
  );
}

/** The page's recorder (one per page load, so each query is sent once), or null when the site records nothing. */
let recorder: ZeroResultRecorder | null = null;

/**
 * Records `query` once it has shown no results for
 * {@link ZERO_RESULT_DELAY_MS}: `settled` is true when the answer on screen
 * is final and found nothing for exactly this query. A new keystroke
 * (another query) or closing the search cancels the wait.
 */
export function useZeroResultRecord(query: string, settled: boolean): void {
  const {zeroResults} = useSearchData();
  const {i18n} = useDocusaurusContext();
  const endpoint = zeroResults?.endpoint;
  const locale = i18n.currentLocale;
  useEffect(() => {
    if (!endpoint || !settled) return;
    const timer = setTimeout(() => {
      recorder ??= createZeroResultRecorder({
        endpoint,
        locale,
        privacyControl: globalPrivacyControl,
      });
      recorder.record(query);
    }, ZERO_RESULT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [endpoint, locale, query, settled]);
}
