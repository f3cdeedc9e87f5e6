import {useEffect, useRef, useState} from 'react';
import type {SearchClient, SearchFilters, SearchHit} from '../types.ts';
import {IndexNotBuiltError} from './localClient.ts';
import {useSearchClient, useSearchFilters} from './index.ts';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error' | 'notBuilt';

export interface SearchState {
  status: SearchStatus;
  /** The query these results are for. */
  query: string;
  hits: SearchHit[];
  nbHits: number;
  hasMore: boolean;
}

const IDLE: SearchState = {
  status: 'idle',
  query: '',
  hits: [],
  nbHits: 0,
  hasMore: false,
};

/**
 * Runs `query` through the search client, `pages` pages at a time. Answers to
 * older queries are dropped, so counts never mix across keystrokes.
 */
export function useSearch(
  query: string,
  hitsPerPage: number,
): SearchState & {loadMore(): void; retry(): void} {
  const client = useSearchClient();
  const filters = useSearchFilters();
  const [state, setState] = useState<SearchState>(IDLE);
  const [pages, setPages] = useState({query, count: 1});
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const count = pages.query === query ? pages.count : 1;

  useEffect(() => {
    const id = ++latest.current;
    if (!query.trim()) {
      // plugins/search's rewrite of this hook (issue 15) derives this state.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- until it lands
      setState(IDLE);
      return;
    }
    setState((previous) => ({...previous, status: 'loading'}));
    client
      .search({query, filters, page: 0, hitsPerPage: hitsPerPage * count})
      .then(
        (response) => {
          if (id !== latest.current) return;
          setState({
            status: 'done',
            query,
            hits: response.hits,
            nbHits: response.nbHits,
            hasMore: response.hits.length < response.nbHits,
          });
        },
        (error: unknown) => {
          if (id !== latest.current) return;
          setState({
            ...IDLE,
            query,
            status: error instanceof IndexNotBuiltError ? 'notBuilt' : 'error',
          });
        },
      );
  }, [client, filters, query, count, hitsPerPage, attempt]);

  return {
    ...state,
    loadMore: () => setPages({query, count: count + 1}),
    retry: () => setAttempt((value) => value + 1),
  };
}

let suggestionCache: Promise<string[]> | null = null;

async function checkSuggestions(
  client: SearchClient,
  filters: SearchFilters,
  queries: string[],
): Promise<string[]> {
  const counts = await Promise.all(
    queries.map((query) =>
      client.search({query, filters, hitsPerPage: 1}).then((r) => r.nbHits),
    ),
  );
  return queries.filter((_, index) => counts[index]! > 0);
}

/** The configured suggestions that do return results (asked once, when first needed). */
export function useSuggestions(queries: string[], needed: boolean): string[] {
  const client = useSearchClient();
  const filters = useSearchFilters();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    if (!needed) return;
    suggestionCache ??= checkSuggestions(client, filters, queries).catch(
      (error: unknown) => {
        suggestionCache = null;
        throw error;
      },
    );
    let live = true;
    suggestionCache.then(
      (found) => live && setSuggestions(found.slice(0, 3)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, filters, queries, needed]);
  return suggestions;
}
