import {memo, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import Heading from '@theme/Heading';
import SearchHighlight from '@theme/SearchHighlight';
import type {Props} from '@theme/SearchResult';
import {onPlainClick} from '@paynow-docs/search/client';
import styles from './styles.module.css';

/** Where a page is: its area (on the page), then the levels between the area and the page. */
function trailOf({hit, variant}: Props): string[] {
  const parts = [...(variant === 'page' ? [hit.lvl0] : []), ...hit.crumbs];
  return parts.filter(
    (part, index) =>
      part && part !== hit.title && parts.indexOf(part) === index,
  );
}

/** A link that opens its page in the app, like Docusaurus's `<Link>`, without prefetching every result that scrolls into view. */
function ResultLink({url, children}: {url: string; children: ReactNode}) {
  const history = useHistory();
  return (
    <a href={url} onClick={onPlainClick(() => history.push(url))}>
      {children}
    </a>
  );
}

/**
 * One page of the results, the same in the dialog and on the search page:
 * its title, where it is, the matching text before its first heading, and
 * (on the page) its best sections beneath, every word as text. In the
 * dialog the page and each section are option links of their own, so the
 * dialog renders a section with `section`. Memoised: typing re-renders the
 * results around it, not each result.
 */
function SearchResult(props: Props): ReactNode {
  const {hit, variant, section} = props;
  const trail = trailOf(props).join(' › ');
  if (variant === 'page' && !section) {
    return (
      <>
        <Heading as="h2" className={styles.pageTitle}>
          <ResultLink url={hit.url}>
            <SearchHighlight segments={hit.heading} />
          </ResultLink>
        </Heading>
        {trail && <p className={styles.pageTrail}>{trail}</p>}
        {hit.snippet.length > 0 && (
          <p className={styles.pageSnippet}>
            <SearchHighlight segments={hit.snippet} />
          </p>
        )}
        {hit.sections.length > 0 && (
          <ul className={styles.pageSections}>
            {hit.sections.map((item) => (
              <li key={item.id}>
                <ResultLink url={item.url}>
                  <SearchHighlight segments={item.heading} />
                </ResultLink>
                {item.snippet.length > 0 && (
                  <p className={styles.pageSnippet}>
                    <SearchHighlight segments={item.snippet} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  const shown = section ?? hit;
  const where = section ? section.path.slice(0, -1).join(' › ') : trail;
  return (
    <span className={styles.text}>
      <span className={section ? styles.sectionTitle : styles.title}>
        <SearchHighlight segments={shown.heading} />
      </span>
      {where && <span className={styles.trail}>{where}</span>}
      {shown.snippet.length > 0 && (
        <span className={styles.snippet}>
          <SearchHighlight segments={shown.snippet} />
        </span>
      )}
    </span>
  );
}

export default memo(SearchResult);
