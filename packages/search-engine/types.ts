/**
 * Shapes shared by the indexer (build time), the search engine (browser and
 * CLI) and the UI. The record shape follows the DocSearch crawler's, so the
 * same UI can show hits from the local index and from Algolia.
 */

/**
 * Heading path of a section: lvl0 is the site area ("Payment back office",
 * "API reference"), lvl1 the page title.
 */
export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
}

/** One h1–h3 section of a rendered page. */
export interface SearchRecord {
  /** Position in the index file; MiniSearch's document id. */
  id: number;
  /** Path under the site origin, with `#anchor` for h2/h3 sections that have an id. */
  url: string;
  /** Level of the section's own heading. */
  type: 'lvl1' | 'lvl2' | 'lvl3';
  hierarchy: Hierarchy;
  /**
   * The levels between the area and the page title (an API operation's tag, a
   * guide's sub-category); left out when there are none.
   */
  crumbs?: string[];
  /** Text of the section (up to the next h1–h3), whitespace collapsed. */
  content: string;
  /** `<html lang>` of the page. */
  language: string;
  /** `docusaurus_tag` meta of the page (`docs-default-current`), or `default`. */
  docusaurus_tag: string;
  /**
   * The page's `<meta name="keywords">`, on its first record only: a query
   * equal to one of them names the page (like its title).
   */
  keywords?: string[];
}

/** A page or section to link to outside the results: recent, favourite and most-used pages. */
export interface PageLink {
  url: string;
  lvl0: string;
  /** Page title. */
  title: string;
  /** The section's heading (the page title for a whole page). */
  heading: string;
  /** Heading path below the page title. */
  path: string[];
}

/** Where lvl0, the area of a page, comes from (the plugin's `areas` option). */
export interface AreaLabels {
  /**
   * The area of every page of a docs plugin instance, by instance id. Pages
   * of other instances take their first breadcrumb (the guide's category).
   */
  docs: Record<string, string>;
  /** The area of blog posts (release notes). */
  blog: string;
  /** The area of every other page. */
  pages: string;
}

/**
 * What an index is of, written into it by the build: with it, a tool that
 * has only the build folder (the CLI, the relevance check, the tests)
 * searches a locale exactly as that locale's pages do.
 */
export interface IndexSite {
  /** Base URL of the locale's pages (`/paynow-guideline/zh-TW/`); every record's URL starts with it. */
  baseUrl: string;
  /**
   * The filters of a page outside the docs, as Docusaurus's contextual
   * search sets them: the locale's language, and the current version of
   * every docs instance searched (the plugin's `docsPluginIds`).
   */
  filters: SearchFilters;
  /** The plugin's `areas`: the lvl0 of each kind of page. */
  areas: AreaLabels;
  /** Heading ids whose sections are left out (the plugin's `excludedSections`). */
  excludedSections: string[];
  /** Routes left out, with the base URL (the plugin's `excludedRoutes`). */
  excludedRoutes: string[];
  /** The queries the locale's dialog offers before anything is typed (the plugin's `suggestedQueries`). */
  suggestedQueries: string[];
}

/** The static index file shipped with the build. */
export interface SearchIndexFile {
  version: 6;
  site: IndexSite;
  records: SearchRecord[];
  /** The most-used pages, offered before anything is typed (the plugin's `popularPages`). */
  popular?: PageLink[];
  /**
   * Groups of words readers use for one concept, in either language (the
   * plugin's `synonyms`, from the site's glossary): searched for each other.
   */
  synonyms?: string[][];
  /**
   * Words that name a different task for each reader (a merchant's refund
   * of a buyer, a buyer's refund), with the page of each reading: a query
   * that is one of the words ranks those pages above a page that only
   * lists the word as a keyword (the plugin's `readings`).
   */
  readings?: ReadingGroup[];
}

/** A word's readings: its words (any language) and the path of each reader's page (`docs/payment-admin/seller`). */
export interface ReadingGroup {
  words: string[];
  pages: string[];
  /**
   * Words of `words` whose reader's page (one of `pages`) comes first:
   * whose word it is; `alone`: only when the word is the whole query.
   */
  owned?: {page: string; words: string[]; alone?: boolean}[];
}

/** A piece of text, marked when it matched the query. Rendered as text, never as HTML. */
export interface Segment {
  text: string;
  match: boolean;
}

/** A matching section of a page, shown beneath the page's row. */
export interface SearchSectionHit {
  id: string;
  /** The section's URL, with its `#anchor`. */
  url: string;
  /** Heading path below the page title (lvl2, lvl3). */
  path: string[];
  /** The section's own heading, highlighted. */
  heading: Segment[];
  /** A window of the section's text around the first match, highlighted. */
  snippet: Segment[];
}

/**
 * One page of the results: its row (title, area, the text before its first
 * heading when that matched) and its best-matching sections beneath it.
 */
export interface SearchHit {
  id: string;
  /** The page's URL, without an anchor. */
  url: string;
  lvl0: string;
  /** The levels between the area and the page title, possibly empty. */
  crumbs: string[];
  /** Page title (lvl1). */
  title: string;
  /** Always empty for a page row; kept so a row and a section read alike. */
  path: string[];
  /** The page title, highlighted. */
  heading: Segment[];
  /** A window of the page's opening text around the first match, or empty when only sections matched. */
  snippet: Segment[];
  /** The best-matching sections of the page, best first (at most {@link MAX_SECTIONS}). */
  sections: SearchSectionHit[];
}

/** Sections shown beneath a page's row. */
export const MAX_SECTIONS = 3;

/** Contextual filters, like Docusaurus's Algolia integration. */
export interface SearchFilters {
  language: string;
  /** A record matches when its `docusaurus_tag` is one of these. */
  tags: string[];
}

export interface SearchParams {
  query: string;
  filters?: SearchFilters;
  /** Zero-based page of results. */
  page?: number;
  hitsPerPage?: number;
  /**
   * Count every result: the true `nbHits` (a chunked index otherwise stops
   * reading once the pages asked for are known).
   */
  complete?: boolean;
  /**
   * The page or area the reader is reading, as a path below the index's
   * base URL (`docs/payment-admin/seller`, `docs/payment-admin`) or with
   * it: of pages found equally good, those of its area come first
   * (`areas.ts`). It never lifts a page above a better match.
   */
  area?: string;
}

export interface SearchResponse {
  /** Pages, best first, each with its best sections. */
  hits: SearchHit[];
  /** Number of matching pages for the query and filters: the true one unless `complete` is false. */
  nbHits: number;
  page: number;
  nbPages: number;
  /**
   * False when `nbHits` counts only the pages found so far (at least those
   * shown): asked again with `complete`, the engine gives the true count.
   */
  complete?: boolean;
  /** When nothing is found: the words the index knows closest to the query's ("Did you mean …"), closest first. */
  closest?: string[];
}

/** The one interface the UI talks to; implemented by the local index and by Algolia. */
export interface SearchClient {
  search(params: SearchParams): Promise<SearchResponse>;
}
