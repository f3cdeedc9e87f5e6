/**
 * pn-search: the site's own search (modal + /search page) over a local index
 * built from the rendered HTML after `docusaurus build`, or over Algolia when
 * configured. See its README.md.
 */
import path from 'node:path';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {htmlFileOfRoute, pageRoutes} from '@paynow-docs/build-kit';
import type {
  BuiltSite,
  PostBuildStepProvider,
} from '@paynow-docs/build-kit/site';
import {
  INDEX_DIR,
  chunkedSearch,
  type AreaLabels,
  type IndexSite,
  type ReadingGroup,
} from '@paynow-docs/search-engine';
import {
  INDEX_META_NAME,
  INDEX_URL_PLACEHOLDER,
  PLUGIN_NAME,
} from './constants.ts';
import {translatedAreas} from './areas.ts';
import {contentPages, type ContentPages} from './content.ts';
import {DEFAULT_AREAS, searchTagOf} from './extract.ts';
import {buildIndexFile} from './indexer.ts';

export {INDEX_META_NAME, INDEX_URL_PLACEHOLDER, PLUGIN_NAME};

/** The name of the plugin's post-build step, as the site's pipeline orders it. */
export const SEARCH_INDEX_STEP = 'search index';

export interface AlgoliaOptions {
  appId: string;
  /** Search-only API key: it is shipped to browsers. */
  apiKey: string;
  indexName: string;
}

export type {AreaLabels};

export interface PluginOptions {
  /** Route of the search page, relative to the base URL. */
  searchPagePath: string;
  /**
   * Queries offered under "Try searching for" (only those with results are
   * shown): one list for every locale, or a list per locale.
   */
  suggestedQueries: string[] | Record<string, string[]>;
  /**
   * The most-used pages, offered before anything is typed: routes relative
   * to the base URL, optionally with a section's `#anchor`. Their titles
   * come from each locale's index; the build fails on one it lacks.
   */
  popularPages: string[];
  /**
   * Ids of headings whose sections only link to other pages ("Related
   * pages"): left out of the index. Elements with `data-search-exclude`
   * are left out too.
   */
  excludedSections: string[];
  /** Results per page on the search page and per "load more". */
  hitsPerPage: number;
  /** Query Algolia instead of the local index (then none is built). */
  algolia: AlgoliaOptions | null;
  /**
   * Ids of the docs plugin instances whose current version is searched from
   * a page outside the docs (written into the index as its filters, for the
   * CLI and the tests).
   */
  docsPluginIds: string[];
  /** The area (lvl0) of each kind of page: results are grouped by it. */
  areas: AreaLabels;
  /** Routes left out of the index, relative to the base URL (`markdown-page`). */
  excludedRoutes: string[];
  /**
   * Groups of words readers use for one concept, in any language (退款,
   * 退費, refund): written into every locale's index, where a query with
   * one of them searches for all of them, the reader's own word first.
   */
  synonyms: string[][];
  /** Words that name a different task for each reader, with each reader's page ({@link ReadingGroup}). */
  readings: ReadingGroup[];
}

export type Options = Partial<Omit<PluginOptions, 'areas'>> & {
  areas?: Partial<AreaLabels>;
};

/** What the browser code gets through `usePluginData('pn-search')`. */
export interface SearchGlobalData {
  searchPagePath: string;
  /** The suggestions of the locale being built. */
  suggestedQueries: string[];
  hitsPerPage: number;
  algolia: AlgoliaOptions | null;
}

