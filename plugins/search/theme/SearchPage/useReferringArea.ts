/** The reader's area on `/search`: the page the reader came from (`@paynow-docs/search/client/referrer`). */
import {useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {referringArea} from '@paynow-docs/search/client/referrer';

/** The area `/search` searches with ({@link referringArea}). Browser only. */
export function useReferringArea(): string | undefined {
  const {pathname, search} = useLocation();
  const baseUrl = useBaseUrl('/');
  return useMemo(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    return referringArea({
      search,
      referrer: document.referrer,
      origin: location.origin,
      baseUrl,
      loadedAt: navigation ? new URL(navigation.name).pathname : undefined,
      pathname,
    });
  }, [search, pathname, baseUrl]);
}
