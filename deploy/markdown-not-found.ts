/**
 * The answer to an unknown `<page>.md`: a 404 in Markdown, in the locale of
 * the path, listing the three pages the site's own search ranks best for
 * the words of the path (deterministic: the engine and index of the search
 * dialog, through packages/docs-mcp's `Docs`), then the locale's llms.txt.
 * The Worker answers it from its assets binding, the Node server beside
 * nginx from the build folder (nginx passes it the `.md` misses). No Node
 * API: the Worker bundles it.
 */
import {Docs, MAX_QUERY_LENGTH} from '@paynow/docs-mcp/docs';
import {markdownText} from '@paynow/docs-mcp/escape';
import type {Origin} from '@paynow/docs-mcp/origin';
import {POLICY, languageOf, type SiteFacts} from './policy.ts';

/** How many pages the answer suggests. */
export const SUGGESTIONS = 3;

/** The answer's words in each locale; the default locale's for any other. */
const TEXT: Record<string, {title: string; lead: string; index: string}> = {
  en: {
    title: 'Page not found',
    lead: 'There is no page at {path}. The pages of PayNow Docs that match it best:',
    index: 'Every page is listed in {llms}.',
  },
  'zh-TW': {
    title: '找不到頁面',
    lead: '{path}沒有頁面。PayNow文件中最相符的頁面：',
    index: '所有頁面都列在{llms}。',
  },
};

/** The words of a path that name its page: `…/payment-admin/refnd.md` → `payment admin refnd`. */
export function pathQuery(path: string, facts: SiteFacts): string {
  const locale = languageOf(path, facts);
  const base =
    locale === facts.locales[0] ? facts.baseUrl : `${facts.baseUrl}${locale}/`;
  let rest = path.startsWith(base) ? path.slice(base.length) : path;
  rest = rest.replace(/\.md$/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    decoded = rest;
  }
  const words = decoded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !['docs', 'index'].includes(word));
  return Array.from(words.join(' ')).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** The 404 of an unknown `.md` at `url`, the site's files read through `origin`. */
export async function markdownNotFound(
  url: URL,
  facts: SiteFacts,
  origin: Origin,
): Promise<Response> {
  const locale = languageOf(url.pathname, facts);
  const text = TEXT[locale] ?? TEXT.en!;
  const docs = new Docs(origin);
  const query = pathQuery(url.pathname, facts);
  let found: {title: string; url: string; markdownUrl: string | null}[] = [];
  let siteOrigin = url.origin;
  try {
    siteOrigin = (await docs.site()).origin;
    if (query) {
      found = (await docs.search(query, {locale, limit: SUGGESTIONS})).results;
    }
  } catch {
    // No index or no words to search: the answer still points to llms.txt.
  }
  const localeBase =
    locale === facts.locales[0] ? facts.baseUrl : `${facts.baseUrl}${locale}/`;
  // The path as sent, percent-encoded by URL parsing: no backtick or space.
  const shown = `\`${url.pathname.slice(0, 200)}\``;
  const llms = `[llms.txt](${siteOrigin}${localeBase}llms.txt)`;
  const body = [
    `# ${text.title}`,
    '',
    text.lead.replace('{path}', shown),
    '',
    ...found.map(
      (page, index) =>
        `${index + 1}. [${markdownText(page.title)}](${page.markdownUrl ?? page.url})`,
    ),
    ...(found.length ? [''] : []),
    text.index.replace('{llms}', llms),
    '',
  ].join('\n');
  return new Response(body, {
    status: 404,
    // Content-Language and the other policy headers are the engine's.
    headers: {'Content-Type': POLICY.markdown.mediaType},
  });
}
