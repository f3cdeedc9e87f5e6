/**
 * The plugin's options: what a site sets (its vocabulary: suggested queries,
 * popular pages, areas, synonyms and readings, the routes and sections not
 * indexed, Algolia), validated when Docusaurus starts, and what the browser
 * code gets from them.
 */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {AreaLabels, ReadingGroup} from '@paynow-docs/search-engine';
import {PLUGIN_NAME} from './constants.ts';
import {DEFAULT_AREAS} from './extract.ts';

export interface AlgoliaOptions {
  appId: string;
  /** Search-only API key: it is shipped to browsers. */
  apiKey: string;
  indexName: string;
}

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
  /**
   * Where a reader whose query still finds nothing can ask: a route below
   * the base URL, optionally with a section's `#anchor` (the contact
   * page's question form). None: no link.
   */
  contactPage: string | null;
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
  /**
   * Record each query that found nothing: once per distinct query and page
   * load, after its results have settled, as a JSON post of
   * `{kind: 'zero-result', locale, query}` to `endpoint` (a path of the
   * site's origin). Not sent when the browser asks for Global Privacy
   * Control; a failure is silent. `null` (the default) records nothing.
   */
  zeroResults: ZeroResultsOptions | null;
}

export interface ZeroResultsOptions {
  /** Where the signal is posted: an absolute path on the site's origin (`/base/feedback`). */
  endpoint: string;
}

export type Options = Partial<Omit<PluginOptions, 'areas'>> & {
  areas?: Partial<AreaLabels>;
};

/** What the browser code gets through `usePluginData('pn-search')`. */
export type SearchGlobalData = Pick<
  PluginOptions,
  'searchPagePath' | 'hitsPerPage' | 'contactPage' | 'algolia' | 'zeroResults'
> & {
  /** The suggestions of the locale being built. */
  suggestedQueries: string[];
};

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

/** An absolute path on the site's origin, with no query or fragment. */
const ORIGIN_PATH = /^\/(?!\/)[^\s?#]*$/;

const QUERIES = Joi.array().items(Joi.string().trim().min(1).max(64));
/** Words of a reading group: at least one. */
const WORD_LIST = Joi.array().items(Joi.string().pattern(WORDS)).min(1);
/** An option that is off when null, its default. */
const orNull = <T extends Joi.Schema>(schema: T) =>
  schema.allow(null).default(null);

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
  contactPage: orNull(Joi.string().pattern(ROUTE_WITH_ANCHOR).min(1)),
  algolia: orNull(
    Joi.object<AlgoliaOptions>({
      appId: Joi.string().required(),
      apiKey: Joi.string().required(),
      indexName: Joi.string().required(),
    }),
  ),
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
        words: WORD_LIST.required(),
        pages: Joi.array().items(Joi.string().pattern(PAGE)).min(1).required(),
        owned: Joi.array().items(
          Joi.object({
            page: Joi.string().pattern(PAGE).required(),
            words: WORD_LIST.required(),
            alone: Joi.boolean(),
          }),
        ),
      }),
    )
    .default([]),
  zeroResults: orNull(
    Joi.object<ZeroResultsOptions>({
      endpoint: Joi.string().pattern(ORIGIN_PATH).required(),
    }),
  ),
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
