import type {MouseEvent, ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {isPlainClick, openSearch} from '@paynow-docs/search/client/open';
import styles from './styles.module.css';

/**
 * A search box on a page (home, 404): a link to the search page shaped like
 * a search field. Once the page has hydrated, it opens the navbar's search
 * dialog instead (the search plugin's `openSearch`), so it adds no script of
 * its own to the page's first load.
 */
export default function SearchField({
  className,
}: {
  className?: string;
}): ReactNode {
  const searchPage = useBaseUrl('/search');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that asks for a new tab or window opens the search page there.
    if (isPlainClick(event) && openSearch()) event.preventDefault();
  };
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- a plain link: before hydration it opens the search page, after it the dialog
    <a
      href={searchPage}
      className={clsx(styles.field, className)}
      aria-haspopup="dialog"
      onClick={onClick}>
      <svg
        className={styles.icon}
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true">
        <circle
          cx="10.5"
          cy="10.5"
          r="6.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path
          d="m15.5 15.5 5 5"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className={styles.placeholder}>
        {translate({
          id: 'site.searchField.label',
          message: 'Search the guides, e.g. refund or print label',
          description:
            'The search field on the home page and the 404 page (opens the search dialog)',
        })}
      </span>
    </a>
  );
}
