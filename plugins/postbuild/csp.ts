/**
 * The Content-Security-Policy of a build: which inline scripts its pages
 * run (each must be in the site's registry, allowed by its sha256 hash), and
 * the markup no page may have.
 */
import {createHash} from 'node:crypto';
import {load as loadHtml} from 'cheerio';
import {BuiltSite} from '@paynow-docs/build-kit/site';

/** One inline script a site expects: the registry behind its policy. */
export interface InlineScript {
  /** What emits the script. */
  source: string;
  /** Why the site needs it inline. */
  reason: string;
  /** The exact built text, or a pattern anchored at both ends (`^…$`). */
  text: string | RegExp;
}

/** Whether `script` is one of `expected`. */
export function isExpectedInlineScript(
  script: string,
  expected: readonly InlineScript[],
): boolean {
  return expected.some(({text}) => {
    if (typeof text === 'string') {
      return script === text;
    }
    if (!text.source.startsWith('^') || !text.source.endsWith('$')) {
      throw new Error(
        `An inline-script pattern must match the whole text: ${text}`,
      );
    }
    return text.test(script);
  });
}

const EXECUTABLE_TYPE =
  /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/** One page as an HTML parser reads it, with where each element is in the file. */
type Page = ReturnType<typeof loadHtml>;

function parse(html: string): Page {
  return loadHtml(html, {sourceCodeLocationInfo: true});
}

/**
 * The contents of the inline `<script>` elements of the page that a browser
 * executes (no `src`; no data block such as `application/ld+json`), exactly
 * as they appear in the file, which is what a CSP hash covers. Elements are
 * what the HTML parser finds: `<script>` inside an attribute value, a title,
 * a textarea or a comment is text.
 */
function scriptsOf($: Page, html: string): string[] {
  const scripts: string[] = [];
  $('script:not([src])').each((_, script) => {
    const type = ($(script).attr('type') ?? '').trim();
    const location = script.sourceCodeLocation;
    if (!EXECUTABLE_TYPE.test(type) || !location?.startTag) {
      return;
    }
    const body = html.slice(
      location.startTag.endOffset,
      location.endTag?.startOffset ?? location.endOffset,
    );
    if (body.length > 0) {
      scripts.push(body);
    }
  });
  return scripts;
}

/** {@link scriptsOf} for an HTML text. */
export function inlineScripts(html: string): string[] {
  return scriptsOf(parse(html), html);
}

/** A CSP source expression for one inline script: `'sha256-<base64>'`. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Event-handler attributes (`onclick`…) of the page's elements, which a hash-based CSP would block. */
function handlersOf($: Page, html: string): string[] {
  const handlers: string[] = [];
  $('*').each((_, element) => {
    const location = element.sourceCodeLocation as
      {attrs?: Record<string, {startOffset: number}>} | null | undefined;
    for (const name of Object.keys($(element).attr() ?? {})) {
      if (/^on[a-z]+$/i.test(name)) {
        // As written in the file (the parser lowercases names).
        const written = location?.attrs?.[name];
        handlers.push(
          written
            ? html.slice(written.startOffset, written.startOffset + name.length)
            : name,
        );
      }
    }
  });
  return handlers;
}

/** {@link handlersOf} for an HTML text. */
export function inlineEventHandlers(html: string): string[] {
  return handlersOf(parse(html), html);
}

/**
 * Elements no page of a static docs site has, which text breaking out of a
 * script or an attribute would use: a redirect or policy (`<meta
 * http-equiv>`), a new base for every relative URL (`<base>`), embedded
 * documents (`<iframe>`, `<object>`, `<embed>`).
 */
const FORBIDDEN_ELEMENTS = 'meta[http-equiv], base, iframe, object, embed';

/**
 * What is wrong in one page's HTML besides its inline scripts, as an HTML
 * parser reads it (text inside an attribute value is not an element): a
 * structured data block (`application/ld+json`) that is not JSON (text ended
 * the script early) and any forbidden element.
 */
export function pageProblems(html: string): string[] {
  return problemsOf(parse(html));
}

function problemsOf($: Page): string[] {
  const problems: string[] = [];
  $('script').each((_, script) => {
    const type = ($(script).attr('type') ?? '').trim().toLowerCase();
    if (type !== 'application/ld+json') {
      return;
    }
    const body = $(script).text();
    try {
      JSON.parse(body);
    } catch (error) {
      problems.push(
        `structured data (application/ld+json) is not JSON (${(error as Error).message}): ${excerpt(body)}`,
      );
    }
  });
  $(FORBIDDEN_ELEMENTS).each((_, element) => {
    problems.push(`forbidden element ${excerpt($.html(element))}`);
  });
  return problems;
}

