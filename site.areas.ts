/**
 * The site model: its areas (route, content folder, name in every locale),
 * its docs instances and the sections the navbar and footer show. The one
 * home of every area name: docusaurus.config.ts (navbar, footer, social
 * cards, llms.txt sections, skills, home page through `customFields`), and
 * `deploy/algolia-crawler.config.js` (checked by its test) read them here,
 * as Starlight's sidebar items carry `label` and `translations` together.
 * The config is loaded once per locale and hands each part the names of
 * that locale, so no Docusaurus translation file repeats them.
 */
// Types only: the home page imports this file into the browser bundle.
import type {ALL_LOCALES, Locale} from './site.settings.ts';

/** The default locale (written in the code) and the others (translated). */
type DefaultLocale = (typeof ALL_LOCALES)[0];
export type TranslatedLocale = Exclude<Locale, DefaultLocale>;

/** A name shown on screen: the default locale's, and its translation for every other locale. */
export interface Label {
  label: string;
  translations: Record<TranslatedLocale, string>;
}

export interface SiteArea extends Label {
  /** The area's page, under the base URL. */
  to: string;
  /** Its content folder, relative to the site directory, when it has one. */
  dir?: string;
}

/** The docs plugin instances: the guides and the sample API reference (plugins/api-reference). */
export const DOCS_INSTANCES = {
  guides: {id: 'default', path: 'docs', routeBasePath: 'docs'},
  api: {id: 'api', path: 'generated/api', routeBasePath: 'api'},
} as const;

export const AREAS = {
  apiDocuments: {
    to: '/docs/api-reference/',
    dir: 'docs/api-reference',
    label: 'API technical documents',
    translations: {'zh-TW': 'API技術文件'},
  },
  paymentService: {
    to: '/docs/payment-service/',
    dir: 'docs/payment-service',
    label: 'Payment service',
    translations: {'zh-TW': '金流服務'},
  },
  paymentAdmin: {
    to: '/docs/payment-admin/',
    dir: 'docs/payment-admin',
    label: 'Payment back office',
    translations: {'zh-TW': '金流後台'},
  },
  logisticsAdmin: {
    to: '/docs/logistics-admin/',
    dir: 'docs/logistics-admin',
    label: 'Logistics back office',
    translations: {'zh-TW': '物流後台'},
  },
  invoiceAdmin: {
    to: '/docs/invoice-admin/',
    dir: 'docs/invoice-admin',
    label: 'Invoice back office',
    translations: {'zh-TW': '發票後台'},
  },
  importantInformation: {
    to: '/docs/important-information/',
    dir: 'docs/important-information',
    label: 'Important information',
    translations: {'zh-TW': '重要資訊'},
  },
  guides: {
    to: '/docs/',
    dir: DOCS_INSTANCES.guides.path,
    label: 'Guides',
    translations: {'zh-TW': '操作指南'},
  },
  apiReference: {
    to: `/${DOCS_INSTANCES.api.routeBasePath}`,
    dir: DOCS_INSTANCES.api.path,
    label: 'API reference',
    translations: {'zh-TW': 'API參考範例'},
  },
  releaseNotes: {
    to: '/release-note',
    dir: 'blog',
    // The specification's blog title; the navbar, the footer and llms.txt use it too.
    label: 'Release Note',
    translations: {'zh-TW': '版本資訊'},
  },
} as const satisfies Record<string, SiteArea>;

export type AreaKey = keyof typeof AREAS;

/** A name in `locale`: its translation, or the label itself in the default locale (which has none). */
export function localized(label: Label, locale: Locale): string {
  const translations: Partial<Record<Locale, string>> = label.translations;
  return translations[locale] ?? label.label;
}

/** An area's page below the base URL, without slashes (`docs/payment-admin`). */
export function areaPath(key: AreaKey): string {
  return AREAS[key].to.replace(/^\/|\/$/g, '');
}

