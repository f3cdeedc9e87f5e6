/**
 * The Cloudflare Workers files of a build, from the serving policy
 * (deploy/policy.ts) and the build's facts: pure functions, no file access.
 * deploy/workers/stage.ts writes them (at build time, and for the tests).
 *
 * The assets folder the upload reads is a staging folder that holds the
 * build at the base path (`<staging><baseUrl>` → the build), the host-root
 * files the build writes under the base path (robots.txt, .well-known/…),
 * and these files. Hashed files are answered by the platform alone
 * (`_headers` gives them their cache class); page, Markdown, MCP and
 * feedback routes run the Worker first (deploy/workers/worker.ts).
 */
import {ENDPOINT_PATHS} from '../endpoints.ts';
import {POLICY, type SiteFacts} from '../policy.ts';

/** The platform's limits that shape the upload (deploy/README.md). */
export const LIMITS = {
  /** Files per version on the free plan. */
  files: 20_000,
  /** Bytes per file. */
  fileBytes: 25 * 1024 * 1024,
  /** `_headers` rules, and characters per line. */
  headerRules: 100,
  headerLine: 2_000,
} as const;

/** Where the staged assets live, relative to the repository root. */
export const STAGING_DIR = '.workers/site';
/** The Worker script, relative to the repository root. */
export const WORKER_MAIN = 'deploy/workers/worker.ts';
export const WORKER_NAME = 'paynow-docs';
/** The runtime behaviour the Worker was written for. */
export const COMPATIBILITY_DATE = '2026-11-01';

/** Reader signals' D1 database (packages/reader-signals). */
export const D1_DATABASE = {
  binding: 'SIGNALS',
  name: 'paynow-docs-signals',
  /** Applied by `wrangler d1 migrations apply`, from the repository root. */
  migrationsDir: 'packages/reader-signals/migrations',
  /**
   * Stands for the database's id until CLOUDFLARE_D1_DATABASE_ID is set at
   * build time: enough for the local preview; deploy:workers refuses it.
   */
  placeholderId: '00000000-0000-4000-8000-000000000000',
} as const;

/** When the purge of reader signals runs: daily, 03:17 UTC (a cron trigger). */
export const PURGE_CRON = '17 3 * * *';

export interface WorkersFacts extends SiteFacts {
  /**
   * Folders under the base URL's hashed folder whose every file has a hashed
   * name (e.g. `assets/js/`): the immutable cache class, by folder.
   */
  hashedFolders: readonly string[];
  /**
   * Folders of pages (holding HTML) under the base URL, e.g. `docs/`,
   * `zh-TW/docs/`: the routes that run the Worker first.
   */
  pageFolders: readonly string[];
  /** The D1 database of reader signals (`wrangler d1 create`); the placeholder when unset. */
  d1DatabaseId?: string;
}

/** The variables the Worker reads (`vars` of wrangler.jsonc). */
export interface WorkerVars {
  BASE_URL: string;
  CSP: string;
  LOCALES: string;
}

/**
 * The characters a path may have in `_headers`, `_redirects` and the
 * Worker's routes. Both files are line-based and read `:` as a header, `!`
 * as a header removal, `*` and `:name` as patterns and `#` as a comment; a
 * folder name from the build (static/assets/…) must not be able to write
 * any of them.
 */
const SAFE_PATH = /^[\w.~@+/-]*$/;

/** `value` when it is a plain path, else an error naming what it is. */
export function safePath(value: string, what: string): string {
  if (!SAFE_PATH.test(value)) {
    throw new Error(
      `${what} ${JSON.stringify(value)} has a character the Workers files cannot hold (only letters, digits and . _ ~ @ + - /).`,
    );
  }
  return value;
}

/** A header value on one line, without control characters. */
function headerValue(value: string, what: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) {
    throw new Error(`${what} has a line break or control character.`);
  }
  return value;
}

/** `facts` with every path checked by safePath. */
function checked(facts: WorkersFacts): WorkersFacts {
  return {
    ...facts,
    baseUrl: safePath(facts.baseUrl, 'The base URL'),
    csp: headerValue(facts.csp, 'The Content-Security-Policy'),
    locales: facts.locales.map((locale) => safePath(locale, 'The locale')),
    hashedFolders: facts.hashedFolders.map((folder) =>
      safePath(folder, 'The hashed folder'),
    ),
    pageFolders: facts.pageFolders.map((folder) =>
      safePath(folder, 'The page folder'),
    ),
  };
}

/** Every answer's headers on asset-only routes; hashed folders immutable. */
export function headersFile(unchecked: WorkersFacts): string {
  const facts = checked(unchecked);
  const lines = [
    '# Generated from deploy/policy.ts by deploy/workers/generate.ts; do not edit.',
    '/*',
    `  Strict-Transport-Security: ${headerValue(POLICY.hsts, 'HSTS')}`,
    `  Content-Security-Policy: ${facts.csp}`,
    ...POLICY.securityHeaders.map(
      (rule) =>
        `  ${safePath(rule.name, 'The header name')}: ${headerValue(rule.value, rule.name)}`,
    ),
    `  Cache-Control: ${POLICY.cache.revalidate}`,
    ...facts.hashedFolders.flatMap((folder) => [
      `${facts.baseUrl}${folder}*`,
      '  ! Cache-Control',
      `  Cache-Control: ${POLICY.cache.immutable}`,
    ]),
    ...Object.entries(POLICY.hostRoot.wellKnown).flatMap(([name, type]) =>
      type
        ? [
            `/.well-known/${safePath(name, 'The .well-known file')}`,
            '  ! Content-Type',
            `  Content-Type: ${headerValue(type, name)}`,
          ]
        : [],
    ),
    '',
  ];
  const rules = lines.filter((line) => line.startsWith('/')).length;
  if (rules > LIMITS.headerRules) {
    throw new Error(
      `_headers would have ${rules} rules; Workers applies at most ${LIMITS.headerRules}.`,
    );
  }
  const long = lines.find((line) => line.length > LIMITS.headerLine);
  if (long) {
    throw new Error(
      `_headers line longer than ${LIMITS.headerLine} characters: ${long.slice(0, 60)}…`,
    );
  }
  return lines.join('\n');
}

