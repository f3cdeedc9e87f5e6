import type {ReactNode} from 'react';
import {useSearchData} from '../../client/index.ts';
import {useSuggestions} from '../../client/useSearch.ts';
import styles from './styles.module.css';

/** The index or the hosted service could not be reached. */
export function SearchError({onRetry}: {onRetry(): void}): ReactNode {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.title}>Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** Dev server: there is no index yet. */
export function NotBuilt(): ReactNode {
  return (
    <div className={styles.state} role="status">
      <p className={styles.title}>
        Search is not available on the development server
      </p>
      <p>
        The search index is built by <code>npm run build</code>. Run{' '}
        <code>npm run build</code> then <code>npm run serve</code> to search.
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
        No results for &quot;<strong>{query}</strong>&quot;
      </p>
      {suggestions.length > 0 && (
        <>
          <p>Try searching for</p>
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
