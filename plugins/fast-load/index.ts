/**
 * fast-load: how the site's JavaScript starts, so that a page paints its
 * server-rendered text first and the app boots in short tasks.
 * Every change of Docusaurus's behaviour lives here, each with its reason:
 *
 * - `ssrTemplate.ts` (set as `ssrTemplate` in docusaurus.config.ts): entry
 *   scripts requested and run once the first paint is on screen.
 * - `client/bootstrap.ts`: the production client entry, evaluating the app
 *   in several tasks.
 * - `client/browserContext.tsx`: the post-hydration `isBrowser` flip as a
 *   transition.
 * - `client/prefetchInIdleTime.ts`: viewport prefetch in idle time.
 * - `client/emojiUtils.ts`: doc-card label emoji detection without its
 *   start-up cost.
 * - `client/useWindowSize.ts`: the first window-size update after hydration
 *   as a transition.
 * - `client/docsPreferredVersion.tsx`: the docs' preferred-version context
 *   changes only when a version does (not on mount).
 * - `client/docsClientUtils.ts`, `client/reactUtils.tsx`: no `localeCompare`
 *   (the browser's collator costs 50–60 ms at 4× CPU to build).
 * - Out of every page's entry script (production client bundle): the
 *   plugins' and presets' options in the serialized site config
 *   (`clientSiteConfig`), tslib (`client/utilsCommon.ts`), the base-URL
 *   banner component (`client/noBaseUrlIssueBanner.ts`), medium-zoom, loaded
 *   only on a page with an image to zoom (`client/imageZoom.ts`), and the code
 *   block, loaded only on a page with one (`client/MDXCode.tsx`).
 * - `theme/Tabs`: theme-classic's tabs without their remount after
 *   hydration; `theme/BlogPostItem/Header/Info`: a release note's date keeps
 *   its server HTML (no date formatter built while the page boots).
 * - `bundle/inlineTranslations.ts`: in a translated locale, each UI string
 *   travels in the chunk that uses it, not all of them in the entry script.
 * - `postBuild/pruneStyles.ts`: the stylesheet without the rules (mostly
 *   Infima's) and custom properties no page can use, renamed after its new
 *   content: a step of the post-build pipeline (plugins/postbuild/pipeline.ts).
 * - `server/renderToHtml.ts`: the server writes every boundary complete, in
 *   place (no reveal script), and fails the build on one that is not.
 * - The base-URL banner check (below): Docusaurus's check assumes the
 *   scripts ran before `DOMContentLoaded`, which is no longer true, so the
 *   banner is shown from the URL itself, exactly when the page is served
 *   outside the configured base URL (set `baseUrlIssueBanner: false`).
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {seamPattern} from '@paynow-docs/docusaurus-seams';
import type {Compiler} from 'webpack';
import {
  InlineTranslationsPlugin,
  type Translations,
} from './bundle/inlineTranslations.ts';
import {BOOT_ATTRIBUTE, LOADER_SCRIPT} from './ssrTemplate.ts';

export type {NoOptions as Options} from '@paynow-docs/build-kit/options';
export {validateNoOptions as validateOptions} from '@paynow-docs/build-kit/options';

/** The modules this plugin replaces in the client bundle (seams of @paynow-docs/docusaurus-seams). */
export const CLIENT_ENTRY = seamPattern('client-entry');
export const BROWSER_CONTEXT = seamPattern('browser-context');
export const EMOJI_UTILS = seamPattern('emoji-utils');
export const USE_WINDOW_SIZE = seamPattern('use-window-size');
export const BASE_URL_ISSUE_BANNER = seamPattern('base-url-issue-banner');
export const IMAGE_ZOOM = seamPattern('image-zoom');
export const UTILS_COMMON = seamPattern('utils-common');
export const DOCS_CLIENT_UTILS = seamPattern('docs-client-utils');
export const DOCS_PREFERRED_VERSION = seamPattern('docs-preferred-version');
export const REACT_UTILS = seamPattern('react-utils');
export const MDX_CODE = seamPattern('mdx-code');
/** The module this plugin replaces in the server bundle. */
export const RENDER_TO_HTML = seamPattern('render-to-html');

/**
 * Keys of the site config that only the build reads: every plugin's and
 * preset's options (with build paths) and the page template. Docusaurus
 * serializes the whole config into every page's entry script
 * (`@generated/docusaurus.config`); the client bundle gets it without these.
 */
export const BUILD_ONLY_CONFIG_KEYS = [
  'plugins',
  'presets',
  'themes',
  'ssrTemplate',
] as const;

/** The site config as the client bundle sees it: without the build-only keys. */
export function clientSiteConfig(
  siteConfig: Record<string, unknown>,
): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(siteConfig)) as Record<
    string,
    unknown
  >;
  for (const key of BUILD_ONLY_CONFIG_KEYS) delete copy[key];
  return copy;
}

/** Ids of Docusaurus's own banner, kept so its look and tests stay the same. */
export const BANNER_ID = '__docusaurus-base-url-issue-banner';

/**
 * Shows Docusaurus's base-URL banner when the page's path is outside the
 * configured base URL (the site is deployed under another path). Built with
 * DOM methods: the banner is never in the HTML, so crawlers do not index it.
 */
