/** The page types the bench measures, and their route in each site. */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {DEFAULT_LOCALE} from '../site.i18n.ts';
import {
  localePath,
  routeOfPathname,
  sitemapEntries,
} from '@paynow-docs/build-kit';

export interface PageType {
  name: string;
  /** Route relative to the base URL; null when the site has no such page ("n/a"). */
  ours: string | null;
  stock: string | null;
}

/**
 * Routes of a build, relative to its base URL, from its sitemaps: the
 * default locale's and those of `locales` built into `<locale>/`
 * (`zh-TW/docs/…`).
 */
export function sitemapRoutes(
  buildDir: string,
  baseUrl: string,
  locales: readonly string[] = [],
): string[] {
  const dirs = [
    '',
    ...locales.map((locale) => localePath(locale, DEFAULT_LOCALE)),
  ];
  return dirs.flatMap((dir) => {
    const file = join(buildDir, dir, 'sitemap.xml');
    if (dir && !existsSync(file)) return [];
    return sitemapEntries(readFileSync(file, 'utf8')).map(({loc}) =>
      routeOfPathname(new URL(loc).pathname, baseUrl),
    );
  });
}

/** The search page's query in each locale. */
const SEARCH_QUERY: Record<string, string> = {'zh-TW': '退款'};

export function pageTypes(
  ours: readonly string[],
  stock: readonly string[],
  locales: readonly string[] = [],
): PageType[] {
  const pick = (routes: readonly string[], ...candidates: string[]) =>
    candidates.find((route) => routes.includes(route)) ?? null;
  const operation =
    process.env.BENCH_API_OPERATION ??
    ours.find((route) => /^api\/add-?pet$/i.test(route)) ??
    ours.find((route) => /^api\/./.test(route) && !route.endsWith('/')) ??
    null;
  const english: PageType[] = [
    {name: 'home', ours: '', stock: pick(stock, '')},
    {
      name: 'guide',
      ours: pick(ours, 'docs/payment-admin/refund'),
      stock: pick(stock, 'docs/intro'),
    },
    {
      name: 'guide + diagram',
      ours: pick(ours, 'docs/important-information/seller'),
      stock: pick(stock, 'docs/tutorial-basics/markdown-features'),
    },
    {
      name: 'section index',
      ours: pick(ours, 'docs/payment-admin/'),
      stock: pick(stock, 'docs/category/tutorial---basics'),
    },
    {name: 'api root', ours: pick(ours, 'api', 'api/'), stock: null},
    {name: 'api operation', ours: operation, stock: null},
    {
      name: 'release note',
      ours: pick(ours, 'release-note/v1.0.0'),
      stock: pick(stock, 'blog/welcome'),
    },
    {
      name: 'search page',
      ours: ours.includes('search') ? 'search?q=refund' : null,
      stock: null,
    },
  ];
  // Every page type again in each other locale built (its SEO and Agentic
  // Browsing are gated too); stock Docusaurus is measured beside the guide.
  const translated = locales.flatMap((locale) =>
    english.map((type): PageType => {
      const search = `${locale}/search`;
      const route =
        type.ours === null
          ? null
          : type.name === 'search page'
            ? ours.includes(search)
              ? `${search}?q=${encodeURIComponent(SEARCH_QUERY[locale] ?? 'refund')}`
              : null
            : pick(ours, `${locale}/${type.ours}`, `${locale}/${type.ours}/`);
      return {
        name: `${type.name} (${locale})`,
        ours: route,
        stock: type.name === 'guide' ? type.stock : null,
      };
    }),
  );
  return [...english, ...translated];
}
