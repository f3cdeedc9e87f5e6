/**
 * The search as a site built with this plugin has it, for Node: the plugin's
 * options read from the site's Docusaurus config, the filters a reader's
 * page applies, and the engine over the built index. The CLI, the relevance
 * check and the end-to-end tests share these, so they search exactly what
 * the site searches.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {createEngine, type Engine} from './engine.ts';
import {validateOptions, type Options, type PluginOptions} from './index.ts';
import type {SearchFilters, SearchIndexFile} from './types.ts';

/** Whether a `plugins` entry of a config is this plugin. */
function isSearchPlugin(entry: PluginConfig): entry is [string, Options] {
  return (
    Array.isArray(entry) &&
    typeof entry[0] === 'string' &&
    /(?:^|\/)plugins\/search(?:\/index\.ts)?$/.test(entry[0])
  );
}

/** The plugin's validated options (defaults filled in) in a site config. */
export function searchOptionsOf(config: Config): PluginOptions {
  const entry = (config.plugins ?? []).find((plugin) =>
    isSearchPlugin(plugin as PluginConfig),
  ) as [string, Options] | undefined;
  if (!entry) {
    throw new Error('The site config has no ./plugins/search plugin.');
  }
  return validateOptions({
    options: entry[1],
    validate: (schema, options) =>
      normalizePluginOptions(
        schema as Parameters<typeof normalizePluginOptions>[0],
        options as Parameters<typeof normalizePluginOptions>[1],
      ) as unknown as PluginOptions,
  });
}

/**
 * The filters of a page outside the docs in the site's default language, as
 * Docusaurus's contextual search sets them: that language, and the current
 * version of every docs instance the plugin searches.
 */
export function siteFilters(config: Config): SearchFilters {
  return {
    language: config.i18n?.defaultLocale ?? 'en',
    tags: [
      'default',
      ...searchOptionsOf(config).docsPluginIds.map(
        (id) => `docs-${id}-current`,
      ),
    ],
  };
}

export function loadIndex(buildDir = 'build'): SearchIndexFile {
  const dir = path.join(buildDir, 'assets', 'search');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) =>
      /^index\.[0-9a-f]+\.json$/.test(name),
    );
  } catch {
    // Reported below.
  }
  if (names.length !== 1) {
    throw new Error(`No search index in ${dir}: run \`npm run build\` first.`);
  }
  return JSON.parse(
    readFileSync(path.join(dir, names[0]!), 'utf8'),
  ) as SearchIndexFile;
}

/** The engine over the built index, as the site's worker runs it. */
export function builtEngine(buildDir = 'build'): Engine {
  return createEngine(loadIndex(buildDir).records);
}
