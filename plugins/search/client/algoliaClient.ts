import {
  MAX_SECTIONS,
  type SearchClient,
  type SearchHit,
  type SearchParams,
  type SearchResponse,
  type Segment,
} from '@paynow-docs/search-engine';
import type {LiteClient} from 'algoliasearch/lite';
import type {AlgoliaOptions} from '../options.ts';
import {SearchUnavailableError} from './localClient.ts';

const PRE = '\u0002';
const POST = '\u0003';

interface AlgoliaHighlight {
  value: string;
}

interface AlgoliaHit {
  objectID: string;
  url: string;
  type?: string;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3', string | null>;
  content?: string | null;
  _highlightResult?: {
    hierarchy?: Partial<Record<'lvl1' | 'lvl2' | 'lvl3', AlgoliaHighlight>>;
  };
  _snippetResult?: {content?: AlgoliaHighlight};
}

interface AlgoliaResponse {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

/** Algolia marks matches with our pre/post tags; split them into segments. */
export function segmentsOf(value: string | undefined | null): Segment[] {
  return (value ?? '')
    .split(new RegExp(`[${PRE}${POST}]`))
    .flatMap((text, index) => (text ? [{text, match: index % 2 === 1}] : []));
}

/** The search parameters: contextual facet filters like Docusaurus's Algolia integration. */
export function algoliaRequest({
  query,
  filters,
  page = 0,
  hitsPerPage = 10,
}: SearchParams) {
  return {
    query,
    page,
    hitsPerPage,
    facetFilters: filters
      ? [
          `language:${filters.language}`,
          filters.tags.map((tag) => `docusaurus_tag:${tag}`),
        ]
      : [],
    attributesToRetrieve: ['hierarchy', 'content', 'url', 'type'],
    attributesToHighlight: [
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
    ],
    attributesToSnippet: ['content:24'],
    highlightPreTag: PRE,
    highlightPostTag: POST,
    snippetEllipsisText: '…',
  };
}

/** One Algolia record (a section) as a row of its own. */
export function toHit(hit: AlgoliaHit): Omit<SearchHit, 'sections'> {
  const level =
    hit.type === 'lvl3' || hit.type === 'lvl2'
      ? hit.type
      : hit.hierarchy.lvl3
        ? 'lvl3'
        : hit.hierarchy.lvl2
          ? 'lvl2'
          : 'lvl1';
  const heading = segmentsOf(hit._highlightResult?.hierarchy?.[level]?.value);
  const plain = hit.hierarchy[level] ?? hit.hierarchy.lvl1 ?? '';
  return {
    id: hit.objectID,
    url: hit.url.replace(/^https?:\/\/[^/]+/, ''),
    lvl0: hit.hierarchy.lvl0 ?? '',
    crumbs: [],
    title: hit.hierarchy.lvl1 ?? '',
    path: [hit.hierarchy.lvl2, hit.hierarchy.lvl3].filter(
      (part): part is string => Boolean(part),
    ),
    heading: heading.length ? heading : [{text: plain, match: false}],
    snippet: segmentsOf(hit._snippetResult?.content?.value ?? hit.content),
  };
}

/**
 * Algolia answers with sections; the UI shows pages, each with its best
 * sections beneath (at most {@link MAX_SECTIONS}), in the order of each
 * page's best section.
 */
export function groupByPage(rows: Omit<SearchHit, 'sections'>[]): SearchHit[] {
  const pages = new Map<string, SearchHit>();
  for (const row of rows) {
    const url = row.url.split('#')[0]!;
    let page = pages.get(url);
    if (!page) {
      page = {
        ...row,
        id: `page:${url}`,
        url,
        path: [],
        heading:
          row.path.length === 0
            ? row.heading
            : [{text: row.title, match: false}],
        snippet: row.path.length === 0 ? row.snippet : [],
        sections: [],
      };
      pages.set(url, page);
    } else if (row.path.length === 0 && page.snippet.length === 0) {
      page.heading = row.heading;
      page.snippet = row.snippet;
    }
    if (row.path.length > 0 && page.sections.length < MAX_SECTIONS) {
      page.sections.push({
        id: row.id,
        url: row.url,
        path: row.path,
        heading: row.heading,
        snippet: row.snippet,
      });
    }
  }
  return [...pages.values()];
}

/** The part of Algolia's lite client this one uses. */
export type AlgoliaSearcher = Pick<LiteClient, 'searchForHits'>;

/**
 * Queries Algolia through its lite client, which retries on the
 * application's fallback hosts (`<app>-1/2/3.algolianet.com`) when the
 * main one (`<app>-dsn.algolia.net`) cannot be reached, and keeps each
 * request "simple" for CORS (credentials in the query string, a text/plain
 * body: no preflight). The client's code loads with the first search.
 */
export function createAlgoliaClient(
  {appId, apiKey, indexName}: AlgoliaOptions,
  // Algolia's own lite client, loaded only when the site uses Algolia.
  connect: () => Promise<AlgoliaSearcher> = async () =>
    (await import('algoliasearch/lite')).liteClient(appId, apiKey),
): SearchClient {
  let searcher: Promise<AlgoliaSearcher> | null = null;
  return {
    async search(params): Promise<SearchResponse> {
      if (!params.query.trim()) {
        return {hits: [], nbHits: 0, page: 0, nbPages: 0};
      }
      let body: AlgoliaResponse;
      try {
        searcher ??= connect().catch((error: unknown) => {
          searcher = null;
          throw error;
        });
        const {results} = await (
          await searcher
        ).searchForHits<AlgoliaHit>({
          requests: [{indexName, ...algoliaRequest(params)}],
        });
        body = results[0] as unknown as AlgoliaResponse;
      } catch (error) {
        throw new SearchUnavailableError(String(error));
      }
      return {
        hits: groupByPage(body.hits.map(toHit)),
        nbHits: body.nbHits,
        page: body.page,
        nbPages: body.nbPages,
      };
    },
  };
}
