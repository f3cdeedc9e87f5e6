/**
 * The PayNow Docs MCP server: tools `search_docs`, `get_page` and
 * `list_pages`, and each locale's `llms.txt` and `llms-full.txt` as
 * resources. Every failure of a tool (bad input, unknown page, unreachable
 * site) is answered as a tool error with a sentence saying what to do; the
 * server itself never stops on one.
 */
import {
  McpServer,
  ResourceTemplate,
  type CallToolResult,
} from '@modelcontextprotocol/server';
import {z} from 'zod';
import {Docs, InputError, MAX_LIMIT, MAX_QUERY_LENGTH} from './docs.ts';
import type {Area} from './llms.ts';
import {escapeHtmlInMarkdown, markdownText} from './escape.ts';
import {budgetedOrigin, inQuery, type BudgetLimits} from './budget.ts';
import {DOCS_MCP_LIMITS} from './limits.ts';
import {OriginError, type Origin} from './origin.ts';
import {INSTRUCTIONS, PROTOCOL_VERSIONS, SERVER_INFO} from './identity.ts';

const LLMS_FILES = ['llms.txt', 'llms-full.txt'] as const;
type LlmsFile = (typeof LLMS_FILES)[number];

const LOCALE = z
  .string()
  .optional()
  .describe('Language of the pages: "en" (default) or "zh-TW"');

function text(value: string): CallToolResult {
  return {content: [{type: 'text', text: value}]};
}

/** A response text larger than a client's message may hold. */
class TooLargeError extends Error {}

/** `value`, or a {@link TooLargeError} when, as JSON, it passes `maxBytes`. */
function fitting(value: string, maxBytes: number, what: string): string {
  const bytes = Buffer.byteLength(JSON.stringify(value));
  if (bytes > maxBytes) {
    throw new TooLargeError(
      `${what} is ${(bytes / 1024 / 1024).toFixed(1)} MiB as JSON, more than the ${maxBytes / 1024 / 1024} MiB one response may hold (MAX_RESPONSE_BYTES). Read a smaller part: get_page for one page, search_docs to find it.`,
    );
  }
  return value;
}

export interface DocsServerOptions {
  /** Files and bytes a query and the session may read (tests). */
  budget?: Partial<BudgetLimits>;
  /** Largest response text, as JSON (tests). */
  maxResponseBytes?: number;
  /** Memory the parsed search files may hold (tests). */
  indexMemoryBytes?: number;
}

/**
 * Runs a tool within its own read budget; what it throws becomes a tool
 * error, never a crash, and so does a result too large to send.
 */
async function tool(
  run: () => Promise<string>,
  maxBytes: number,
): Promise<CallToolResult> {
  try {
    return text(fitting(await inQuery(run), maxBytes, 'The answer'));
  } catch (error) {
    const message =
      error instanceof InputError ||
      error instanceof OriginError ||
      error instanceof TooLargeError
        ? error.message
        : `Unexpected error: ${(error as Error).message}`;
    return {...text(message), isError: true};
  }
}

function areaList(areas: readonly Area[]): string {
  return areas
    .map((area) => `- ${markdownText(area.title)} (${area.pages.length} pages)`)
    .join('\n');
}

