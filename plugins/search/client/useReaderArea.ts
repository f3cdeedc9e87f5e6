/** The reader's area in the dialog (readerArea.ts). */
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {areaOfPath} from './readerArea.ts';

/** The area of the page being read (the dialog's). */
export function usePageArea(): string | undefined {
  const {pathname} = useLocation();
  return areaOfPath(pathname, useBaseUrl('/'));
}