/** `text` cut to `max` characters, for an error message. */
function excerpt(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The Algolia search host of an application (its DSN host). */
export function algoliaHost(appId: string): string {
  if (!/^[A-Za-z0-9]+$/.test(appId)) {
    throw new Error(
      `The Algolia application id must be alphanumeric: ${appId}`,
    );
  }
  return `${appId.toLowerCase()}-dsn.algolia.net`;
}

export interface CspOptions {
  /** Hash sources of the inline scripts, e.g. from {@link scriptHash}. */
  scriptHashes: readonly string[];
  /** The Algolia application id when the hosted search is configured. */
  algoliaAppId?: string;
}

/** The Content-Security-Policy header value of the site. */
export function contentSecurityPolicy({
  scriptHashes,
  algoliaAppId,
}: CspOptions): string {
  const connect = ["'self'"];
  if (algoliaAppId) {
    const app = algoliaAppId.toLowerCase();
    // DocSearch queries <app>-dsn.algolia.net and falls back to
    // <app>-1/2/3.algolianet.com. CSP wildcards only cover a whole leftmost
    // label, so the fallback hosts are listed one by one.
    connect.push(
      `https://${algoliaHost(algoliaAppId)}`,
      `https://${app}-1.algolianet.com`,
      `https://${app}-2.algolianet.com`,
      `https://${app}-3.algolianet.com`,
    );
  }
  const unique = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${unique.join(' ')}`.trim(),
    // Styles need 'unsafe-inline': the HTML has `style="…"` attributes (the
    // hidden SVG icon sprite, the base-URL banner, MDX `style={{…}}`), and
    // medium-zoom (docusaurus-plugin-image-zoom) injects a `<style>` element
    // at run time, so neither style-src-attr nor style-src-elem can be
    // narrowed without breaking pages. Inline CSS cannot run code: scripts
    // stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    // Infima's icons are data: SVGs in the stylesheet.
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The nginx include that sends `csp` (a `map` read by the site configuration). */
export function cspInclude(csp: string): string {
  return [
    '# Generated by the postbuild plugin (plugins/postbuild) from this build; do not edit.',
    '# Empty (not sent) for the second header pass of a 416: see deploy/nginx/paynow-docs.conf.',
    'map $status $paynow_csp {',
    '    volatile;',
    '    416 "";',
    `    default "${csp}";`,
    '}',
    '',
  ].join('\n');
}

export interface PageCheck {
  /** The hash sources of the inline scripts found, all expected. */
  hashes: string[];
  /** How many pages were checked. */
  pages: number;
}

export interface PageCheckOptions {
  expected: readonly InlineScript[];
  /** Where the expected scripts are listed, for the error message. */
  registry?: string;
}

/** {@link checkSitePages} of the build folder `dir` (but the `skip` folders). */
export function checkPages(
  dir: string,
  {skip = [], ...options}: PageCheckOptions & {skip?: readonly string[]},
): PageCheck {
  return checkSitePages(BuiltSite.load(dir, {skip}), options);
}

/**
 * Checks every page of `site`: each inline script must be in `expected`, no
 * inline event handler, no forbidden markup. Throws, naming each file, on
 * any problem; else returns the scripts' hashes.
 */
export function checkSitePages(
  site: BuiltSite,
  {
    expected,
    registry = 'the inlineScripts option of the postbuild plugin',
  }: PageCheckOptions,
): PageCheck {
  const dir = site.dir;
  const files = site.pages();
  if (files.length === 0) {
    throw new Error(`No HTML files in ${dir}: build the site first.`);
  }
  const hashes = new Set<string>();
  const problems: string[] = [];
  const markupProblems: string[] = [];
  for (const file of files) {
    const html = site.text(file);
    const $ = parse(html);
    for (const script of scriptsOf($, html)) {
      if (!isExpectedInlineScript(script, expected)) {
        problems.push(
          `${file}: unexpected inline script ${scriptHash(script)}: ${excerpt(script, 300)}`,
        );
        continue;
      }
      hashes.add(scriptHash(script));
    }
    for (const handler of handlersOf($, html)) {
      problems.push(
        `${file}: inline event handler ${handler} (blocked by the Content-Security-Policy)`,
      );
    }
    for (const problem of problemsOf($)) {
      markupProblems.push(`${file}: ${problem}`);
    }
  }
  if (markupProblems.length > 0) {
    throw new Error(
      [
        `Pages of ${dir} contain markup no page may have (text from a title, spec or front matter that became HTML?):`,
        ...markupProblems,
      ].join('\n'),
    );
  }
  if (problems.length > 0) {
    throw new Error(
      [
        `The Content-Security-Policy allows only the inline scripts listed in ${registry}. Found in ${dir}:`,
        ...problems,
        `If a script is legitimate, review it and add it to ${registry} with its source and the reason it must be inline.`,
      ].join('\n'),
    );
  }
  return {hashes: [...hashes].sort(), pages: files.length};
}
