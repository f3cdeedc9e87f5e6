/**
 * The serving policy of PayNow Docs: every rule about how the built site is
 * answered over HTTP that does not live in the files themselves, written
 * once. Both engines are generated from it:
 *
 * - nginx: deploy/nginx-conf.ts fills the template deploy/nginx/paynow-docs.conf
 *   with {@link nginxTokens};
 * - Cloudflare Workers: deploy/workers/generate.ts writes `wrangler.jsonc`,
 *   `_headers`, `_redirects` and `.assetsignore`, and the Worker
 *   (deploy/workers/worker.ts) imports this module for the rules it applies
 *   on page and Markdown routes.
 *
 * Pure data and pure functions: no Node API, so the Worker bundles it.
 */

/**
 * The serving policy's data. Security headers are on every answer, errors
 * included, under every engine (the CSP comes from the build); each has the
 * nginx `map $status` variable that carries it (empty for a 416's second
 * pass).
 */
export const POLICY = {
  securityHeaders: [
    {
      name: 'X-Content-Type-Options',
      value: 'nosniff',
      nginxVariable: 'paynow_nosniff',
    },
    {
      name: 'X-Frame-Options',
      value: 'DENY',
      nginxVariable: 'paynow_frame_options',
    },
    {
      name: 'Referrer-Policy',
      value: 'strict-origin-when-cross-origin',
      nginxVariable: 'paynow_referrer_policy',
    },
    {
      name: 'Permissions-Policy',
      value:
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      nginxVariable: 'paynow_permissions_policy',
    },
    {
      name: 'Cross-Origin-Opener-Policy',
      value: 'same-origin',
      nginxVariable: 'paynow_coop',
    },
    {
      name: 'Cross-Origin-Resource-Policy',
      value: 'same-origin',
      nginxVariable: 'paynow_corp',
    },
  ],
  /** Strict-Transport-Security: on every answer of nginx's HTTPS server and of the Worker (Cloudflare serves it over HTTPS only). */
  hsts: 'max-age=63072000; includeSubDomains',
  cache: {
    /** A hashed bundler file, successful answer to a request without Range. */
    immutable: 'public, max-age=31536000, immutable',
    /** Everything else that succeeds: revalidated on each use. */
    revalidate: 'no-cache',
    /** Errors and partial answers: never kept. */
    error: 'no-store',
    /** Folder of hashed files, relative to the base URL. */
    hashedFolder: 'assets/',
    /** A hashed file name ends so (a regular expression, PCRE and JavaScript alike). */
    hashedName: '[.-][0-9a-f]{8,}\\.[A-Za-z0-9]+$',
  },
  /** Request methods the site answers; others get 405 with `Allow`. */
  methods: ['GET', 'HEAD'] as readonly string[],
  /**
   * A path (as sent, before any decoding) the site refuses with 400: dot
   * segments, encoded dots, slashes or backslashes, NUL, raw backslashes.
   * PCRE and JavaScript alike.
   */
  unsafePath: '(?:/\\.\\.?(?:/|\\?|$)|%2[eEfF]|%5[cC]|%00|\\x5c)',
  markdown: {
    mediaType: 'text/markdown; charset=utf-8',
    extension: '.md',
    /**
     * An `Accept` header that asks for Markdown (case-insensitive): the whole
     * media range `text/markdown`, no `q=0` among its parameters. PCRE and
     * JavaScript alike.
     */
    accept:
      '(?:^|,)\\s*text/markdown\\s*(?:;(?!\\s*q\\s*=\\s*0(?:\\.0{0,3})?\\s*(?:;|,|$))[^,;]*)*(?:,|$)',
    /**
     * The `Vary` of HTML and Markdown answers: caches keep the two apart,
     * and compressed from uncompressed copies.
     */
    vary: 'Accept, Accept-Encoding',
  },
  /** `Link` of every HTML answer: the API catalog (RFC 9727). */
  apiCatalog: '/.well-known/api-catalog',
  /** `Link` of every HTML answer: the AI catalog (AI Catalog 0.9, `rel="ai-catalog"`). */
  aiCatalog: '/.well-known/ai-catalog.json',
  /**
   * Files served at the host root, where the site owns the host (its base
   * path is not `/`; where it is, the base URL's own files are the root's).
   */
  hostRoot: {
    /** Files the build writes under the base URL that are served at the host root instead. */
    files: ['robots.txt'],
    /**
     * The build's hidden folder (never served under the base path) holding
     * the host-root files that have no name of their own under the base
     * URL, and those files: `/llms.txt`, the index of every locale's.
     */
    hostFolder: '.host/',
    hostFiles: ['llms.txt'],
    /** Well-known names under `/.well-known/`, with their media type when not the extension's. */
    wellKnown: {
      'api-catalog': 'application/linkset+json',
      'ai-catalog.json': 'application/ai-catalog+json',
      'agent-skills/': undefined,
      'skills/': undefined,
    },
  },
  /** Build files never uploaded or served (gitignore syntax). */
  neverServed: ['.nginx', '*.gz', '*.br'],
  /** Each locale's 404 page, relative to its folder: answered with status 404 under its own URLs too. */
  notFoundPage: '404',
} as const;

