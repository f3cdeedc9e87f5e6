import clsx from 'clsx';
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {useHistory} from '@docusaurus/router';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Translate, {translate} from '@docusaurus/Translate';
import {useSearchQueryString} from '@docusaurus/theme-common';
import SearchResult from '@theme/SearchResult';
import {
  NoResults,
  NotBuilt,
  SearchError,
  Suggestions,
} from '@theme/SearchStates';
import {
  MAX_QUERY_LENGTH,
  limitQuery,
  useSearch,
  useSearchData,
} from '@paynow-docs/search/client';
import {useReferringArea} from './useReferringArea.ts';
import styles from './styles.module.css';

/** Results added to the page per commit. */
const RESULTS_PER_COMMIT = 3;

/**
 * The first `count` of `items`, `count` growing by RESULTS_PER_COMMIT after
 * each commit: React renders in slices, but writes each render to the page
 * in one piece, and ten results with their sections at once held a phone's
 * main thread for over 50 ms. A new first item (a new query) starts again
 * from the first few; more of the same list (the true count, Load more) only
 * adds.
 */
function useAddedInSteps<T extends {id: string}>(items: readonly T[]): T[] {
  const [shown, setShown] = useState({
    first: items[0]?.id,
    count: RESULTS_PER_COMMIT,
  });
  let {count} = shown;
  if (shown.first !== items[0]?.id) {
    count = RESULTS_PER_COMMIT;
    setShown({first: items[0]?.id, count});
  }
  useEffect(() => {
    if (count < items.length) {
      startTransition(() =>
        setShown((current) => ({
          ...current,
          count: current.count + RESULTS_PER_COMMIT,
        })),
      );
    }
  }, [count, items.length]);
  return items.slice(0, count);
}

function Results(): ReactNode {
  const data = useSearchData();
  const history = useHistory();
  const [urlQuery, setQuery] = useSearchQueryString();
  const query = limitQuery(urlQuery);
  // The page the reader came from breaks ties between results.
  const search = useSearch(query, data.hitsPerPage, useReferringArea());
  const hits = useAddedInSteps(search.hits);

  if (search.status === 'idle') {
    return (
      <Suggestions
        onSuggestion={setQuery}
        onChoose={(page) => history.push(page.url)}
      />
    );
  }
  if (search.status === 'notBuilt') return <NotBuilt />;
  if (search.status === 'error') return <SearchError onRetry={search.retry} />;
  if (search.status === 'done' && search.nbHits === 0) {
    return (
      <NoResults
        query={query}
        closest={search.closest}
        onSuggestion={setQuery}
      />
    );
  }
  // Nothing before a first answer; while the next one is on its way, the
  // previous one stays.
  if (!search.query) return null;
  return (
    <>
      <p className={styles.count} role="status">
        {search.nbHits === 1 ? (
          <Translate
            id="pnSearch.page.oneResult"
            values={{query: search.query}}>
            {'1 result for "{query}"'}
          </Translate>
        ) : (
          <Translate
            id="pnSearch.page.results"
            values={{count: search.nbHits, query: search.query}}>
            {'{count} results for "{query}"'}
          </Translate>
        )}
      </p>
      <ol className={styles.results}>
        {hits.map((hit) => (
          <li key={hit.id} className={styles.result}>
            <SearchResult hit={hit} variant="page" />
          </li>
        ))}
      </ol>
      {search.hasMore && (
        <button
          type="button"
          className="button button--secondary"
          onClick={search.loadMore}>
          <Translate id="pnSearch.page.loadMore">Load more results</Translate>
        </button>
      )}
    </>
  );
}

/**
 * The search field, in the page's HTML: it paints with the heading, before
 * any script (the page's largest content until results come), and without
 * JavaScript it submits `?q=` like any form. The server does not know the
 * query, so its field is empty; once hydrated, the field shows the URL's
 * query, or, if the reader typed before that, keeps what they typed.
 */
function SearchField(): ReactNode {
  const [urlQuery, setQuery] = useSearchQueryString();
  const query = limitQuery(urlQuery);
  const input = useRef<HTMLInputElement>(null);

  // Hydration keeps the field's value as it is in the page (React does not
  // overwrite it): make it the query, or the query what was typed.
  useLayoutEffect(() => {
    const field = input.current!;
    if (field.value === '') {
      field.value = query;
    } else if (field.value !== query) {
      setQuery(limitQuery(field.value));
    }
    // Only once, for the value the server HTML came with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A longer query from a link is cut in the URL too, so that reloading the
  // page never sends an oversized request line.
  useEffect(() => {
    if (query !== urlQuery) setQuery(query);
  }, [query, urlQuery, setQuery]);

  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => event.preventDefault()}>
      <input
        ref={input}
        type="search"
        name="q"
        className={styles.input}
        aria-label={translate({
          id: 'pnSearch.page.inputLabel',
          message: 'Search the documentation',
        })}
        placeholder={translate({
          id: 'pnSearch.button.label',
          message: 'Search docs',
        })}
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_QUERY_LENGTH}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
    </form>
  );
}

/** The /search page: full results for `?q=`, more on demand. */
export default function SearchPage(): ReactNode {
  const title = translate({
    id: 'pnSearch.page.title',
    message: 'Search the documentation',
  });
  return (
    <Layout
      title={title}
      description={translate({
        id: 'pnSearch.page.description',
        message: 'Search the documentation.',
      })}>
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">{title}</Heading>
        <p className={styles.lead}>
          <Translate id="pnSearch.page.lead">
            {
              'Search every guide, the API technical documents, the sample API reference and the release notes. Type a few words or ask a question, in English or Chinese.'
            }
          </Translate>
        </p>
        <SearchField />
        <noscript>
          <p className={styles.noScript}>
            <Translate id="pnSearch.page.noScript">
              {
                'Search results need JavaScript, which is off in this browser. Every guide is reachable from the menu and the sidebar without it.'
              }
            </Translate>
          </p>
        </noscript>
        <BrowserOnly>{() => <Results />}</BrowserOnly>
      </main>
    </Layout>
  );
}
