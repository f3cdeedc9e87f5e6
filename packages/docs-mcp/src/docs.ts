/**
 * The documentation as the MCP tools see it, read through an {@link Origin}:
 * the site's locales (from the home page's `hreflang` links), each locale's
 * `llms.txt` (its areas and pages), each page's Markdown, and the site's own
 * search: the index manifest a page names in its `pn-search-index` meta,
 * searched with the site's engine (@paynow-docs/search-engine) (same
 * tokenizer, ranking and query limits), which reads the shards beside it,
 * and the filters the index says its pages search with.
 */
import {load} from 'cheerio/slim';
import {parseIndex} from '@paynow-docs/search-engine/built';
import {
  MAX_AREA_LENGTH,
  MAX_QUERY_LENGTH,
  areaOf,
  areaPaths,
  chunkedSearch,
  limitArea,
  type ChunkedSearch,
  type SearchFilters,
  type Segment,
  queryTerms,
  snippet as snippetOf,
} from '@paynow-docs/search-engine';
import {markdownUrlOf} from '@paynow-docs/markdown-export/markdownUrl';
import {parseKeyFacts, parseLlmsTxt, type Area, type KeyFact} from './llms.ts';
import {OriginError, unsafePathReason, type Origin} from './origin.ts';
import {DOCS_MCP_LIMITS} from './limits.ts';

/** A mistake in a tool's input: shown to the caller as a tool error. */
export class InputError extends Error {}

export {MAX_QUERY_LENGTH};
/** Most results one search returns. */
export const MAX_LIMIT = 50;
/** Longest page reference accepted by get_page. */
export const MAX_PAGE_REF_LENGTH = 2048;

/** The text of a page's Markdown, as a snippet shows it: no markup, one line. */
function plainText(markdown: string): string {
  return markdown
    .replace(/^(?:Source|出處)[:：].*$/m, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]{1,3}|^#{1,6} |^> ?|^\s*[-*] |\|/gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface LocaleInfo {
  /** `en`, `zh-TW`. */
  locale: string;
  /** The locale's path below the site's base URL: `` or `zh-TW/`. */
  path: string;
}

export interface SearchResult {
  title: string;
  section: string;
  area: string;
  url: string;
  /** The page's Markdown, when it has one (guides, API pages, release notes). */
  markdownUrl: string | null;
  snippet: string;
  /** The words of the snippet the query matched (the site highlights them). */
  matched: string[];
}

interface SiteInfo {
  /** Public origin of the site (from its canonical URL). */
  origin: string;
  /** The site's base path, both slashes. */
  basePath: string;
  defaultLocale: string;
  locales: LocaleInfo[];
}

/** `load()`, kept in `cache` under `key`; a failure is not kept, so the next call tries again. */
function cached<T>(
  cache: Map<string, Promise<T>>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = load();
    value.catch(() => cache.delete(key));
    cache.set(key, value);
  }
  return value;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** A locale's search: its engine, the filters its pages search with, its areas. */
interface SearchEngine {
  engine: ChunkedSearch;
  filters: SearchFilters;
  /** The index's areas by path, and the area a path is in (`areas.ts` of the engine). */
  areas: string[];
  areaOf: (path: string) => string | null;
}

export class Docs {
  readonly #site = new Map<string, Promise<SiteInfo>>();
  readonly #areas = new Map<string, Promise<Area[]>>();
  readonly #keyFacts = new Map<
    string,
    Promise<{title: string; facts: KeyFact[]} | null>
  >();
  readonly #engines = new Map<string, Promise<SearchEngine>>();

  readonly #indexMemoryBytes: number;

  constructor(
    readonly origin: Origin,
    {
      indexMemoryBytes = DOCS_MCP_LIMITS.MAX_INDEX_MEMORY_BYTES,
    }: {indexMemoryBytes?: number} = {},
  ) {
    this.#indexMemoryBytes = indexMemoryBytes;
  }