/**
 * The classes of request the site routes, and where each engine decides
 * them. The rules each applies (headers, cache classes, redirects, the
 * Markdown negotiation, the 404 pages) are this module's; the decisions are
 * written per engine: nginx's locations (deploy/nginx/paynow-docs.conf) and,
 * on Cloudflare, the platform (assets, `_headers`, `_redirects`) or the Worker
 * (deploy/workers/worker.ts, where `run_worker_first` sends it). The HTTP
 * checks send requests of every class to both engines and expect one answer
 * (deploy/checks/nginx/route-classes.ts): a class without requests fails them.
 */
export const ROUTES = {
  hostRedirect: {
    what: 'the host root and the base path without its slash: 301 to the base URL',
    nginx: '`location = /`, `location = <base path>`',
    workers: '`_redirects` (generate.ts)',
  },
  page: {
    what: 'a page folder, a locale’s home: its index.html, revalidated',
    nginx: '`location <base>` (try_files)',
    workers: 'the Worker (`run_worker_first`: each page folder)',
  },
  cleanUrl: {
    what: '`…/index.html`, `x.html`: 301 to the clean path; a run of slashes: 301 with one',
    nginx: 'the `.html` locations; the server block’s `//` rule',
    workers: 'the Worker (`*.html`, and misses)',
  },
  markdown: {
    what: 'a page’s `.md` copy, or the page asked for with `Accept: text/markdown`',
    nginx: 'the `.md` location; the Markdown `map` before try_files',
    workers: 'the Worker (`*.md`, page folders)',
  },
  markdownNotFound: {
    what: 'an unknown `.md`: 404 in Markdown with the search’s best pages',
    nginx: 'the `.md` location → the Node server',
    workers: 'the Worker (a miss)',
  },
  asset: {
    what: 'a hashed file under `assets/`: immutable',
    nginx: '`location <base>`, the cache class `map`',
    workers: 'the platform (`_headers`)',
  },
  file: {
    what: 'another file of the build (image, text): revalidated',
    nginx: '`location <base>`',
    workers: 'the platform (`_headers`)',
  },
  hostRoot: {
    what: '`/robots.txt`, `/llms.txt` at the host root',
    nginx: '`location = /robots.txt`, `= /llms.txt`',
    workers: 'the platform (files linked at the top of the upload)',
  },
  wellKnown: {
    what: 'the catalogs and skills under `/.well-known/`, with their media types',
    nginx: 'the `/.well-known/` locations',
    workers: 'the platform (`_headers` for the media types)',
  },
  feedback: {
    what: '`<base>feedback`: reader signals (POST only)',
    nginx: '`location = <base>feedback` → the Node server',
    workers: 'the Worker (`run_worker_first`)',
  },
  mcp: {
    what: '`<base>mcp` (POST only) and its server card',
    nginx:
      '`location = <base>mcp`, `= <base>mcp/server-card` → the Node server',
    workers: 'the Worker (`run_worker_first`)',
  },
  notFound: {
    what: 'a path no file answers, the 404 page’s own URLs, a hidden file, anything outside the base path: the locale’s 404 page',
    nginx: '`error_page 404`, `location / { return 404; }`, `location ~ /\\.`',
    workers: 'the Worker (misses: `not_found_handling: "none"`)',
  },
  method: {
    what: 'a method other than GET and HEAD on the site: 405 with `Allow`',
    nginx: 'the server block’s method rule',
    workers: 'the Worker (the platform on asset-only routes: a difference)',
  },
  hostile: {
    what: 'encoded slashes or backslashes, NUL, dot segments: 400',
    nginx: 'the server block’s path rule',
    workers:
      'the Worker (the platform resolves dot segments first: a difference)',
  },
} as const satisfies Record<
  string,
  {what: string; nginx: string; workers: string}
>;

export type RouteClass = keyof typeof ROUTES;

/** The build's facts a policy is applied to. */
export interface SiteFacts {
  /** The base URL, both slashes. */
  baseUrl: string;
  /** The build's Content-Security-Policy (plugins/postbuild). */
  csp: string;
  /** The locales built, default first. */
  locales: readonly string[];
}

