/**
 * What a Docusaurus build is made of, said once for every plugin and check
 * that reads a built site: which HTML file a route is written to, the HTML
 * files of a build, the entries of a sitemap, where a page's content is and
 * what inside it is not content, which elements flow inline, and the label an
 * admonition shows.
 */
import path from 'node:path';
import {load} from 'cheerio';
import {filesOf} from './site.ts';

/**
 * The HTML file Docusaurus writes for a route, by the rule of its static site
 * generator (`pathnameToFilename` in `@docusaurus/core/lib/ssg`): a route
 * ending in `.html` (or `.htm`) is a file name as is; otherwise
 * `<route>/index.html` when `trailingSlash` is undefined or the route ends in
 * `/`, else `<route>.html`. `routePath` includes the base URL, as in
 * postBuild's `routesPaths`; `outDir` is the build folder of that base URL
 * (postBuild's `outDir`, `build/zh-TW` for a locale under `/zh-TW/`).
 */
export function htmlFileOfRoute(
  outDir: string,
  baseUrl: string,
  routePath: string,
  trailingSlash?: boolean,
): string {
  if (!routePath.startsWith(baseUrl) && `${routePath}/` !== baseUrl) {
    throw new Error(
      `The route "${routePath}" is outside the base URL "${baseUrl}".`,
    );
  }
  const pathname = `/${routePath.slice(baseUrl.length)}`;
  const relative = pathname.slice(1);
  if (/\.html?$/i.test(relative)) {
    return path.join(outDir, relative);
  }
  if (trailingSlash === undefined || pathname.endsWith('/') || trailingSlash) {
    return path.join(outDir, relative, 'index.html');
  }
  return path.join(outDir, `${relative}.html`);
}

/**
 * A locale's path below the site's base URL, by Docusaurus's rule for a
 * locale without its own `baseUrl`: `` for the default locale, `<locale>/`
 * for every other one (its pages and its build folder, `build/zh-TW`).
 */
export function localePath(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? '' : `${locale}/`;
}

/** A locale's base URL: the site's base URL and the locale's path (`/base/zh-TW/`). */
export function localeBaseUrl(
  baseUrl: string,
  locale: string,
  defaultLocale: string,
): string {
  return `${baseUrl}${localePath(locale, defaultLocale)}`;
}

/** What a build of one locale knows of the site's locales (postBuild's `i18n`). */
export interface BuildLocales {
  defaultLocale: string;
  currentLocale: string;
  locales: readonly string[];
  localeConfigs: Readonly<Record<string, {baseUrl: string}>>;
}

/**
 * The folder of the whole site, from the build folder of one locale: the
 * `outDir` of the default locale. A locale whose base URL is not under the
 * default locale's is an error: its files are not in the site's folder.
 */
export function siteFolder(outDir: string, i18n: BuildLocales): string {
  const defaultBase = i18n.localeConfigs[i18n.defaultLocale]!.baseUrl;
  const own = i18n.localeConfigs[i18n.currentLocale]!.baseUrl;
  if (!own.startsWith(defaultBase)) {
    throw new Error(
      `The base URL of ${i18n.currentLocale} (${own}) is not under the site's (${defaultBase}): its files are not in the site's build folder.`,
    );
  }
  const depth = own.slice(defaultBase.length).split('/').filter(Boolean);
  return path.resolve(outDir, ...depth.map(() => '..'));
}

/**
 * The build folder of `locale` in the site's folder (`build/zh-TW/` in
 * `build/`): where its base URL is below the default locale's.
 */
export function localeFolder(
  site: string,
  locale: string,
  i18n: BuildLocales,
): string {
  const defaultBase = i18n.localeConfigs[i18n.defaultLocale]!.baseUrl;
  return path.join(
    site,
    i18n.localeConfigs[locale]!.baseUrl.replace(defaultBase, '/'),
  );
}

/**
 * The folders, relative to a locale's `outDir`, of the site's other locales
 * that lie inside it (`['zh-TW']` for the default locale's `build/`): what a
 * step over one locale's files skips.
 */
export function otherLocaleFolders(
  outDir: string,
  i18n: BuildLocales,
): string[] {
  const site = siteFolder(outDir, i18n);
  const own = path.resolve(outDir);
  return i18n.locales
    .filter((locale) => locale !== i18n.currentLocale)
    .map((locale) => localeFolder(site, locale, i18n))
    .filter((folder) => folder.startsWith(`${own}${path.sep}`))
    .map((folder) => path.relative(own, folder));
}

/**
 * A page's route below `baseUrl`, from a URL's pathname (`/base/docs/%E9%80%80`
 * → `docs/退`), percent-escapes decoded as Docusaurus's routes and file names
 * have them; a pathname outside the base URL is an error.
 */
export function routeOfPathname(pathname: string, baseUrl: string): string {
  if (!pathname.startsWith(baseUrl) && `${pathname}/` !== baseUrl) {
    throw new Error(`The path "${pathname}" is outside the base URL "${baseUrl}".`);
  }
  return decodeURI(pathname.slice(baseUrl.length));
}

/**
 * The page routes of a build, from postBuild's props: `routesPaths` minus the
 * 404 page (`<baseUrl>404.html`, which Docusaurus adds to every build),
 * sorted and unique.
 */
export function pageRoutes(props: {
  routesPaths: readonly string[];
  baseUrl: string;
}): string[] {
  const notFound = `${props.baseUrl}404.html`;
  return [...new Set(props.routesPaths)]
    .filter((route) => route !== notFound)
    .sort();
}