export function baseUrlCheckScript(baseUrl: string): string {
  return `document.addEventListener('DOMContentLoaded', function () {
  var baseUrl = ${JSON.stringify(baseUrl)};
  if (location.pathname.indexOf(baseUrl) === 0) return;
  var banner = document.createElement('div');
  banner.id = '${BANNER_ID}';
  banner.setAttribute('style', 'border: thick solid red; background-color: rgb(255, 230, 179); color: #1c1e21; margin: 20px; padding: 20px; font-size: 20px;');
  var lines = [
    'Your Docusaurus site did not load properly.',
    'A very common reason is a wrong site baseUrl configuration.',
    'Current configured baseUrl = ' + baseUrl,
    'We suggest trying baseUrl = ' + location.pathname.replace(/[^/]*$/, '')
  ];
  lines.forEach(function (text, i) {
    var p = document.createElement('p');
    p.textContent = text;
    if (i === 0) p.style.fontWeight = 'bold';
    banner.appendChild(p);
  });
  var container = document.createElement('div');
  container.id = '${BANNER_ID}-container';
  container.appendChild(banner);
  document.body.prepend(container);
});`;
}

/**
 * Throws unless the site's config is what the plugin relies on: the
 * production entry (`client/bootstrap.ts`) is started by the template's
 * loader from the scripts it lists, and without them the page never boots;
 * Docusaurus's own base-URL banner would show on every page once the scripts
 * run after `DOMContentLoaded`.
 */
export function checkSiteConfig(siteConfig: {
  ssrTemplate?: string;
  baseUrlIssueBanner: boolean;
}): void {
  const template = siteConfig.ssrTemplate ?? '';
  const missing = [
    !template.includes(BOOT_ATTRIBUTE) &&
      `the entry scripts listed in ${BOOT_ATTRIBUTE}`,
    !template.includes(LOADER_SCRIPT) && 'the loader script that starts them',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `[pn-fast-load] the site's ssrTemplate lacks ${missing.join(' and ')}: set \`ssrTemplate: SSR_TEMPLATE\` from plugins/fast-load/ssrTemplate.ts in docusaurus.config.ts.`,
    );
  }
  if (siteConfig.baseUrlIssueBanner) {
    throw new Error(
      "[pn-fast-load] set `baseUrlIssueBanner: false` in docusaurus.config.ts: the plugin shows the base-URL banner itself, as Docusaurus's check would wrongly show it on every page.",
    );
  }
}

export default function fastLoadPlugin(context: LoadContext): Plugin {
  checkSiteConfig(context.siteConfig);
  const {siteConfig, generatedFilesDir} = context;
  const {baseUrl} = siteConfig;
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'pn-fast-load',

    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,

    getClientModules() {
      return [path.join(__dirname, 'client', 'prefetchInIdleTime.ts')];
    },

    configureWebpack(config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      /** A module of Docusaurus's replaced by one of this plugin's files. */
      const replace = (module: RegExp, file: string) =>
        new NormalModuleReplacementPlugin(module, path.join(__dirname, file));
      const plugins: {apply(compiler: Compiler): void}[] = [
        replace(BROWSER_CONTEXT, 'client/browserContext.tsx'),
        replace(EMOJI_UTILS, 'client/emojiUtils.ts'),
        replace(USE_WINDOW_SIZE, 'client/useWindowSize.ts'),
        replace(DOCS_PREFERRED_VERSION, 'client/docsPreferredVersion.tsx'),
        replace(DOCS_CLIENT_UTILS, 'client/docsClientUtils.ts'),
        replace(REACT_UTILS, 'client/reactUtils.tsx'),
      ];
      if (isServer) {
        plugins.push(replace(RENDER_TO_HTML, 'server/renderToHtml.ts'));
      }
      // The development server keeps Docusaurus's entry (hot reloading) and
      // its config module (regenerated when the config changes).
      if (!isServer && config.mode === 'production') {
        config.entry = path.join(__dirname, 'client', 'bootstrap.ts');
        const clientConfig = path.join(
          generatedFilesDir,
          'pn-fast-load',
          'docusaurus.config.client.mjs',
        );
        mkdirSync(path.dirname(clientConfig), {recursive: true});
        writeFileSync(
          clientConfig,
          `export default ${JSON.stringify(clientSiteConfig(siteConfig))};\n`,
        );
        plugins.push(
          new NormalModuleReplacementPlugin(
            new RegExp(
              `^${path.join(generatedFilesDir, 'docusaurus.config.mjs').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
            ),
            clientConfig,
          ),
          replace(BASE_URL_ISSUE_BANNER, 'client/noBaseUrlIssueBanner.ts'),
          replace(UTILS_COMMON, 'client/utilsCommon.ts'),
          replace(MDX_CODE, 'client/MDXCode.tsx'),
          replace(IMAGE_ZOOM, 'client/imageZoom.ts'),
        );
        // Written by Docusaurus before the bundlers are configured.
        const translations = JSON.parse(
          readFileSync(
            path.join(generatedFilesDir, 'codeTranslations.json'),
            'utf8',
          ),
        ) as Translations;
        if (Object.keys(translations).length > 0) {
          plugins.push(new InlineTranslationsPlugin(translations));
        }
      }
      return {plugins};
    },

    injectHtmlTags() {
      return {
        headTags: [{tagName: 'script', innerHTML: baseUrlCheckScript(baseUrl)}],
      };
    },
  };
}