/** Whether an `Accept` header asks for Markdown. */
export function wantsMarkdown(accept: string | null): boolean {
  return (
    accept !== null && new RegExp(POLICY.markdown.accept, 'i').test(accept)
  );
}

/** The `Content-Language` of a page path: the locale whose folder holds it, else the default. */
export function languageOf(path: string, facts: SiteFacts): string {
  const [defaultLocale, ...others] = facts.locales;
  return (
    others.find(
      (locale) =>
        path === `${facts.baseUrl}${locale}` ||
        path.startsWith(`${facts.baseUrl}${locale}/`),
    ) ??
    defaultLocale ??
    'en'
  );
}

/** The Markdown copy a page path would have (`…/refund/` → `…/refund.md`), or undefined. */
export function markdownTwin(
  path: string,
  baseUrl: string,
): string | undefined {
  if (!path.startsWith(baseUrl)) return undefined;
  const page = path.replace(/\/$/, '');
  const last = page.slice(page.lastIndexOf('/') + 1);
  if (page.length < baseUrl.length || !last || last.includes('.')) {
    return undefined;
  }
  return `${page}${POLICY.markdown.extension}`;
}

/** The catalogs every HTML answer links: the API catalog and the AI catalog. */
export function catalogLinks(): string {
  return `<${POLICY.apiCatalog}>; rel="api-catalog", <${POLICY.aiCatalog}>; rel="ai-catalog"`;
}

/** The `Link` header of an HTML answer, given its Markdown twin if any. */
export function linkHeader(twin: string | undefined): string {
  const catalogs = catalogLinks();
  return twin
    ? `<${twin}>; rel="alternate"; type="text/markdown", ${catalogs}`
    : catalogs;
}

/** The `Link` header of a Markdown answer: its HTML page is the canonical one. */
export function markdownLinkHeader(page: string): string {
  return `<${page}>; rel="canonical"`;
}

/**
 * The path of a page's canonical URL, from its HTML's `<link rel=canonical>`
 * (Docusaurus writes the page's permalink there: `…/refund`, a section's
 * `…/payment-admin/`); undefined when it has none or it is not a plain path.
 */
export function canonicalPathOf(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?canonical\b/i.test(tag)) continue;
    const href = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag);
    const value = href?.[1] ?? href?.[2] ?? href?.[3];
    if (!value) return undefined;
    const path = new URL(value, 'http://x').pathname;
    return /^\/[\w.~%/@+-]*$/.test(path) ? path : undefined;
  }
  return undefined;
}

/** `value` as a PCRE literal. */
export function regexLiteral(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The values the nginx template takes from the policy (its `@TOKENS@`):
 * header maps, cache classes, the negotiation pattern, the `Link` value.
 */
export function nginxTokens(): Record<string, string> {
  const headerMaps = POLICY.securityHeaders
    .map((rule) =>
      [
        `map $status $${rule.nginxVariable} {`,
        '    volatile;',
        '    416 "";',
        `    default "${rule.value}";`,
        '}',
      ].join('\n'),
    )
    .join('\n');
  const addHeaders = POLICY.securityHeaders
    .map((rule) => `add_header ${rule.name} $${rule.nginxVariable} always;`)
    .join('\n    ');
  return {
    SECURITY_HEADER_MAPS: headerMaps,
    SECURITY_ADD_HEADERS: addHeaders,
    HSTS: POLICY.hsts,
    CACHE_IMMUTABLE: POLICY.cache.immutable,
    CACHE_REVALIDATE: POLICY.cache.revalidate,
    CACHE_ERROR: POLICY.cache.error,
    HASHED_FOLDER_RE: regexLiteral(POLICY.cache.hashedFolder),
    HASHED_NAME_RE: POLICY.cache.hashedName,
    MARKDOWN_TYPE: POLICY.markdown.mediaType,
    MARKDOWN_EXTENSION: POLICY.markdown.extension,
    MARKDOWN_EXTENSION_RE: regexLiteral(POLICY.markdown.extension),
    NOT_FOUND_PAGE: POLICY.notFoundPage,
    MARKDOWN_ACCEPT_RE: POLICY.markdown.accept,
    MARKDOWN_VARY: POLICY.markdown.vary,
    CATALOG_LINKS: catalogLinks().replaceAll('"', '\\"'),
    AI_CATALOG_TYPE: POLICY.hostRoot.wellKnown['ai-catalog.json'] ?? '',
    HOST_FOLDER: POLICY.hostRoot.hostFolder,
    ALLOWED_METHODS: POLICY.methods.join(', '),
    UNSAFE_PATH_RE: POLICY.unsafePath,
  };
}