  /** Reads the home page once; a failure is not kept, so the next call tries again. */
  site(): Promise<SiteInfo> {
    return cached(this.#site, '', () => this.#loadSite());
  }

  async #loadSite(): Promise<SiteInfo> {
    const home = await this.origin.get('');
    if (home === null) {
      throw new OriginError(
        `No PayNow Docs home page at ${this.origin.label}.`,
      );
    }
    const $ = load(home);
    const canonical = $('link[rel="canonical"]').first().attr('href');
    if (!canonical || !$('meta[name="pn-search-index"]').length) {
      throw new OriginError(
        `${this.origin.label} is not a PayNow Docs build (no canonical link or search index meta on its home page).`,
      );
    }
    const {origin, pathname: basePath} = new URL(canonical);
    const defaultLocale = $('html').attr('lang') ?? 'en';
    const locales: LocaleInfo[] = [];
    $('link[rel="alternate"][hreflang]').each((_, element) => {
      const locale = $(element).attr('hreflang');
      const href = $(element).attr('href');
      if (!locale || !href || locale === 'x-default') return;
      const pathname = new URL(href, canonical).pathname;
      if (!pathname.startsWith(basePath)) return;
      if (!locales.some((known) => known.locale === locale)) {
        locales.push({locale, path: pathname.slice(basePath.length)});
      }
    });
    if (!locales.some((known) => known.locale === defaultLocale)) {
      locales.unshift({locale: defaultLocale, path: ''});
    }
    return {origin, basePath, defaultLocale, locales};
  }

  /** The locales the site has, the default first. */
  async locales(): Promise<LocaleInfo[]> {
    const {locales, defaultLocale} = await this.site();
    return [...locales].sort(
      (a, b) =>
        Number(b.locale === defaultLocale) - Number(a.locale === defaultLocale),
    );
  }

