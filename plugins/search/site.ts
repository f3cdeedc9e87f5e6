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

/** The site's default locale. */
export function defaultLocaleOf(config: Config): string {
  return config.i18n?.defaultLocale ?? 'en';
}

/** The locales a site config builds. */
export function localesOf(config: Config): string[] {
  const locales = (config.i18n?.locales ?? []).filter(
    (locale): locale is string => typeof locale === 'string',
  );
  return locales.length > 0 ? locales : [defaultLocaleOf(config)];
}

/** Checks that a site builds `locale` (for `--locale` and the tests). */
export function checkLocale(config: Config, locale: string): string {
  const locales = localesOf(config);
  if (!locales.includes(locale)) {
    throw new Error(
      `Unknown locale ${locale}: the site builds ${locales.join(', ')}.`,
    );
  }
  return locale;
}

/**
 * Where Docusaurus writes a locale's site: the build directory for the
 * default locale, a folder named after the locale inside it for the others.
 */
export function localeBuildDir(
  config: Config,
  locale: string,
  buildDir = 'build',
): string {
  return locale === defaultLocaleOf(config)
    ? buildDir
    : path.join(buildDir, locale);
}

/**
 * The filters of a page outside the docs in `locale` (the default one unless
 * given), as Docusaurus's contextual search sets them: that language, and
 * the current version of every docs instance the plugin searches.
 */
export function siteFilters(
  config: Config,
  locale = defaultLocaleOf(config),
): SearchFilters {
  return {
    language: locale,
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