/** Outside the base path, the base path itself: the nginx redirects. */
export function redirectsFile(unchecked: WorkersFacts): string {
  const facts = checked(unchecked);
  const basePath = facts.baseUrl.replace(/\/$/, '');
  return [
    '# Generated from deploy/policy.ts by deploy/workers/generate.ts; do not edit.',
    ...(basePath
      ? [`/ ${facts.baseUrl} 301`, `${basePath} ${facts.baseUrl} 301`]
      : []),
    '',
  ].join('\n');
}

/** What the upload leaves out: precompressed copies and build records. */
export function assetsIgnoreFile(facts: WorkersFacts): string {
  const base = facts.baseUrl.replace(/^\//, '');
  return [
    '# Generated from deploy/policy.ts by deploy/workers/generate.ts; do not edit.',
    '# The edge compresses by itself; build records are never served.',
    ...POLICY.neverServed,
    // Hidden files under the base path (.well-known/ is served at the host
    // root only: the staging folder links it there).
    `/${base}**/.*`,
    '',
  ].join('\n');
}

/**
 * Routes that run the Worker before any asset: page folders, each locale's
 * home, Markdown copies, `.html` names and the endpoints (MCP, feedback). Everything else (hashed files,
 * images, text files) is answered by the platform alone; a miss there
 * reaches the Worker, which answers the 404 page.
 */
export function workerRoutes(unchecked: WorkersFacts): string[] {
  const facts = checked(unchecked);
  const homes = ['', ...facts.locales.slice(1).map((l) => `${l}/`)];
  // Each route once: wrangler refuses a duplicate, and a page folder may
  // share an endpoint's name (feedback/thanks beside POST feedback).
  const routes = new Set([
    ...homes.flatMap((home) => [
      `${facts.baseUrl}${home}`,
      ...(home ? [`${facts.baseUrl}${home.slice(0, -1)}`] : []),
      `${facts.baseUrl}${home}${POLICY.notFoundPage}`,
    ]),
    ...facts.pageFolders.flatMap((folder) => [
      `${facts.baseUrl}${folder.slice(0, -1)}`,
      `${facts.baseUrl}${folder}*`,
    ]),
    `${facts.baseUrl}*${POLICY.markdown.extension}`,
    `${facts.baseUrl}*.html`,
    ...ENDPOINT_PATHS.map((path) => `${facts.baseUrl}${path}`),
  ]);
  return [...routes];
}

/** Paths of a wrangler.jsonc, relative to its folder (or absolute). */
export interface ConfigPaths {
  main: string;
  assets: string;
  migrations: string;
}

/** wrangler.jsonc at the repository root, for `wrangler dev` and `wrangler deploy`. */
export function wranglerConfig(
  facts: WorkersFacts,
  paths: ConfigPaths = {
    main: WORKER_MAIN,
    assets: STAGING_DIR,
    migrations: D1_DATABASE.migrationsDir,
  },
): string {
  const vars: WorkerVars = {
    BASE_URL: facts.baseUrl,
    CSP: facts.csp,
    LOCALES: facts.locales.join(','),
  };
  const config = {
    name: WORKER_NAME,
    main: paths.main,
    compatibility_date: COMPATIBILITY_DATE,
    // The MCP endpoint's server (packages/docs-mcp) uses AsyncLocalStorage and Buffer.
    compatibility_flags: ['nodejs_compat'],
    assets: {
      directory: paths.assets,
      binding: 'ASSETS',
      // Misses reach the Worker, which answers each locale's own 404 page
      // with the error cache class ('404-page' would give a missing hashed
      // file the immutable headers of its folder).
      not_found_handling: 'none',
      html_handling: 'auto-trailing-slash',
      run_worker_first: workerRoutes(facts),
    },
    vars,
    d1_databases: [
      {
        binding: D1_DATABASE.binding,
        database_name: D1_DATABASE.name,
        database_id: facts.d1DatabaseId ?? D1_DATABASE.placeholderId,
        migrations_dir: paths.migrations,
      },
    ],
    triggers: {crons: [PURGE_CRON]},
    observability: {enabled: false},
  };
  return `// Generated at build time from deploy/policy.ts by deploy/workers/generate.ts; do not edit.\n${JSON.stringify(config, null, 2)}\n`;
}

/** All files, by name: the three of the assets folder and wrangler.jsonc. */
export function workersFiles(facts: WorkersFacts, paths?: ConfigPaths) {
  return {
    _headers: headersFile(facts),
    _redirects: redirectsFile(facts),
    '.assetsignore': assetsIgnoreFile(facts),
    'wrangler.jsonc': wranglerConfig(facts, paths),
  };
}