/**
 * Every `.html` file under `dir`, as absolute paths, sorted. Folders whose
 * name starts with a dot (`.nginx`, `.docusaurus`) are skipped, and so are
 * the sub-folders named in `skip`, relative to `dir` (the folders of the
 * other locales: `{skip: ['zh-TW']}`).
 */
export function htmlFilesOf(
  dir: string,
  options: {skip?: readonly string[]} = {},
): string[] {
  return filesOf(path.resolve(dir), options)
    .filter((file) => file.endsWith('.html'))
    .sort();
}

/** One `<url>` of a sitemap: its address and the addresses of its translations. */
export interface SitemapEntry {
  loc: string;
  alternates: {hreflang: string; href: string}[];
}

/**
 * A sitemap.xml's URLs (`<loc>`), in document order, with their hreflang
 * alternates (`<xhtml:link rel="alternate" hreflang href>`), entities
 * decoded. A `<url>` without a `<loc>` is an error, not a silent gap.
 */
export function sitemapEntries(xml: string): SitemapEntry[] {
  const $ = load(xml, {xml: true});
  return $('url')
    .toArray()
    .map((url, index) => {
      const loc = $(url).children('loc').first().text().trim();
      if (!loc) {
        throw new Error(`The sitemap's <url> number ${index + 1} has no <loc>.`);
      }
      const alternates = $(url)
        .children()
        .toArray()
        .filter(
          (child) =>
            child.tagName === 'xhtml:link' &&
            child.attribs.rel === 'alternate' &&
            Boolean(child.attribs.hreflang) &&
            Boolean(child.attribs.href),
        )
        .map((link) => ({
          hreflang: link.attribs.hreflang!,
          href: link.attribs.href!,
        }));
      return {loc, alternates};
    });
}

/**
 * Where a rendered page's content is: the first element, in document order,
 * that matches. A doc's Markdown (`.theme-doc-markdown`), a blog post's body
 * (`#__blog-post-container`), an MDX page's article; on any other page (API
 * reference, search, home) the `<main>` that holds none of those. Every
 * alternative excludes the others, so "first match" is the one meant.
 */
export const CONTENT_ROOT: string = [
  'article .theme-doc-markdown',
  '#__blog-post-container',
  'html.mdx-page main article',
  'html:not(.mdx-page) main:not(:has(.theme-doc-markdown, #__blog-post-container))',
].join(', ');

/**
 * What inside the content root is not content: navigation (breadcrumbs,
 * pagination, TOC), the edit and last-updated rows, the copy-page row, the
 * `#` links of headings, buttons, and anything a site marks
 * `[data-search-exclude]`. CSS selectors, one per kind; a reader removes
 * `NOT_CONTENT.join(', ')`.
 */
export const NOT_CONTENT: readonly string[] = [
  'nav',
  '.theme-doc-breadcrumbs',
  '.pagination-nav',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.table-of-contents',
  '.theme-doc-footer',
  '.theme-edit-this-page',
  '.theme-last-updated',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-copy-page',
  '.hash-link',
  'button',
  '[data-search-exclude]',
];

/**
 * Elements that flow inside a line of text (HTML's phrasing elements that
 * a rendered page has): no word boundary around them. Every other element is
 * a block and keeps its words apart from its neighbours' (paragraphs, list
 * items, table cells, diagram boxes).
 */
export const INLINE_ELEMENTS: ReadonlySet<string> = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'img',
  'ins',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

/** The word Docusaurus's English theme shows for an admonition of each type without a title. */
const ADMONITION_WORDS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  // Docusaurus renders `:::caution` as a warning (it is deprecated in favour
  // of `:::warning`); the label follows what the reader sees.
  caution: 'Warning',
};

/** What an untitled admonition of each type shows, by type (`note` → `備註`). */
export type AdmonitionWords = Readonly<Record<string, string>>;

/**
 * The words the theme shows for untitled admonitions in a locale, from its
 * `theme.admonition.<type>` strings in Docusaurus's code translations
 * (postBuild's `props.codeTranslations`: the theme's defaults for the locale
 * and the site's code.json). A type the translations leave as the English
 * message (`note`) keeps the English word.
 */
export function admonitionWords(
  codeTranslations: Readonly<Record<string, string>>,
): AdmonitionWords {
  return Object.fromEntries(
    Object.entries(ADMONITION_WORDS).map(([type, english]) => {
      const word = codeTranslations[`theme.admonition.${type}`]?.trim();
      return [type, word && word.toLowerCase() !== type ? word : english];
    }),
  );
}

/**
 * The label an admonition shows: its own title when the HTML has one (the
 * text of `.admonitionHeading`), else the word of its type in `words` (the
 * locale's, from `admonitionWords`; by default the English ones: note Note,
 * tip Tip, info Info, warning Warning, danger Danger, caution Warning; another
 * type capitalised). An untitled admonition's heading holds its type's word
 * (in English the type in lower case, "note", capitalised by CSS): that is
 * no title.
 */
export function admonitionLabel(
  type: string,
  headingText?: string,
  words: AdmonitionWords = ADMONITION_WORDS,
): string {
  const title = headingText?.replace(/[\u200b\s]+/g, ' ').trim() ?? '';
  const key = type.toLowerCase();
  const word =
    words[key] ??
    ADMONITION_WORDS[key] ??
    (key ? `${key[0]!.toUpperCase()}${key.slice(1)}` : ADMONITION_WORDS.note!);
  if (title && title.toLowerCase() !== key && title !== word) return title;
  return word;
}
