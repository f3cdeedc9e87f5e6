import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import type {SearchClient, SearchFilters} from '../types.ts';
import type {SearchGlobalData} from '../index.ts';
import {createLocalClient} from './localClient.ts';
import {createAlgoliaClient} from './algoliaClient.ts';

export {IndexNotBuiltError, SearchUnavailableError} from './localClient.ts';

let client: SearchClient | null = null;

/** URL of the index file, written into every page after the build; null in dev mode. */
function indexUrl(data: SearchGlobalData): string | null {
  const content = document
    .querySelector(`meta[name="${data.indexMetaName}"]`)
    ?.getAttribute('content');
  return content && content !== data.indexUrlPlaceholder ? content : null;
}

export function useSearchData(): SearchGlobalData {
  return usePluginData('pn-search') as SearchGlobalData;
}

/** The one search client of the page: Algolia when configured, else the local index. */
export function useSearchClient(): SearchClient {
  const data = useSearchData();
  return useMemo(() => {
    client ??= data.algolia
      ? createAlgoliaClient(data.algolia)
      : createLocalClient(indexUrl(data));
    return client;
  }, [data]);
}

/** Language and docs-version tags of the page being read. */
export function useSearchFilters(): SearchFilters {
  const {locale, tags} = useContextualSearchFilters();
  // `tags` is a new array on every render: key the memo on its content.
  const key = tags.join('\n');
  return useMemo(
    () => ({language: locale, tags: key.split('\n')}),
    [locale, key],
  );
}