export function createDocsServer(
  origin: Origin,
  {
    budget,
    maxResponseBytes = DOCS_MCP_LIMITS.MAX_RESPONSE_BYTES,
    indexMemoryBytes,
  }: DocsServerOptions = {},
): McpServer {
  const docs = new Docs(budgetedOrigin(origin, budget), {indexMemoryBytes});
  const server = new McpServer(
    {...SERVER_INFO},
    {
      instructions: INSTRUCTIONS,
      supportedProtocolVersions: [...PROTOCOL_VERSIONS],
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search PayNow Docs',
      description: `Search the documentation with the site's own search engine and ranking. Returns title, section, area, URL, Markdown URL and a snippet for each hit. Query: up to ${MAX_QUERY_LENGTH} characters.`,
      inputSchema: z.object({
        query: z
          .string()
          .describe('Words to search for, e.g. "ATM refund" or "列印標籤"'),
        locale: LOCALE,
        limit: z
          .number()
          .optional()
          .describe(`How many results, 1 to ${MAX_LIMIT} (default 10)`),
        area: z
          .string()
          .optional()
          .describe(
            'The area the reader is reading, to break ties between equally good pages (never above a better match): the path or URL of the page they are on, e.g. "docs/important-information/buyer", an area\'s path such as "docs/payment-admin", or an area title from list_pages',
          ),
      }),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, locale, limit, area}) =>
      tool(async () => {
        const {total, results} = await docs.search(query, {
          locale,
          limit,
          area,
        });
        if (results.length === 0) {
          return `No results for "${markdownText(query)}". Try other words, or list_pages to browse.`;
        }
        const lines = results.map((result, index) =>
          [
            `${index + 1}. ${markdownText(result.title)}${result.section && result.section !== result.title ? ` › ${markdownText(result.section)}` : ''}`,
            `   Area: ${markdownText(result.area)}`,
            `   URL: ${result.url}`,
            ...(result.markdownUrl
              ? [`   Markdown: ${result.markdownUrl}`]
              : []),
            `   ${markdownText(result.snippet)}`,
          ].join('\n'),
        );
        return `${total} results for "${markdownText(query)}"${total > results.length ? `, the first ${results.length}` : ''}:\n\n${lines.join('\n\n')}`;
      }, maxResponseBytes),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        'A documentation page as Markdown, given its URL or its path (with or without the base path and ".md"), e.g. "docs/payment-admin/refund" or "https://…/paynow-guideline/zh-TW/docs/payment-admin/refund".',
      inputSchema: z.object({
        page: z.string().describe('Page URL or path'),
      }),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({page}) =>
      tool(async () => {
        const {url, markdown} = await docs.getPage(page);
        const safe = escapeHtmlInMarkdown(markdown);
        // A page that names its own address (its source line, in the
        // page's language: `Source: …`, `出處：…`) is given as it is.
        const pageUrl = url.replace(/\.md$/, '');
        return safe.includes(pageUrl) ? safe : `Source: ${url}\n\n${safe}`;
      }, maxResponseBytes),
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List pages',
      description:
        'The areas of the documentation, or, given an area (its title such as "Payment back office", or a path segment such as "payment-admin"), its pages with their Markdown URLs and descriptions, and the key facts its pages state (figures such as deadlines and limits, each with its page).',
      inputSchema: z.object({
        area: z.string().optional().describe('Area title or path segment'),
        locale: LOCALE,
      }),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({area, locale}) =>
      tool(async () => {
        const {areas, area: found} = await docs.listPages(area, locale);
        if (!found) {
          return `Areas (give one as "area" to list its pages):\n\n${areaList(areas)}`;
        }
        // The area's key facts, as the site's llms-full.txt lists them.
        const key = await docs.keyFacts(locale);
        const urls = new Set(found.pages.map((page) => page.markdownUrl));
        const facts = (key?.facts ?? []).filter((fact) =>
          urls.has(fact.markdownUrl),
        );
        return [
          `## ${markdownText(found.title)}`,
          '',
          // The URL is a checked page of this site; the title and description are text.
          ...found.pages.map(
            (page) =>
              `- [${markdownText(page.title)}](${page.markdownUrl})${page.description ? `: ${markdownText(page.description)}` : ''}`,
          ),
          ...(facts.length > 0
            ? [
                '',
                `### ${markdownText(key!.title)}`,
                '',
                ...facts.map(
                  (fact) =>
                    `- ${markdownText(fact.text)} ([${markdownText(fact.title)}](${fact.markdownUrl}))`,
                ),
              ]
            : []),
        ].join('\n');
      }, maxResponseBytes),
  );

  server.registerResource(
    'llms-txt',
    new ResourceTemplate('paynow-docs://{locale}/{file}', {
      list: async () => {
        const locales = await docs.locales();
        return {
          resources: locales.flatMap(({locale}) =>
            LLMS_FILES.map((file) => ({
              uri: `paynow-docs://${locale}/${file}`,
              name: `${file} (${locale})`,
              mimeType: 'text/plain',
              description:
                file === 'llms.txt'
                  ? `Every ${locale} page of PayNow Docs by area, with its Markdown URL`
                  : `Every ${locale} page of PayNow Docs in one Markdown file`,
            })),
          ),
        };
      },
    }),
    {
      title: 'llms.txt and llms-full.txt of each language',
      mimeType: 'text/plain',
    },
    async (uri, {locale, file}) => {
      if (!LLMS_FILES.includes(file as LlmsFile)) {
        throw new Error(
          `Unknown resource ${uri.href}: the files are ${LLMS_FILES.join(' and ')}.`,
        );
      }
      const {text: body} = await inQuery(() =>
        docs.llms(String(locale), file as LlmsFile),
      );
      fitting(body, maxResponseBytes, uri.href);
      return {
        contents: [{uri: uri.href, mimeType: 'text/plain', text: body}],
      };
    },
  );

  return server;
}
