import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useSearchData, useSuggestions} from '@pn-search/client';
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
  onSuggestion,
}: {
  query: string;
  onSuggestion(query: string): void;
}): ReactNode {
  const data = useSearchData();
  const suggestions = useSuggestions(data.suggestedQueries, true);
  return (
    <div className={styles.state} role="status">
      <p className={styles.title}>
        <Translate
          id="pnSearch.noResults.title"
          values={{query: <strong>{query}</strong>}}>
          {'No results for "{query}"'}
        </Translate>
      </p>
      {suggestions.length > 0 && (
        <>
          <p>
            <Translate id="pnSearch.noResults.suggestions">
              Try searching for
            </Translate>
          </p>
          <ul className={styles.suggestions}>
            {suggestions.map((suggestion) => (
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
    </div>
  );
}
