/** The search client, filters and storage of the page, as React hooks. */
import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import type {
  PageLink,
  SearchClient,
  SearchFilters,
} from '@paynow-docs/search-engine';
import type {SearchGlobalData} from '../options.ts';
import {
  INDEX_META_NAME,
  INDEX_URL_PLACEHOLDER,
  PLUGIN_NAME,
} from '../constants.ts';
import {createLocalClient} from './localClient.ts';
import {createAlgoliaClient} from './algoliaClient.ts';
import {createSearchStorage, type SearchStorage} from './storage.ts';

/**
 * A search client that can start loading before the first query, and knows
 * the site's most-used pages (from the local index; none with Algolia).
 */
export type PreloadableClient = SearchClient & {
  load(): Promise<void>;
  popular(): Promise<PageLink[]>;
};

let client: PreloadableClient | null = null;

/** URL of the index file, written into every page after the build; null in dev mode. */
function indexUrl(): string | null {
  const content = document
    .querySelector(`meta[name="${INDEX_META_NAME}"]`)
    ?.getAttribute('content');
  return content && content !== INDEX_URL_PLACEHOLDER ? content : null;
}

/** The one search client of the page (created once, on first use). */
function clientOf(data: SearchGlobalData): PreloadableClient {
  if (!client) {
    client = data.algolia
      ? {
          ...createAlgoliaClient(data.algolia),
          load: () => Promise.resolve(),
          popular: () => Promise.resolve([]),
        }
      : createLocalClient(indexUrl(), {
          // The bundler emits the worker as its own file under assets/js.
          createWorker: () =>
            new Worker(new URL('./worker.ts', import.meta.url), {
              name: PLUGIN_NAME,
            }),
        });
  }
  return client;
}

export function useSearchData(): SearchGlobalData {
  return usePluginData(PLUGIN_NAME) as SearchGlobalData;
}

/** Algolia when configured, else the local index. */
export function useSearchClient(): PreloadableClient {
  const data = useSearchData();
  return useMemo(() => clientOf(data), [data]);
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

function localStorageOrNone(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    // Reading the property throws when the reader has turned storage off.
    return window.localStorage;
  } catch {
    return {getItem: () => null, setItem: () => undefined};
  }
}

/** Recent and favourite searches of this site (browser only). */
export function useSearchStorage(): SearchStorage {
  const {siteConfig} = useDocusaurusContext();
  return useMemo(
    () => createSearchStorage(siteConfig.baseUrl, localStorageOrNone()),
    [siteConfig.baseUrl],
  );
}
