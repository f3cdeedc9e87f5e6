/**
 * What the site knows about its languages beyond `site.settings.ts`: which
 * locale Docusaurus is loading the config for, where a page's translation
 * lives, and the sitemap's `xhtml:link` alternates between translated pages.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {localeBaseUrl as baseUrlOfLocale} from '@paynow-docs/build-kit';
import type {PageText} from '@paynow-docs/markdown-export/text';
import {ALL_LOCALES, type Locale} from './site.settings.ts';

/** The default locale: served at the base URL, `x-default` in alternates. */
export const DEFAULT_LOCALE: Locale = ALL_LOCALES[0];

/**
 * The locale Docusaurus is loading the config for: it loads the config once
 * per locale (`docusaurus build`, `docusaurus start --locale zh-TW`) and sets
 * `DOCUSAURUS_CURRENT_LOCALE` first. Other commands get the default locale,
 * and so does `docusaurus start` without `--locale`, which assigns its
 * undefined option to the variable (Node stores the string "undefined").
 */
export function currentLocaleFrom(value: string | undefined): Locale {
  if (value === undefined || value === 'undefined') return DEFAULT_LOCALE;
  const locale = ALL_LOCALES.find((known) => known === value);
  if (!locale) {
    throw new Error(
      `DOCUSAURUS_CURRENT_LOCALE is ${value}; the site's locales are ${ALL_LOCALES.join(', ')}.`,
    );
  }
  return locale;
}

/**
 * Content folders whose pages are translated file by file, and where a
 * locale's copy of them lives under `i18n/<locale>/`. Every other page (React
 * pages, the API reference, plugin pages such as /search) is translated
 * through `i18n/<locale>/code.json` and exists in every built locale.
 */
export const TRANSLATED_CONTENT = [
  {dir: 'docs', i18nDir: 'docusaurus-plugin-content-docs/current'},
  {dir: 'blog', i18nDir: 'docusaurus-plugin-content-blog'},
  {dir: 'src/pages', i18nDir: 'docusaurus-plugin-content-pages'},
] as const;

const MARKDOWN = /\.mdx?$/;

/**
 * The source file of `locale`'s copy of a content file (`docs/x.mdx` →
 * `i18n/zh-TW/docusaurus-plugin-content-docs/current/x.mdx`), or `null` when
 * the file is not translated file by file.
 * @param source a path relative to the site directory, in either locale.
 */
export function translationSource(
  source: string,
  locale: Locale,
): string | null {
  const posix = source.split(path.sep).join('/');
  if (!MARKDOWN.test(posix)) return null;
  for (const {dir, i18nDir} of TRANSLATED_CONTENT) {
    const prefixes = [
      `${dir}/`,
      ...ALL_LOCALES.map((other) => `i18n/${other}/${i18nDir}/`),
    ];
    const prefix = prefixes.find((candidate) => posix.startsWith(candidate));
    if (prefix) {
      const relative = posix.slice(prefix.length);
      return locale === DEFAULT_LOCALE
        ? `${dir}/${relative}`
        : `i18n/${locale}/${i18nDir}/${relative}`;
    }
  }
  return null;
}

/**
 * Where `locale`'s copy of a content folder lives (`docs/payment-admin` →
 * `i18n/zh-TW/docusaurus-plugin-content-docs/current/payment-admin`), or
 * `null` when the folder is not translated file by file.
 */
export function translationDir(dir: string, locale: Locale): string | null {
  const file = translationSource(`${dir.replace(/\/$/, '')}/page.md`, locale);
  return file === null ? null : file.slice(0, -'/page.md'.length);
}

/** Whether the page built from `source` (undefined: not from a file) exists in `locale`. */
export function hasTranslation(
  source: string | undefined,
  locale: Locale,
  siteDir: string,
): boolean {
  if (source === undefined) return true;
  const twin = translationSource(source, locale);
  return twin === null || existsSync(path.join(siteDir, twin));
}

/** The base URL of `locale`'s build: the default locale at the root, others in `<locale>/` (build-kit's rule). */
export function localeBaseUrl(baseUrl: string, locale: Locale): string {
  return baseUrlOfLocale(baseUrl, locale, DEFAULT_LOCALE);
}

function flatten(routes: RouteConfig[]): RouteConfig[] {
  return routes.flatMap((route) =>
    route.routes ? flatten(route.routes) : [route],
  );
}

type CreateSitemapItems = NonNullable<
  Exclude<Preset.Options['sitemap'], false | undefined>['createSitemapItems']
