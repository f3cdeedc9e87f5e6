import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {LOCALES, type Locale} from '../../site.settings.ts';
import {
  DEFAULT_LOCALE,
  localeBaseUrl,
  translationSource,
} from '../../site.i18n.ts';
import {AREAS} from '../../site.areas.ts';

/** A page of the site and the text of its single h1. */
export interface SiteRoute {
  path: string;
  heading: string;
}

/** The `title` of an MDX file's front matter: the text Docusaurus renders as its h1. */
export function frontMatterTitle(file: string): string {
  const source = readFileSync(file, 'utf8');
  const title = /^---\n[\s\S]*?^title:\s*(.+?)\s*$[\s\S]*?^---$/m.exec(
    source,
  )?.[1];
  if (!title) {
    throw new Error(`${file} has no front-matter title`);
  }
  return title.replace(/^(['"])(.*)\1$/, '$2');
}

/**
 * The route Docusaurus gives a file of `docs/` (relative path, no slug
 * support): `index.mdx` is its folder with a trailing slash, any other file
 * its path without extension.
 */
export function docRoute(file: string): string {
  const source = readFileSync(file, 'utf8');
  if (/^---\n[\s\S]*?^slug:/m.test(source)) {
    throw new Error(
      `${file} sets a slug; teach e2e/support/routes.ts to read it.`,
    );
  }
  const relative = path.relative('.', file).split(path.sep).join('/');
  return relative.replace(/(^|\/)index\.mdx?$/, '$1').replace(/\.mdx?$/, '');
}

/** Every Markdown file under `dir`, skipping `_`-prefixed files and folders as Docusaurus does. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => !entry.name.startsWith('_'))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return markdownFiles(file);
      }
      return /\.mdx?$/.test(entry.name) ? [file] : [];
    })
    .sort();
}

/** One route per file of `docs/`, with the title its h1 shows. */
export const DOC_ROUTES: SiteRoute[] = markdownFiles('docs').map((file) => ({
  path: docRoute(file),
  heading: frontMatterTitle(file),
}));

/** The locales of the build under test (`LOCALES`), the default first. */
export const BUILT_LOCALES: readonly Locale[] = LOCALES;

/** The path of `locale`'s copy of a route, relative to the base URL: `docs/x` → `zh-TW/docs/x`. */
export function localePath(locale: Locale, route: string): string {
  return `${localeBaseUrl('/', locale).slice(1)}${route}`;
}

/**
 * A UI string as `locale` shows it: `english` (the text in the code) for the
 * default locale, else its translation in `i18n/<locale>/<file>`.
 */
export function uiText(
  locale: Locale,
  id: string,
  english: string,
  file = 'code.json',
): string {
  if (locale === DEFAULT_LOCALE) return english;
  const translations = JSON.parse(
    readFileSync(path.join('i18n', locale, file), 'utf8'),
  ) as Record<string, {message: string}>;
  const message = translations[id]?.message;
  if (message === undefined) {
    throw new Error(`i18n/${locale}/${file} has no translation for ${id}`);
  }
  return message;
}

/** The h1 of a Markdown page in `locale`: its translation's title, or the source's while it has none. */
function localeTitle(file: string, locale: Locale): string {
  const twin = translationSource(file, locale);
  return frontMatterTitle(twin && existsSync(twin) ? twin : file);
}

/**
 * Every page of `locale` with its h1, paths relative to the base URL
 * (`zh-TW/docs/payment-admin/refund`): guides not translated yet show the
 * English page there.
 */
export function localeRoutes(locale: Locale): SiteRoute[] {
  const pages: SiteRoute[] = [
    {path: '', heading: 'PayNow Docs'},
    // The authors' style page: translated file by file like the guides.
    {
      path: 'markdown-page',
      heading: localeTitle('src/pages/markdown-page.mdx', locale),
    },
    {
      path: 'search',
      heading: uiText(
        locale,
        'pnSearch.page.title',
        'Search the documentation',
      ),
    },
    {
      path: 'release-note',
      heading: uiText(
        locale,
        'title',
        'Release Note',
        'docusaurus-plugin-content-blog/options.json',
      ),
    },
    {
      path: 'release-note/archive',
      heading: uiText(locale, 'theme.blog.archive.title', 'Archive'),
    },
    {
      path: 'release-note/v1.0.0',
      heading: localeTitle('blog/2026-11-22-v1.0.0.mdx', locale),
    },
  ];
  const docs = markdownFiles('docs').map((file) => ({
    path: docRoute(file),
    heading: localeTitle(file, locale),
  }));
  return [...pages, ...docs].map((route) => ({
    ...route,
    path: localePath(locale, route.path),
  }));
}

/** Every page of the default locale (English), top-level pages first. */
export const ALL_ROUTES: SiteRoute[] = localeRoutes(DEFAULT_LOCALE);

/** The pages outside the docs (spec, section 2: top-level pages). */
export const PAGE_ROUTES: SiteRoute[] = ALL_ROUTES.filter(
  (route) => !route.path.startsWith('docs/'),
);

/**
 * Every section of the site, relative to the base URL: the guides' start
 * page and each area of site.areas.ts. The home page and the 404 page link
 * each of them.
 */
export const SECTION_PATHS: string[] = [
  'docs/',
  ...Object.values(AREAS).map(({to}) => to.replace(/^\//, '')),
];