/** Docusaurus's own rule for plugin ids. */
const PLUGIN_ID = /^[a-zA-Z0-9_-]+$/;
/** A route below the base URL, without a leading slash. */
const ROUTE = /^[a-z0-9][a-z0-9/._-]*$/;
/** A route below the base URL (possibly the base URL itself, ``), optionally with an anchor. */
const ROUTE_WITH_ANCHOR = /^(?:[a-z0-9][a-z0-9/._-]*)?(?:#[\w-]+)?$/;
/** A heading id as Docusaurus writes them. */
const HEADING_ID = /^[\p{L}\p{N}_-]+$/u;

/** A synonym: letters or digits, not only punctuation. */
const WORDS = /[\p{L}\p{N}]/u;
/** A page of a reading: its path without the base URL or locale (`docs/payment-admin/refund`). */
const PAGE = /^[\w-]+(?:\/[\w-]+)*$/;

const QUERIES = Joi.array().items(Joi.string().trim().min(1).max(64));

const OptionsSchema = Joi.object<PluginOptions>({
  searchPagePath: Joi.string().pattern(ROUTE).default('search'),
  suggestedQueries: Joi.alternatives()
    .try(QUERIES, Joi.object().pattern(Joi.string().min(2), QUERIES))
    .default([]),
  popularPages: Joi.array()
    .items(Joi.string().allow('').pattern(ROUTE_WITH_ANCHOR))
    .unique()
    .max(8)
    .default([]),
  excludedSections: Joi.array()
    .items(Joi.string().pattern(HEADING_ID))
    .unique()
    .default([]),
  hitsPerPage: Joi.number().integer().min(1).max(100).default(10),
  algolia: Joi.object<AlgoliaOptions>({
    appId: Joi.string().required(),
    apiKey: Joi.string().required(),
    indexName: Joi.string().required(),
  })
    .allow(null)
    .default(null),
  docsPluginIds: Joi.array()
    .items(Joi.string().pattern(PLUGIN_ID))
    .unique()
    .min(1)
    .default(['default']),
  areas: Joi.object<AreaLabels>({
    docs: Joi.object()
      .pattern(Joi.string().pattern(PLUGIN_ID), Joi.string().trim().min(1))
      .default(DEFAULT_AREAS.docs),
    blog: Joi.string().trim().min(1).default(DEFAULT_AREAS.blog),
    pages: Joi.string().trim().min(1).default(DEFAULT_AREAS.pages),
  }).default(),
  excludedRoutes: Joi.array().items(Joi.string().pattern(ROUTE)).default([]),
  synonyms: Joi.array()
    .items(
      Joi.array()
        .items(Joi.string().trim().min(1).max(64).pattern(WORDS))
        .min(2)
        .unique((a: string, b: string) => a.toLowerCase() === b.toLowerCase()),
    )
    .default([]),
  readings: Joi.array()
    .items(
      Joi.object({
        words: Joi.array().items(Joi.string().pattern(WORDS)).min(1).required(),
        pages: Joi.array().items(Joi.string().pattern(PAGE)).min(1).required(),
      }),
    )
    .default([]),
}).custom((options: PluginOptions) => {
  const unknown = Object.keys(options.areas.docs).filter(
    (id) => !options.docsPluginIds.includes(id),
  );
  if (unknown.length > 0) {
    throw new Error(
      `areas.docs names docs plugin ids that are not in docsPluginIds (${options.docsPluginIds.join(', ')}): ${unknown.join(', ')}`,
    );
  }
  return options;
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

/** The index path of a route: `/base/docs/` and `/base/docs` are one page. */
function routeKey(route: string): string {
  return route.replace(/\/$/, '');
}

/** The suggestions of one locale: the common list, or the locale's own. */
export function suggestionsFor(
  suggestedQueries: PluginOptions['suggestedQueries'],
  locale: string,
): string[] {
  if (Array.isArray(suggestedQueries)) return suggestedQueries;
  const list = suggestedQueries[locale];
  if (!list) {
    throw new Error(
      `[${PLUGIN_NAME}] suggestedQueries has no list for the locale ${locale} (it has ${Object.keys(suggestedQueries).join(', ')})`,
    );
  }
  return list;
}

/**
 * The output directories of the other locales inside this one's: the
 * default locale's build holds them (build/zh-TW/), and their pages point
 * at their own index.
 */
export default function searchPlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin & PostBuildStepProvider {
  const {baseUrl} = context;
  const suggestedQueries = suggestionsFor(
    options.suggestedQueries,
    context.i18n.currentLocale,
  );
  const searchRoute = `${baseUrl}${options.searchPagePath}`;
  const excluded = new Set(
    options.excludedRoutes.map((route) => routeKey(`${baseUrl}${route}`)),
  );
  let content: ContentPages | undefined;
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    getClientModules() {
      return [path.join(__dirname, 'theme', 'tokens.css')];
    },

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {
        searchPagePath: options.searchPagePath,
        suggestedQueries,
        hitsPerPage: options.hitsPerPage,
        algolia: options.algolia,
      };
      actions.setGlobalData(data);
      actions.addRoute({
        path: searchRoute,
        component: '@theme/SearchPage',
        exact: true,
      });
    },

    allContentLoaded({allContent}) {
      content = contentPages(allContent);
    },

    injectHtmlTags() {
      // With Algolia there is no index to point at.
      if (options.algolia) return {};
      return {
        headTags: [
          {
            tagName: 'meta',
            attributes: {name: INDEX_META_NAME, content: INDEX_URL_PLACEHOLDER},
          },
        ],
      };
    },

    // The index is a step of the site's post-build pipeline
    // (plugins/postbuild/pipeline.ts), over the locale's pages in memory.
    postBuildSteps: options.algolia
      ? []
      : [
          {
            name: SEARCH_INDEX_STEP,
            reads: 'the pages of the routes',
            writes: [`${INDEX_DIR}/*`, '**/*.html'],
            run: (output, {routesPaths}) => indexSite(output, routesPaths),
          },
        ],
  };

  async function indexSite(
    output: BuiltSite,
    routesPaths: readonly string[],
  ): Promise<void> {
    const titles = new Map(
      [...(content?.titles ?? [])].map(([permalink, title]) => [
        routeKey(permalink),
        title,
      ]),
    );
    const pages: {url: string; html: string; title?: string}[] = [];
    const unused = new Set(excluded);
    for (const route of pageRoutes({routesPaths, baseUrl})) {
      if (route === searchRoute) continue;
      if (excluded.has(routeKey(route))) {
        unused.delete(routeKey(route));
        continue;
      }
      const file = path.relative(
        output.dir,
        htmlFileOfRoute(
          output.dir,
          baseUrl,
          route,
          context.siteConfig.trailingSlash,
        ),
      );
      pages.push({
        url: route,
        html: output.text(file.split(path.sep).join('/')),
        title: titles.get(routeKey(route)),
      });
    }
    if (unused.size > 0) {
      throw new Error(
        `[${PLUGIN_NAME}] excludedRoutes names routes the site does not have: ${[...unused].join(', ')}`,
      );
    }
    // The search tag of each docs instance's current version, as its own
    // pages carry it (Docusaurus's `docusaurus_tag`): site vocabulary must
    // match the site, or a renamed instance would silently drop its pages
    // from the CLI's and the tests' filters.
    const missing: string[] = [];
    const docsTags = options.docsPluginIds.flatMap((id) => {
      const current = new Set(
        (content?.currentDocs.get(id) ?? []).map(routeKey),
      );
      const page = pages.find(({url}) => current.has(routeKey(url)));
      if (!page) missing.push(id);
      return page ? [searchTagOf(page.html)] : [];
    });
    if (missing.length > 0) {
      throw new Error(
        `[${PLUGIN_NAME}] docsPluginIds names docs plugin instances with no page in the build: ${missing.join(', ')}`,
      );
    }
    const site: IndexSite = {
      baseUrl,
      filters: {
        language: context.i18n.currentLocale,
        tags: ['default', ...docsTags],
      },
      areas: translatedAreas(options.areas, context.codeTranslations),
      excludedSections: options.excludedSections,
      excludedRoutes: [...excluded],
      suggestedQueries,
    };
    let built: ReturnType<typeof buildIndexFile>;
    try {
      built = buildIndexFile(pages, site, {
        siteNoIndex: context.siteConfig.noIndex,
        synonyms: options.synonyms,
        readings: options.readings,
        popularPages: options.popularPages.map((route) => `${baseUrl}${route}`),
      });
    } catch (error) {
      throw new Error(`[${PLUGIN_NAME}] ${(error as Error).message}`);
    }
    const {file, files} = built;
    // The suggestions the dialog offers before anything is typed must
    // find pages: checked here, so the dialog reads no index to offer them.
    const texts = new Map(files.map((shard) => [shard.name, shard.text]));
    const search = chunkedSearch(built.manifest, async (shard) =>
      texts.get(shard)!,
    );
    const fruitless: string[] = [];
    for (const query of site.suggestedQueries) {
      const {nbHits} = await search.search({
        query,
        filters: site.filters,
        hitsPerPage: 0,
      });
      if (nbHits === 0) fruitless.push(query);
    }
    if (fruitless.length > 0) {
      throw new Error(
        `[${PLUGIN_NAME}] suggestedQueries (${context.i18n.currentLocale}) find no page: ${fruitless.join(', ')}`,
      );
    }
    const name = `${INDEX_DIR}/${files[0]!.name}`;
    for (const shard of files) {
      output.write(`${INDEX_DIR}/${shard.name}`, shard.text);
    }
    const url = `${baseUrl}${name}`;
    for (const html of output.pages()) {
      const text = output.text(html);
      if (text.includes(INDEX_URL_PLACEHOLDER)) {
        output.write(html, text.replaceAll(INDEX_URL_PLACEHOLDER, url));
      }
    }
    console.log(
      `[${PLUGIN_NAME}] ${context.i18n.currentLocale}: indexed ${file.records.length} sections of ${pages.length} pages: ${name} and ${files.length - 1} shards (${files.reduce((sum, shard) => sum + shard.text.length, 0)} bytes)`,
    );
  }
}
