import clsx from 'clsx';
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import BrowserOnly from '@docusaurus/BrowserOnly';
import SearchHighlight from '@theme/SearchHighlight';
import {NoResults, NotBuilt, SearchError} from '@theme/SearchStates';
import {useSearchData} from '../../client/index.ts';
import {useSearch} from '../../client/useSearch.ts';
import styles from './styles.module.css';

function queryOf(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

function Results(): ReactNode {
  const data = useSearchData();
  const location = useLocation();
  const history = useHistory();
  // The query lives in the URL, so back/forward and links restore it.
  const query = queryOf(location.search);
  const search = useSearch(query, data.hitsPerPage);

  const update = (value: string) => {
    history.replace({search: value ? `?q=${encodeURIComponent(value)}` : ''});
  };

  let body: ReactNode = null;
  if (search.status === 'notBuilt') {
    body = <NotBuilt />;
  } else if (search.status === 'error') {
    body = <SearchError onRetry={search.retry} />;
  } else if (query.trim() && search.status === 'done' && search.nbHits === 0) {
    body = <NoResults query={query} onSuggestion={update} />;
  } else if (query.trim() && search.query === query) {
    body = (
      <>
        <p className={styles.count} role="status">
          {search.nbHits === 1 ? '1 result' : `${search.nbHits} results`} for
          &quot;{query}&quot;
        </p>
        <ol className={styles.results}>
          {search.hits.map((hit) => (
            <li key={hit.id} className={styles.result}>
              <Heading as="h2" className={styles.title}>
                <Link to={hit.url}>
                  <SearchHighlight segments={hit.heading} />
                </Link>
              </Heading>
              <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
                {[hit.lvl0, hit.title, ...hit.path.slice(0, -1)]
                  .filter(
                    (part, index, all) => part && all.indexOf(part) === index,
                  )
                  .join(' › ')}
              </nav>
              <p className={styles.snippet}>
                <SearchHighlight segments={hit.snippet} />
              </p>
            </li>
          ))}
        </ol>
        {search.hasMore && (
          <button
            type="button"
            className="button button--secondary"
            onClick={search.loadMore}>
            Load more results
          </button>
        )}
      </>
    );
  }

  return (
    <>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          className={styles.input}
          aria-label="Search the documentation"
          placeholder="Search docs"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => update(event.target.value)}
        />
      </form>
      {body}
    </>
  );
}

/** The /search page: full results for `?q=`, more on demand. */
export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search the documentation" description="Search PayNow Docs.">
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">Search the documentation</Heading>
        <BrowserOnly>{() => <Results />}</BrowserOnly>
      </main>
    </Layout>
  );
}
