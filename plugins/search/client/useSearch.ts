import {startTransition, useEffect, useState} from 'react';
import type {
  PageLink,
  SearchHit,
  SearchResponse,
} from '@paynow-docs/search-engine';
import {limitQuery} from '@paynow-docs/search-engine/query';
import {IndexNotBuiltError} from './localClient.ts';
import {useSearchClient, useSearchData, useSearchFilters} from './context.ts';
import {useZeroResultRecord} from './useZeroResultRecord.ts';

export interface SearchState {
  status: 'idle' | 'loading' | Answer['status'];
  /** The query the hits are for (while loading, the previous query). */
  query: string;
  hits: SearchHit[];
  nbHits: number;
  hasMore: boolean;
  /** When nothing is found: the closest words the index knows ("Did you mean …"). */
  closest: string[];
}

/** The last answer the client gave, and the request it answers. */
interface Answer {
  request: string;
  query: string;
  response: SearchResponse | null;
  status: 'done' | 'error' | 'notBuilt';
}

const NO_HITS = {hits: [], nbHits: 0, hasMore: false, closest: []};

/** How long the query must stay the same before its true count is asked for (ms). */
export const COUNT_DELAY_MS = 400;

/**
 * Runs `query` (cut to the longest query allowed) through the search client,
 * `hitsPerPage` hits at a time, more on `loadMore()`. Only the answer to the
 * latest request is kept, so counts never mix across keystrokes; while a new
 * answer is on its way the previous hits stay on screen. `area`, the path
 * of the page the reader is reading, breaks ties between pages found
 * equally good (`SearchParams.area`).
 */
export function useSearch(
  query: string,
  hitsPerPage: number,
  area?: string,
): SearchState & {loadMore(): void; retry(): void} {
  const client = useSearchClient();
  const filters = useSearchFilters();
  const searched = limitQuery(query);
  const active = searched.trim() !== '';
  const [pages, setPages] = useState({query: searched, count: 1});
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const count = pages.query === searched ? pages.count : 1;
  const request = `${attempt} ${count} ${hitsPerPage} ${area ?? ''} ${searched}`;

  useEffect(() => {
    if (!active) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Results render as a transition: React works on them in slices and
    // keeps each frame short, and typing in the box stays first.
    const answer = (
      response: SearchResponse | null,
      status: Answer['status'] = 'done',
    ) =>
      live &&
      startTransition(() =>
        setAnswer({request, query: searched, response, status}),
      );
    const params = {
      query: searched,
      filters,
      page: 0,
      hitsPerPage: hitsPerPage * count,
      ...(area !== undefined && {area}),
    };
    client.search(params).then(
      (response) => {
        answer(response);
        // The first results are shown: then, once the reader pauses, the
        // true count (the rest of the index the query needs), which also
        // shows "Load more". A keystroke before then cancels it.
        if (response.complete === false) {
          timer = setTimeout(() => {
            client.search({...params, complete: true}).then(
              (whole) => answer(whole),
              () => undefined,
            );
          }, COUNT_DELAY_MS);
        }
      },
      (error: unknown) =>
        answer(
          null,
          error instanceof IndexNotBuiltError ? 'notBuilt' : 'error',
        ),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [active, client, filters, searched, count, hitsPerPage, area, request]);

  // A final answer that found nothing for this very query is recorded once
  // it has stayed on screen (plugin option `zeroResults`).
  useZeroResultRecord(
    searched,
    active &&
      answer?.request === request &&
      answer.status === 'done' &&
      answer.response?.nbHits === 0 &&
      answer.response.complete !== false,
  );

  const actions = {
    loadMore: () => setPages({query: searched, count: count + 1}),
    retry: () => setAttempt((value) => value + 1),
  };
  if (!active) return {status: 'idle', query: '', ...NO_HITS, ...actions};
  const current = answer?.request === request;
  const response = answer?.response;
  return {
    status: current ? answer.status : 'loading',
    query: answer?.query ?? '',
    ...(response
      ? {
          hits: response.hits,
          nbHits: response.nbHits,
          hasMore: response.hits.length < response.nbHits,
          closest: response.closest ?? [],
        }
      : NO_HITS),
    ...actions,
  };
}

/**
 * The suggestions offered before anything is typed: the first three
 * configured. The build checked that each finds pages in the local index
 * (with Algolia they are shown as configured), so offering them reads
 * nothing.
 */
export function useSuggestions(): string[] {
  return useSearchData().suggestedQueries.slice(0, 3);
}

/** The site's most-used pages (empty until the index is loaded, or with Algolia). */
export function usePopularPages(): PageLink[] {
  const client = useSearchClient();
  const [pages, setPages] = useState<PageLink[]>([]);
  useEffect(() => {
    let live = true;
    client.popular().then(
      (found) => live && setPages(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client]);
  return pages;
}