  async #locale(locale: string | undefined): Promise<LocaleInfo> {
    const {locales, defaultLocale} = await this.site();
    const wanted = locale?.trim() || defaultLocale;
    const found = locales.find(
      (known) => known.locale.toLowerCase() === wanted.toLowerCase(),
    );
    if (!found) {
      throw new InputError(
        `Unknown locale "${wanted}". This site has: ${locales.map((known) => known.locale).join(', ')}.`,
      );
    }
    return found;
  }

  /** A file the site must have. */
  async #required(relative: string): Promise<string> {
    const text = await this.origin.get(relative);
    if (text === null) {
      throw new OriginError(`${this.origin.label} has no ${relative}.`);
    }
    return text;
  }

  /** Text of llms.txt or llms-full.txt in a locale. */
  async llms(
    locale: string | undefined,
    file: 'llms.txt' | 'llms-full.txt',
  ): Promise<{url: string; text: string}> {
    const {origin, basePath} = await this.site();
    const info = await this.#locale(locale);
    const relative = `${info.path}${file}`;
    return {
      url: `${origin}${basePath}${relative}`,
      text: await this.#required(relative),
    };
  }

  /** A locale's key facts, as its llms-full.txt lists them (none, or no llms-full.txt: null). */
  async keyFacts(
    locale?: string,
  ): Promise<{title: string; facts: KeyFact[]} | null> {
    const {origin, basePath} = await this.site();
    const info = await this.#locale(locale);
    return cached(this.#keyFacts, info.locale, () =>
      this.origin
        .get(`${info.path}llms-full.txt`)
        .then((text) =>
          text === null ? null : parseKeyFacts(text, origin, basePath),
        ),
    );
  }

  async areas(locale?: string): Promise<Area[]> {
    const {origin, basePath} = await this.site();
    const info = await this.#locale(locale);
    return cached(this.#areas, info.locale, () =>
      this.#required(`${info.path}llms.txt`).then((text) =>
        parseLlmsTxt(text, origin, basePath),
      ),
    );
  }

  /** The pages of an area, found by its title, a slug of it, or a path segment of its pages. */
  async listPages(
    area: string | undefined,
    locale?: string,
  ): Promise<{areas: Area[]; area: Area | null}> {
    const areas = await this.areas(locale);
    const wanted = area?.trim();
    if (!wanted) return {areas, area: null};
    const key = slug(wanted);
    const found =
      areas.find((candidate) => slug(candidate.title) === key) ??
      areas.find((candidate) =>
        candidate.pages.some((page) =>
          page.relative.split('/').some((segment) => slug(segment) === key),
        ),
      );
    if (!found) {
      throw new InputError(
        `Unknown area "${wanted}". Areas: ${areas.map((candidate) => candidate.title).join('; ')}.`,
      );
    }
    return {areas, area: found};
  }

  /** A locale's engine, and the filters its index says its pages search with. */
  #engine(info: LocaleInfo): Promise<SearchEngine> {
    return cached(this.#engines, info.locale, async () => {
      const {basePath} = await this.site();
      const home = await this.#required(info.path);
      const indexPath = load(home)('meta[name="pn-search-index"]')
        .first()
        .attr('content');
      if (!indexPath?.startsWith(basePath)) {
        throw new OriginError(
          `The ${info.locale} home page of ${this.origin.label} names no search index.`,
        );
      }
      const relative = indexPath.slice(basePath.length);
      const text = await this.#required(relative);
      const label = `${this.origin.label} ${relative}`;
      let file: ReturnType<typeof parseIndex>;
      try {
        file = parseIndex(text, label);
      } catch (error) {
        throw new OriginError(
          `${label} is not a search index this server can read (${(error as Error).message}).`,
        );
      }
      const folder = relative.slice(0, relative.lastIndexOf('/') + 1);
      return {
        engine: chunkedSearch(
          file,
          (shard) => this.#required(`${folder}${shard}`),
          {keepBytes: this.#indexMemoryBytes},
        ),
        filters: file.site.filters,
        areas: areaPaths(file.chunked.areas),
        areaOf: (path: string) =>
          areaOf(file.chunked.areas, path, file.site.baseUrl),
      };
    });
  }

  /**
   * The area a search is given (`area`: a page's or an area's path or
   * URL, or an area's title as list_pages gives it), as the index's
   * path of it; a clear error for one the site does not have.
   */
  async #searchArea(
    area: string,
    info: LocaleInfo,
    areaIn: (path: string) => string | null,
    areas: string[],
  ): Promise<string> {
    const wanted = area.trim();
    let path = wanted;
    if (/^https?:\/\//i.test(wanted)) {
      try {
        path = new URL(wanted).pathname;
      } catch {
        path = '';
      }
    }
    const valid =
      wanted.length <= MAX_AREA_LENGTH ? limitArea(path) : undefined;
    let found = valid === undefined ? null : areaIn(valid);
    if (found === null) {
      // An area's title or path segment, as list_pages takes it.
      const titled = await this.listPages(wanted, info.locale).catch(
        () => null,
      );
      const page = titled?.area?.pages[0]?.relative.replace(/\.md$/, '');
      found = page === undefined ? null : areaIn(page);
    }
    if (found === null) {
      throw new InputError(
        `Unknown area "${wanted.slice(0, MAX_AREA_LENGTH)}": give the path of a page or area (up to ${MAX_AREA_LENGTH} characters) or an area's title. Areas: ${areas.join(', ')}.`,
      );
    }
    return found;
  }

  /** The site's search: the same engine and ranking as its search dialog. */
  async search(
    query: string,
    {
      locale,
      limit = 10,
      area,
    }: {locale?: string; limit?: number; area?: string} = {},
  ): Promise<{total: number; results: SearchResult[]}> {
    const text = query.trim();
    if (!text) throw new InputError('The query is empty: give a few words.');
    if (Array.from(text).length > MAX_QUERY_LENGTH) {
      throw new InputError(
        `The query is ${Array.from(text).length} characters long; the site searches at most ${MAX_QUERY_LENGTH}. Use a few keywords.`,
      );
    }
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      throw new InputError(
        `limit must be a whole number from 1 to ${MAX_LIMIT}.`,
      );
    }
    const {origin, basePath} = await this.site();
    const info = await this.#locale(locale);
    const {engine, filters, ...areas} = await this.#engine(info);
    const readerArea =
      area === undefined
        ? undefined
        : await this.#searchArea(area, info, areas.areaOf, areas.areas);
    const withMarkdown = new Set(
      (await this.areas(info.locale)).flatMap((area) =>
        area.pages.map((page) => page.relative),
      ),
    );
    let found: Awaited<ReturnType<ChunkedSearch['search']>>;
    try {
      found = await engine.search({
        query: text,
        filters,
        hitsPerPage: limit,
        ...(readerArea !== undefined && {area: readerArea}),
        // `total` is the true count.
        complete: true,
      });
    } catch (error) {
      if (error instanceof OriginError || error instanceof InputError) {
        throw error;
      }
      // A shard the site sent that the engine cannot read.
      throw new OriginError(
        `The search index of ${this.origin.label} cannot be read (${(error as Error).message}).`,
      );
    }
    const {hits, nbHits} = found;
    const results = hits.map((hit) => {
      const markdown = markdownUrlOf(hit.url);
      const relative = markdown.slice(basePath.length);
      // The page's opening text when it matched, else its best section
      // whose text did, else one whose heading did (the heading leads its
      // snippet): a snippet always shows a word the query found.
      const parts = [
        {heading: hit.heading, snippet: hit.snippet},
        ...hit.sections,
      ];
      const matches = (segments: Segment[]) =>
        segments.some((segment) => segment.match);
      const byText = parts.find(({snippet}) => matches(snippet));
      const byHeading = parts.find(({heading}) => matches(heading));
      const shown = byText ?? {
        heading: (byHeading ?? parts[0]!).heading,
        snippet: byHeading
          ? [
              ...byHeading.heading,
              ...(byHeading.snippet.length > 0
                ? [{text: ': ', match: false}, ...byHeading.snippet]
                : []),
            ]
          : (parts.find(({snippet}) => snippet.length > 0)?.snippet ?? []),
      };
      return {
        title: hit.title,
        section: shown.heading.map((segment) => segment.text).join(''),
        area: [hit.lvl0, ...hit.crumbs].join(' › '),
        url: `${origin}${hit.url}`,
        markdownUrl: withMarkdown.has(decodeURIComponent(relative))
          ? `${origin}${markdown}`
          : null,
        snippet: shown.snippet.map((segment) => segment.text).join(''),
        matched: shown.snippet
          .filter((segment) => segment.match)
          .map((segment) => segment.text),
      };
    });
    // A page found by words its shown text lacks (keywords, a synonym, a
    // later section): its snippet comes from the page itself, around the
    // first word of the query it holds, when it holds one.
    for (const result of results) {
      if (result.matched.length > 0 || !result.markdownUrl) continue;
      const page = await this.getPage(result.url).catch(() => undefined);
      if (!page) continue;
      const segments = snippetOf(plainText(page.markdown), queryTerms(text));
      const matched = segments
        .filter((segment) => segment.match)
        .map((segment) => segment.text);
      if (matched.length === 0) continue;
      result.snippet = segments.map((segment) => segment.text).join('');
      result.matched = matched;
    }
    return {total: nbHits, results};
  }

  /**
   * The Markdown path (below the base URL) of a page given as a URL, a path
   * with the base URL, or a path below it, with or without `.md`.
   */
  async resolvePage(reference: string): Promise<string> {
    const text = reference.trim();
    if (!text) throw new InputError('Give a page URL or path.');
    if (text.length > MAX_PAGE_REF_LENGTH) {
      throw new InputError(
        `The page reference is longer than ${MAX_PAGE_REF_LENGTH} characters.`,
      );
    }
    const {origin, basePath} = await this.site();
    let pathname: string;
    if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        throw new InputError(`Not a URL: ${text}`);
      }
      const siteOrigins = [origin];
      if (/^https?:/.test(this.origin.label)) {
        siteOrigins.push(new URL(this.origin.label).origin);
      }
      if (!siteOrigins.includes(url.origin)) {
        throw new InputError(
          `${url.origin} is not this documentation site (${siteOrigins.join(' or ')}).`,
        );
      }
      pathname = url.pathname;
    } else {
      const raw = text.split(/[?#]/)[0]!;
      if (/(?:^|\/)\.\.?(?:\/|$)|\\/.test(raw)) {
        throw new InputError(`Not a path inside the site: ${text}`);
      }
      // `/docs/x` is a site path without the base path; `/paynow-guideline/docs/x` has it.
      pathname = raw.startsWith(basePath)
        ? raw
        : `${basePath}${raw.replace(/^\/+/, '')}`;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      throw new InputError(`Malformed percent-encoding in ${text}`);
    }
    if (
      !decoded.startsWith(basePath) ||
      unsafePathReason(pathname.slice(basePath.length)) !== null
    ) {
      throw new InputError(
        `${text} is outside the documentation site (its pages are under ${origin}${basePath}).`,
      );
    }
    const page = decoded
      .slice(basePath.length)
      .replace(/(?:\/index)?\.html$/, '')
      .replace(/\/$/, '');
    return page.endsWith('.md') ? page : `${page}.md`;
  }

  /** A page's Markdown; an unknown page is an {@link InputError}. */
  async getPage(reference: string): Promise<{url: string; markdown: string}> {
    const relative = await this.resolvePage(reference);
    const {origin, basePath, locales} = await this.site();
    // The page's language: the locale with the longest path it is under.
    const [locale] = locales
      .filter((info) => relative.startsWith(info.path))
      .sort((a, b) => b.path.length - a.path.length);
    const known = locale
      ? (await this.areas(locale.locale))
          .flatMap((area) => area.pages)
          .find((page) => page.relative === relative)
      : undefined;
    if (!known) {
      throw new InputError(
        `No page ${reference.trim()} in the documentation (looked for ${origin}${basePath}${relative}). Use search_docs or list_pages to find the page.`,
      );
    }
    const markdown = await this.#required(relative);
    return {url: known.markdownUrl, markdown};
  }
}
