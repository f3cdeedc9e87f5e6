import {memo, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import Heading from '@theme/Heading';
import SearchHighlight from '@theme/SearchHighlight';
import type {Props} from '@theme/SearchResult';
import styles from './styles.module.css';

/** The levels above a hit's own heading, without repeats: area (on the page), crumbs, page title, parent heading. */
function trailOf({hit, variant}: Props): string[] {
  const parts = [
    ...(variant === 'page' ? [hit.lvl0] : []),
    ...hit.crumbs,
    hit.title,
    ...hit.path.slice(0, -1),
  ];
  return parts.filter((part, index) => part && parts.indexOf(part) === index);
}

/** A link that opens its page in the app, like Docusaurus's `<Link>`, without prefetching every result that scrolls into view. */
function ResultLink({url, children}: {url: string; children: ReactNode}) {
  const history = useHistory();
  return (
    <a
      href={url}
      onClick={(event) => {
        if (
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        ) {
          return;
        }
        event.preventDefault();
        history.push(url);
      }}>
      {children}
    </a>
  );
}

/**
 * One search result, the same in the dialog and on the search page: its
 * heading, where it is, and a snippet, every word as text. In the dialog
 * the whole result is an option link (the dialog groups results by area);
 * on the page the heading is the link. Memoised: typing re-renders the
 * results around it, not each result.
 */
function SearchResult(props: Props): ReactNode {
  const {hit, variant} = props;
  const trail = trailOf(props).join(' › ');
  if (variant === 'page') {
    return (
      <>
        <Heading as="h2" className={styles.pageTitle}>
          <ResultLink url={hit.url}>
            <SearchHighlight segments={hit.heading} />
          </ResultLink>
        </Heading>
        <p className={styles.pageTrail}>{trail}</p>
        <p className={styles.pageSnippet}>
          <SearchHighlight segments={hit.snippet} />
        </p>
      </>
    );
  }
  return (
    <span className={styles.text}>
      <span className={styles.title}>
        <SearchHighlight segments={hit.heading} />
      </span>
      <span className={styles.trail}>{trail}</span>
      <span className={styles.snippet}>
        <SearchHighlight segments={hit.snippet} />
      </span>
    </span>
  );
}

export default memo(SearchResult);