/** The guide areas in the navbar, left to right; the release notes sit on the right. */
export const NAVBAR_AREAS = [
  'apiDocuments',
  'paymentService',
  'paymentAdmin',
  'logisticsAdmin',
  'invoiceAdmin',
] as const satisfies readonly AreaKey[];

/** A link of the footer that is no area of its own. */
interface FooterLink extends Label {
  to: string;
}

/** The guides' overview page: a footer link and the first llms.txt section. */
export const START_HERE = {
  to: '/docs/',
  label: 'Start here',
  translations: {'zh-TW': '從這裡開始'},
} as const satisfies FooterLink;

/** Where a reader asks PayNow: the one page every "contact PayNow" links to. */
export const CONTACT = {
  to: '/docs/contact',
  label: 'Contact PayNow',
  translations: {'zh-TW': '聯絡PayNow'},
} as const satisfies FooterLink;

/** The release notes as a group: the footer column and the llms.txt section. */
export const RELEASE_NOTES: Label = AREAS.releaseNotes;

/** The footer's link columns: a title and the areas (or other links) it lists. */
export const FOOTER_COLUMNS: readonly {
  title: Label;
  items: readonly (AreaKey | FooterLink)[];
}[] = [
  {
    title: AREAS.guides,
    items: [
      START_HERE,
      'paymentService',
      'paymentAdmin',
      'logisticsAdmin',
      'invoiceAdmin',
      'importantInformation',
      CONTACT,
    ],
  },
  {
    title: {label: 'Developers', translations: {'zh-TW': '開發人員'}},
    items: ['apiDocuments', 'apiReference'],
  },
  {
    title: RELEASE_NOTES,
    items: [
      {
        to: AREAS.releaseNotes.to,
        label: 'Latest release',
        translations: {'zh-TW': '最新版本'},
      },
      {
        to: `${AREAS.releaseNotes.to}/archive`,
        label: 'Archive',
        translations: {'zh-TW': '歷史版本'},
      },
    ],
  },
];

/** The footer's columns with their names in `locale`, as `themeConfig.footer.links` takes them. */
export function footerLinks(
  locale: Locale,
): {title: string; items: {label: string; to: string}[]}[] {
  return FOOTER_COLUMNS.map(({title, items}) => ({
    title: localized(title, locale),
    items: items.map((item) => {
      const link = typeof item === 'string' ? AREAS[item] : item;
      return {label: localized(link, locale), to: link.to};
    }),
  }));
}

/**
 * The sidebar categories of the guides' areas, named in `locale`: by the id
 * of the doc each category links to (`payment-admin/index`).
 */
export function categoryLabels(locale: Locale): Record<string, string> {
  const prefix = `${DOCS_INSTANCES.guides.path}/`;
  return Object.fromEntries(
    Object.values<SiteArea>(AREAS).flatMap((area) =>
      area.dir?.startsWith(prefix)
        ? [[`${area.dir.slice(prefix.length)}/index`, localized(area, locale)]]
        : [],
    ),
  );
}

/** Every area's name in `locale`, by key: what the home page shows (`siteConfig.customFields.areas`). */
export function areaLabels(locale: Locale): Record<AreaKey, string> {
  return Object.fromEntries(
    Object.entries(AREAS).map(([key, area]) => [key, localized(area, locale)]),
  ) as Record<AreaKey, string>;
}

/**
 * The social cards' areas in `locale`: each area's content folder, in the
 * default locale's tree and in `locale`'s translation tree (from
 * `translationDir`), named in `locale`. Pages elsewhere show the site title.
 */
export function cardAreas(
  locale: Locale,
  translationDir: (dir: string) => string | null,
): {dir: string; label: string}[] {
  return Object.values<SiteArea>(AREAS).flatMap((area) => {
    if (!area.dir) return [];
    const label = localized(area, locale);
    const twin = translationDir(area.dir);
    return [
      {dir: area.dir, label},
      ...(twin && twin !== area.dir ? [{dir: twin, label}] : []),
    ];
  });
}
