/**
 * pn-search: the site's own search (modal + /search page) over a local index
 * built from the rendered HTML after `docusaurus build`, or over Algolia when
 * configured. See its README.md.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFileOfRoute, pageRoutes} from '@paynow-docs/build-kit';
import type {
  BuiltSite,
  PostBuildStepProvider,
} from '@paynow-docs/build-kit/site';
import {
  INDEX_DIR,
  chunkedSearch,
  type IndexSite,
} from '@paynow-docs/search-engine';
import {
  INDEX_META_NAME,
  INDEX_URL_PLACEHOLDER,
  PLUGIN_NAME,
} from './constants.ts';
import {translatedAreas} from './areas.ts';
import {contentPages, type ContentPages} from './content.ts';
import {searchTagOf} from './extract.ts';
import {buildIndexFile} from './indexer.ts';
import {
  suggestionsFor,
  type PluginOptions,
  type SearchGlobalData,
} from './options.ts';

export {validateOptions, type Options} from './options.ts';

/** The name of the plugin's post-build step, as the site's pipeline orders it. */
export const SEARCH_INDEX_STEP = 'search index';

/** The index path of a route: `/base/docs/` and `/base/docs` are one page. */
function routeKey(route: string): string {
  return route.replace(/\/$/, '');
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
  const themePath = path.join(__dirname, 'theme');
  return {
    name: PLUGIN_NAME,

    getThemePath: () => themePath,

    getTypeScriptThemePath: () => themePath,

    getClientModules() {
      return [path.join(themePath, 'tokens.css')];
    },

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {
        searchPagePath: options.searchPagePath,
        suggestedQueries,
        hitsPerPage: options.hitsPerPage,
        contactPage: options.contactPage,
        algolia: options.algolia,
        zeroResults: options.zeroResults,
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
            run: (output, {props}) => indexSite(output, props.routesPaths),
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
