/**
 * pn-search: the site's own search (modal + /search page) over a local index
 * built from the rendered HTML after `docusaurus build`, or over Algolia when
 * configured. See README "Search".
 */
import {existsSync} from 'node:fs';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {buildIndexFile} from './indexer.ts';

export const PLUGIN_NAME = 'pn-search';
/** Replaced in every HTML file after the build by the URL of the hashed index file. */
export const INDEX_URL_PLACEHOLDER = '__PN_SEARCH_INDEX_URL__';
export const INDEX_META_NAME = 'pn-search-index';

export interface AlgoliaOptions {
  appId: string;
  /** Search-only API key: it is shipped to browsers. */
  apiKey: string;
  indexName: string;
}

export interface PluginOptions {
  /** Route of the search page, relative to the base URL. */
  searchPagePath: string;
  /** Queries offered under "Try searching for" (only those with results are shown). */
  suggestedQueries: string[];
  /** Results per page on the search page and per "load more". */
  hitsPerPage: number;
  /** Query Algolia instead of the local index. */
  algolia: AlgoliaOptions | null;
}

export type Options = Partial<PluginOptions>;

/** What the browser code gets through `usePluginData('pn-search')`. */
export interface SearchGlobalData {
  searchPagePath: string;
  suggestedQueries: string[];
  hitsPerPage: number;
  algolia: AlgoliaOptions | null;
  indexMetaName: string;
  indexUrlPlaceholder: string;
}

const OptionsSchema = Joi.object<PluginOptions>({
  searchPagePath: Joi.string()
    .pattern(/^[a-z0-9][a-z0-9/-]*$/)
    .default('search'),
  suggestedQueries: Joi.array()
    .items(Joi.string().trim().min(1))
    .default(['refund', 'print label', 'void invoice', 'Apple Pay', 'capture']),
  hitsPerPage: Joi.number().integer().min(1).max(100).default(10),
  algolia: Joi.object<AlgoliaOptions>({
    appId: Joi.string().required(),
    apiKey: Joi.string().required(),
    indexName: Joi.string().required(),
  })
    .allow(null)
    .default(null),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The HTML file Docusaurus wrote for a route. */
function fileOfRoute(
  outDir: string,
  baseUrl: string,
  route: string,
): string | null {
  const relative = decodeURI(route.slice(baseUrl.length));
  const candidates = relative.endsWith('.html')
    ? [path.join(outDir, relative)]
    : [
        path.join(outDir, relative, 'index.html'),
        path.join(outDir, `${relative.replace(/\/$/, '')}.html`),
      ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

export default function searchPlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin {
  const {baseUrl} = context;
  const searchRoute = `${baseUrl}${options.searchPagePath}`;
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {
        searchPagePath: options.searchPagePath,
        suggestedQueries: options.suggestedQueries,
        hitsPerPage: options.hitsPerPage,
        algolia: options.algolia,
        indexMetaName: INDEX_META_NAME,
        indexUrlPlaceholder: INDEX_URL_PLACEHOLDER,
      };
      actions.setGlobalData(data);
      actions.addRoute({
        path: searchRoute,
        component: '@theme/SearchPage',
        exact: true,
      });
    },

    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'meta',
            attributes: {name: INDEX_META_NAME, content: INDEX_URL_PLACEHOLDER},
          },
        ],
      };
    },

    async postBuild({outDir, routesPaths}) {
      const pages: {url: string; html: string}[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        if (route === searchRoute || route.endsWith('/404.html')) continue;
        const file = fileOfRoute(outDir, baseUrl, route);
        if (file) pages.push({url: route, html: await readFile(file, 'utf8')});
      }
      const {file, json, hash} = buildIndexFile(pages);
      const name = `assets/search/index.${hash}.json`;
      await mkdir(path.join(outDir, 'assets/search'), {recursive: true});
      await writeFile(path.join(outDir, name), json);
      const url = `${baseUrl}${name}`;
      for (const html of await htmlFiles(outDir)) {
        const text = await readFile(html, 'utf8');
        if (text.includes(INDEX_URL_PLACEHOLDER)) {
          await writeFile(html, text.replaceAll(INDEX_URL_PLACEHOLDER, url));
        }
      }
      console.log(
        `[${PLUGIN_NAME}] indexed ${file.records.length} sections of ${pages.length} pages: ${name} (${json.length} bytes)`,
      );
    },
  };
}
