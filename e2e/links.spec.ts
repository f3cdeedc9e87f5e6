import type {APIRequestContext} from '@playwright/test';
import {test, expect} from './support/fixtures';
import {SITE_URL as SITE_ORIGIN} from '../site.settings.ts';
import {BUILT_LOCALES} from './support/routes';
import {BASE_PATH, sitemapRoutes} from './support/sitemap';

/** The pages of every built locale: the crawl reaches zh-TW through the language menu. */
const SITEMAP_ROUTES = BUILT_LOCALES.flatMap((locale) => sitemapRoutes(locale));

interface Fetched {
  status: number;
  /** URL after redirects, without hash. */
  finalUrl: string;
  /** Element ids and anchor names, for HTML pages. */
  anchors?: Set<string>;
  /** Page body, for HTML and CSS. */
  body?: string;
  type: string;
}

const decodeEntities = (value: string): string =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Every href, src and srcset URL of an HTML page, and url() of a stylesheet. */
function references(body: string, type: string): string[] {
  if (type.includes('css')) {
    return [...body.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map(
      ([, url]) => url!,
    );
  }
  const found: string[] = [];
  // The minified HTML leaves many attribute values unquoted.
  for (const [, attribute, double, single, bare] of body.matchAll(
    /\s(href|src|srcset)=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g,
  )) {
    const text = decodeEntities(double ?? single ?? bare ?? '');
    if (attribute === 'srcset') {
      found.push(
        ...text.split(',').map((part) => part.trim().split(/\s+/)[0]!),
      );
    } else {
      found.push(text);
    }
  }
  return found.filter(Boolean);
}

function anchorsOf(body: string): Set<string> {
  const ids = [
    ...body.matchAll(/\s(?:id|name)=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g),
  ].map(([, double, single, bare]) =>
    decodeEntities(double ?? single ?? bare ?? ''),
  );
  return new Set(ids);
}

test('link crawl: every internal href and src answers 200 and every #anchor exists', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const local = new URL(baseURL!);
  /** Maps a URL to the local server when it is on this site (local, or the public origin), else null. */
  const internal = (raw: string, from: string): URL | null => {
    if (/^(mailto|tel|javascript|data|blob):/i.test(raw)) {
      return null;
    }
    const url = new URL(raw, from);
    if (url.origin === SITE_ORIGIN) {
      url.protocol = local.protocol;
      url.host = local.host;
    }
    if (url.origin !== local.origin) {
      return null;
    }
    return url;
  };

  const cache = new Map<string, Promise<Fetched>>();
  const fetchOnce = (url: string): Promise<Fetched> => {
    let pending = cache.get(url);
    if (!pending) {
      pending = load(request, url);
      cache.set(url, pending);
    }
    return pending;
  };

  const problems: string[] = [];
  const crawled = new Set<string>();
  const queue: string[] = [new URL(BASE_PATH, local).href];
  let checkedLinks = 0;

  const crawl = async (pageUrl: string): Promise<void> => {
    const page = await fetchOnce(pageUrl);
    if (page.status !== 200 || !page.body) {
      return;
    }
    const refs = references(page.body, page.type);
    await Promise.all(
      refs.map(async (raw) => {
        const url = internal(raw, page.finalUrl);
        if (!url) {
          return;
        }
        const hash = decodeURIComponent(url.hash.slice(1));
        url.hash = '';
        const target = await fetchOnce(url.href);
        checkedLinks += 1;
        if (target.status !== 200) {
          problems.push(`${pageUrl}: ${raw} answers ${target.status}`);
          return;
        }
        if (hash && !target.anchors?.has(hash)) {
          problems.push(`${pageUrl}: ${raw}: no element with id "${hash}"`);
        }
        const targetPath = new URL(target.finalUrl).pathname;
        if (
          target.type.includes('html') &&
          targetPath.startsWith(BASE_PATH) &&
          !crawled.has(target.finalUrl)
        ) {
          crawled.add(target.finalUrl);
          queue.push(target.finalUrl);
        }
        if (target.type.includes('css') && !crawled.has(target.finalUrl)) {
          crawled.add(target.finalUrl);
          queue.push(target.finalUrl);
        }
      }),
    );
  };

  crawled.add(queue[0]!);
  while (queue.length > 0) {
    await Promise.all(queue.splice(0, 8).map(crawl));
  }

  // Pages no link leads to are still checked, and listed in the report.
  const orphans = SITEMAP_ROUTES.map(
    (route) => new URL(BASE_PATH + route, local).href,
  ).filter((url) => !crawled.has(url));
  if (orphans.length > 0) {
    test.info().annotations.push({
      type: 'not linked from any page',
      description: orphans.join(' '),
    });
    for (const url of orphans) {
      crawled.add(url);
      queue.push(url);
    }
    while (queue.length > 0) {
      await Promise.all(queue.splice(0, 8).map(crawl));
    }
  }

  expect(problems).toEqual([]);
  const pages = [...crawled].filter((url) => !url.endsWith('.css'));
  // The crawl really walked the site: every sitemap page and many links.
  expect(pages.length).toBeGreaterThanOrEqual(SITEMAP_ROUTES.length);
  expect(checkedLinks).toBeGreaterThan(pages.length * 10);
});

async function load(request: APIRequestContext, url: string): Promise<Fetched> {
  const response = await request.get(url, {
    maxRedirects: 10,
    failOnStatusCode: false,
  });
  const type = response.headers()['content-type'] ?? '';
  const finalUrl = new URL(response.url());
  finalUrl.hash = '';
  const fetched: Fetched = {
    status: response.status(),
    finalUrl: finalUrl.href,
    type,
  };
  if (response.ok() && (type.includes('html') || type.includes('css'))) {
    fetched.body = await response.text();
    if (type.includes('html')) {
      fetched.anchors = anchorsOf(fetched.body);
    }
  }
  return fetched;
}
