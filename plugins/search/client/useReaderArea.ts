/** The reader's area in the dialog and on `/search` (readerArea.ts). */
import {useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {areaOfPath, referringArea} from './readerArea.ts';

/** The area of the page being read (the dialog's). */
export function usePageArea(): string | undefined {
  const {pathname} = useLocation();
  return areaOfPath(pathname, useBaseUrl('/'));
}

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
