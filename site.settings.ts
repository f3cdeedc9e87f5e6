/**
 * The site's settings, read once from the environment (documented in
 * README.md). docusaurus.config.ts, the build scripts (postbuild, the nginx
 * config renderer), the benchmarks and the tests all import them from here,
 * so a build with another `BASE_URL` is served, searched and tested there.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

/** The environment variables that configure a build. */
export type SiteEnv = Partial<
  Record<
    | 'SITE_URL'
    | 'BASE_URL'
    | 'ALGOLIA_APP_ID'
    | 'ALGOLIA_SEARCH_API_KEY'
    | 'ALGOLIA_INDEX_NAME'
    | 'LOCALES',
    string
  >
>;

/** Hosted search settings; `null` when the local index is used. */
export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** A base path: `/`, or `/segment/…/` with URL-safe segments, none of them `.` or `..`. */
const BASE_URL_PATTERN = /^\/(?:(?!\.{1,2}\/)[A-Za-z0-9._~-]+\/)*$/;

/** The public origin: canonical URLs, the sitemap, feeds and robots.txt. */
export function siteUrlFrom(env: SiteEnv): string {
  const value = env.SITE_URL ?? 'https://docs.paynow.example';
  const url = new URL(value);
  if (url.origin !== value.replace(/\/$/, '')) {
    throw new Error(
      `SITE_URL must be an origin such as https://docs.example.com (no path): ${value}`,
    );
  }
  return url.origin;
}

/** The base path the site is served under, always with both slashes. */
export function baseUrlFrom(env: SiteEnv): string {
  const value = env.BASE_URL ?? '/paynow-guideline/';
  if (!BASE_URL_PATTERN.test(value)) {
    throw new Error(
      `BASE_URL must start and end with "/" and use only letters, digits and ._~- in its segments: ${value}`,
    );
  }
  return value;
}

/**
 * Hosted search is on only when all three Algolia variables are set; one or
 * two of them alone are an error, not a silent fallback to the local index.
 */
export function algoliaFrom(env: SiteEnv): AlgoliaSettings | null {
  const {ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME} = env;
  const given = [ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME];
  if (given.every((value) => !value)) {
    return null;
  }
  if (!ALGOLIA_APP_ID || !ALGOLIA_SEARCH_API_KEY || !ALGOLIA_INDEX_NAME) {
    throw new Error(
      'Set all three of ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME for hosted search, or none of them for the local index.',
    );
  }
  if (!/^[A-Za-z0-9]+$/.test(ALGOLIA_APP_ID)) {
    throw new Error(`ALGOLIA_APP_ID must be alphanumeric: ${ALGOLIA_APP_ID}`);
  }
  return {
    appId: ALGOLIA_APP_ID,
    apiKey: ALGOLIA_SEARCH_API_KEY,
    indexName: ALGOLIA_INDEX_NAME,
  };
}

/** The site's locales: English (the default) first, then Traditional Chinese (Taiwan). */
export const ALL_LOCALES = ['en', 'zh-TW'] as const;
export type Locale = (typeof ALL_LOCALES)[number];

/**
 * Which locales a build makes: all of them unless `LOCALES` names some
 * (`LOCALES=en` builds the English-only site). The default locale is always built.
 */
export function localesFrom(env: SiteEnv): Locale[] {
  if (!env.LOCALES) return [...ALL_LOCALES];
  const wanted = env.LOCALES.split(',').map((locale) => locale.trim());
  const unknown = wanted.filter(
    (locale) => !(ALL_LOCALES as readonly string[]).includes(locale),
  );
  if (unknown.length > 0) {
    throw new Error(
      `LOCALES lists unknown locales (${unknown.join(', ')}); use a comma-separated list of ${ALL_LOCALES.join(', ')}.`,
    );
  }
  if (!wanted.includes(ALL_LOCALES[0])) {
    throw new Error(
      `LOCALES must include the default locale ${ALL_LOCALES[0]}: ${env.LOCALES}`,
    );
  }
  return ALL_LOCALES.filter((locale) => wanted.includes(locale));
}

/**
 * How much git history a checkout has: `full`, `shallow` (a clone with
 * `--depth`, CI's default), or `none` (not a git checkout, or no git).
 */
export type GitHistory = 'full' | 'shallow' | 'none';

export function gitHistoryFrom(dir: string): GitHistory {
  const result = spawnSync('git', ['rev-parse', '--is-shallow-repository'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (result.status !== 0) return 'none';
  return result.stdout.trim() === 'true' ? 'shallow' : 'full';
}

/**
 * Pages show the date of their last commit only with the full history: in a
 * shallow clone every file's last commit is the clone's one commit, so every
 * page would show the same wrong date.
 */
export function showLastUpdateFrom(history: GitHistory): boolean {
  return history === 'full';
}

export const SITE_URL = siteUrlFrom(process.env);
export const BASE_URL = baseUrlFrom(process.env);
export const ALGOLIA = algoliaFrom(process.env);
export const LOCALES = localesFrom(process.env);
let gitHistoryOfCwd: GitHistory | undefined;
/** The git history of the working directory, asked of git on first use (not on import). */
export function gitHistory(): GitHistory {
  gitHistoryOfCwd ??= gitHistoryFrom(process.cwd());
  return gitHistoryOfCwd;
}

/**
 * Browser for the tests and benchmarks: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium when present, else Playwright's own download
 * (`npx playwright install chromium`), for which no path is given.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Flags for a system Chromium in a sandboxed, offline machine. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Playwright's own `--disable-features` list (playwright-core's
 * chromiumSwitches.ts). Chromium reads only the last `--disable-features`,
 * so a list of ours must repeat it; e2e/browser.spec.ts fails when
 * Playwright's list has an entry this one lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's popups, which a full Chromium renders, even headless,
 * in two renderer processes of their own for every new window: Playwright
 * opens a window per test, and these popups doubled the CPU time of a
 * test's page load (1.6 → 0.8 CPU seconds a page, 20 pages measured
 * on the 2-core machine). The pages under test never see them.
 */
export const OMNIBOX_POPUP_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** {@link CHROMIUM_ARGS} for a Chromium that Playwright launches. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];