>;

interface SitemapI18n {
  siteDir: string;
  /** The locales being built (`LOCALES`); alternates point only to these. */
  locales: readonly Locale[];
  /** The locale of this build. */
  locale: Locale;
  /** The site's base URL without a locale (`BASE_URL`). */
  baseUrl: string;
}

/**
 * `createSitemapItems` for the sitemap plugin: Docusaurus's items, each with
 * `xhtml:link` alternates (every built locale, and `x-default` for the
 * default one) when the page exists in another built locale. A page shown in
 * the fallback language (a guide not translated yet) gets none.
 */
export function sitemapWithAlternates({
  siteDir,
  locales,
  locale,
  baseUrl,
}: SitemapI18n): CreateSitemapItems {
  return async ({defaultCreateSitemapItems, ...params}) => {
    const items = await defaultCreateSitemapItems(params);
    const ownBase = localeBaseUrl(baseUrl, locale);
    const sources = new Map(
      flatten(params.routes).map((route) => [
        route.path,
        route.metadata?.sourceFilePath,
      ]),
    );
    return items.map((item) => {
      const url = new URL(item.url);
      const source = sources.get(url.pathname);
      if (!url.pathname.startsWith(ownBase) || locales.length < 2) return item;
      const inLocale = locales.filter((other) =>
        hasTranslation(source, other, siteDir),
      );
      if (inLocale.length < 2) return item;
      const relative = url.pathname.slice(ownBase.length);
      const urlIn = (other: Locale) =>
        new URL(`${localeBaseUrl(baseUrl, other)}${relative}`, url).href;
      const links: {lang: string; url: string}[] = inLocale.map((other) => ({
        lang: other,
        url: urlIn(other),
      }));
      if (inLocale.includes(DEFAULT_LOCALE)) {
        links.push({lang: 'x-default', url: urlIn(DEFAULT_LOCALE)});
      }
      return {...item, links};
    });
  };
}

/**
 * Config values Docusaurus does not translate through `i18n/<locale>/`
 * (`docusaurus write-translations`), one set per locale.
 */
export const LOCALE_TEXT = {
  en: {
    tagline: 'The document of the product.',
    announcement: (survey: string) =>
      `We are rebuilding these guides. <a href="${survey}">Tell us what you need in a two-minute survey</a>.`,
    feedTitle: 'PayNow Docs release notes',
    feedDescription: 'What changed in each version of PayNow Docs.',
    apiNotice:
      "This reference is a sample (the Pet Store example), not a PayNow API. For PayNow's API specifications, see {link}.",
    // The spec's own description introduces the English reference.
    apiIntro: null,
    // The plugin's English words (Source: …, Last updated: …).
    markdownPage: {},
  },
  'zh-TW': {
    tagline: 'PayNow的產品文件。',
    announcement: (survey: string) =>
      `我們正在改版這些操作指南。<a href="${survey}">花兩分鐘填寫問卷，告訴我們您需要哪些內容</a>。`,
    feedTitle: 'PayNow Docs版本資訊',
    feedDescription: 'PayNow Docs各版本的變更內容。',
    apiNotice:
      '本頁為API參考範例（Pet Store範例），並非PayNow的API。PayNow的API規格請見{link}。',
    apiIntro:
      '這份API參考範例以Pet Store API示範PayNow文件呈現API參考的方式：一項操作一頁，列出參數、請求內容、回應、授權方式，以及七種程式語言的請求範例。API的說明、分類與操作名稱沿用OpenAPI文件的英文原文。',
    markdownPage: {
      source: '出處：{url}',
      updated: '最後更新：{date}',
      released: '發布日期：{date}',
      tab: '分頁{number}',
      colon: '：',
      openParenthesis: '（',
      closeParenthesis: '）',
      listSeparator: '、',
      sentenceSeparator: '',
    },
  },
} satisfies Record<
  Locale,
  {
    tagline: string;
    announcement: (survey: string) => string;
    feedTitle: string;
    feedDescription: string;
    /**
     * The API reference's notice on every page (plugins/api-reference
     * `notice`): `{link}` is the link to the API technical documents.
     */
    apiNotice: string;
    /** The API reference's own paragraph on its introduction (`introText`), where the spec's language is not the page's. */
    apiIntro: string | null;
    /**
     * The words and punctuation of the Markdown copies, llms-full.txt and
     * skills around the pages' text (plugins/markdown-export `pageText`);
     * what is not given stays English.
     */
    markdownPage: Partial<PageText>;
  }
>;
