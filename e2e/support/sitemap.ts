import {existsSync, readFileSync} from 'node:fs';
import {routeOfPathname, sitemapEntries} from '@paynow-docs/build-kit';

import {BASE_URL as BASE_PATH, type Locale} from '../../site.settings.ts';
import {DEFAULT_LOCALE} from '../../site.i18n.ts';
import {localePath} from './routes';

export {BASE_PATH};

/**
 * Every route of the production build in `locale`, read from its sitemap
 * (`build/sitemap.xml`, `build/zh-TW/sitemap.xml`), as paths relative to the
 * base URL (`''` is the home page, `docs/payment-admin/refund`,
 * `zh-TW/docs/payment-admin/refund` …). Pages added by other plugins (API
 * reference, search) appear here as soon as they are built, so the gates
 * cover them without a change to the tests.
 */
export function sitemapRoutes(locale: Locale = DEFAULT_LOCALE): string[] {
  const prefix = localePath(locale, '');
  const file = `build/${prefix}sitemap.xml`;
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const xml = readFileSync(file, 'utf8');
  const routes = sitemapEntries(xml).map(({loc}) => {
    const {pathname} = new URL(loc);
    if (!pathname.startsWith(BASE_PATH)) {
      throw new Error(
        `${loc} in ${file} is outside the base path ${BASE_PATH}`,
      );
    }
    return routeOfPathname(pathname, BASE_PATH);
  });
  const unique = [...new Set(routes)].sort();
  // Guards against a gate that passes because it checked nothing.
  for (const expected of ['', 'docs/payment-admin/refund'].map(
    (route) => `${prefix}${route}`,
  )) {
    if (!unique.includes(expected)) {
      throw new Error(
        `${file} lacks the route "/${expected}"; is the build complete?`,
      );
    }
  }
  return unique;
}
