import {existsSync, readFileSync} from 'node:fs';

import {BASE_URL as BASE_PATH} from '../../site.settings.ts';

export {BASE_PATH};

/**
 * Every route of the production build, read from `build/sitemap.xml`, as paths
 * relative to the base URL (`''` is the home page, `docs/payment-admin/refund` …).
 * Pages added by other plugins (API reference, search) appear here as soon as
 * they are built, so the gates cover them without a change to the tests.
 */
export function sitemapRoutes(file = 'build/sitemap.xml'): string[] {
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const xml = readFileSync(file, 'utf8');
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const {pathname} = new URL(loc!.trim());
    if (!pathname.startsWith(BASE_PATH)) {
      throw new Error(
        `${loc} in ${file} is outside the base path ${BASE_PATH}`,
      );
    }
    return decodeURI(pathname.slice(BASE_PATH.length));
  });
  const unique = [...new Set(routes)].sort();
  // Guards against a gate that passes because it checked nothing.
  for (const expected of ['', 'docs/payment-admin/refund']) {
    if (!unique.includes(expected)) {
      throw new Error(
        `${file} lacks the route "/${expected}"; is the build complete?`,
      );
    }
  }
  return unique;
}
