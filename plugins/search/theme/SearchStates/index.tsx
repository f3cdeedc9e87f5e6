import {useId, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  onPlainClick,
  usePopularPages,
  useSearchData,
  useSuggestions,
} from '@paynow-docs/search/client';
import type {NoResultsProps, SuggestionsProps} from '@theme/SearchStates';
import styles from './styles.module.css';

/** The index or the hosted service could not be reached. */
export function SearchError({onRetry}: {onRetry(): void}): ReactNode {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.title}>
        <Translate id="pnSearch.error.title">Unable to fetch results</Translate>
      </p>
      <p>
        <Translate id="pnSearch.error.help">
          You might want to check your network connection.
        </Translate>
      </p>
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={onRetry}>
        <Translate id="pnSearch.error.retry">Try again</Translate>
      </button>
    </div>
  );
}

/** Dev server: there is no index yet. */
export function NotBuilt(): ReactNode {
  return (
    <div className={styles.state} role="status">
      <p className={styles.title}>
        <Translate id="pnSearch.notBuilt.title">
          Search is not available on the development server
        </Translate>
      </p>
      <p>
        <Translate
          id="pnSearch.notBuilt.help"
          values={{
            build: <code>npm run build</code>,
            serve: <code>npm run serve</code>,
          }}>
          {
            'The search index is built by {build}. Run {build} then {serve} to search.'
          }
        </Translate>
      </p>
    </div>
  );
}

export function NoResults({
  query,
  closest = [],
  onSuggestion,
  onGo,
}: NoResultsProps): ReactNode {
  const data = useSearchData();
  const suggestions = useSuggestions();
  const contactPage = useBaseUrl(`/${data.contactPage ?? ''}`);
  const offered = closest.length > 0 ? closest : suggestions;
  return (
    <div className={styles.state} role="status">
      <p className={styles.title}>
        <Translate
          id="pnSearch.noResults.title"
          values={{query: <strong>{query}</strong>}}>
          {'No results for "{query}"'}
        </Translate>
      </p>
      {offered.length > 0 && (
        <>
          <p>
            {closest.length > 0 ? (
              <Translate
                id="pnSearch.noResults.closest"
                description="Before the words closest to a query that found nothing">
                Did you mean
              </Translate>
            ) : (
              <Translate id="pnSearch.noResults.suggestions">
                Try searching for
              </Translate>
            )}
          </p>
          <ul className={styles.suggestions}>
            {offered.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className={styles.suggestion}
                  onClick={() => onSuggestion(suggestion)}>
                  &quot;{suggestion}&quot;
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {data.contactPage !== null && (
        <p className={styles.ask}>
          <Translate
            id="pnSearch.noResults.ask"
            description="After a query that found nothing: the link to the contact page's question form"
            values={{
              link: (
                <a
                  href={contactPage}
                  onClick={onGo && onPlainClick(() => onGo(contactPage))}>
                  <Translate
                    id="pnSearch.noResults.askLink"
                    description="The link to the contact page's question form, after a query that found nothing">
                    Ask the PayNow Docs team
                  </Translate>
                </a>
              ),
            }}>
            {'Still not finding it? {link}.'}
          </Translate>
        </p>
      )}
    </div>
  );
}

/**
 * Before anything is typed (the dialog's first opening, `/search` without a
 * query): suggested searches and the most-used pages.
 */
export function Suggestions({
  onSuggestion,
  onChoose,
}: SuggestionsProps): ReactNode {
  const suggestions = useSuggestions();
  const popular = usePopularPages();
  const id = useId();
  if (suggestions.length + popular.length === 0) return null;
  return (
    <div className={styles.start}>
      {suggestions.length > 0 && (
        <section aria-labelledby={`${id}-try`}>
          <Heading as="h2" className={styles.startTitle}>
            <span id={`${id}-try`}>
              <Translate id="pnSearch.start.suggestions">
                Suggested searches
              </Translate>
            </span>
          </Heading>
          <ul className={styles.chips}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className={styles.chip}
                  onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {popular.length > 0 && (
        <section aria-labelledby={`${id}-popular`}>
          <Heading as="h2" className={styles.startTitle}>
            <span id={`${id}-popular`}>
              <Translate id="pnSearch.start.popular">Most-used pages</Translate>
            </span>
          </Heading>
          <ul className={styles.pages}>
            {popular.map((page) => (
              <li key={page.url}>
                <a
                  href={page.url}
                  className={styles.pageLink}
                  onClick={onChoose && onPlainClick(() => onChoose(page))}>
                  <span className={styles.pageHeading}>{page.heading}</span>
                  <span className={styles.pageTrail}>
                    {[page.lvl0, page.title, ...page.path.slice(0, -1)]
                      .filter((part) => part !== page.heading)
                      .join(' › ')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
