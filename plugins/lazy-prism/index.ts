import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {seamPattern} from '@paynow-docs/docusaurus-seams';
import {prismTheme} from './prismTheme.ts';

export {prismTheme};

/**
 * Keeps Prism (prism-react-renderer, about 30 KB gzip with the extra
 * languages) off every page load: it is downloaded and started only to
 * render a code block in the browser.
 *
 * - theme-classic registers `prism-include-languages` as a client module, so
 *   every page loads Prism; the bundler swaps that module for an empty one.
 * - `@theme/CodeBlock/Content` (the `<pre>`, the only part of a code block
 *   that uses Prism) renders the stock component on the server; in the
 *   browser a code block that came with the page keeps its highlighted server
 *   HTML, and one rendered in the browser loads the stock component lazily
 *   (`client/highlighted.tsx` registers the extra languages first).
 * - Kept server HTML has the colours the server chose; the server does not
 *   know the reader's colour mode, so the plugin requires its own theme of
 *   CSS variables (`prismTheme`) as both `prism.theme` and `prism.darkTheme`.
 */
export type {NoOptions as Options} from '@paynow-docs/build-kit/options';
export {validateNoOptions as validateOptions} from '@paynow-docs/build-kit/options';

/** The theme-classic client module that imports Prism on every page. */
export const PRISM_CLIENT_MODULE = seamPattern('prism-include-languages');

/**
 * Throws unless the site's Prism themes are this plugin's `prismTheme`:
 * with any other theme a code block kept from the server HTML would show
 * light-mode colours in dark mode.
 */
export function checkPrismThemes(themeConfig: Record<string, unknown>): void {
  const prism = (themeConfig.prism ?? {}) as {
    theme?: unknown;
    darkTheme?: unknown;
  };
  for (const key of ['theme', 'darkTheme'] as const) {
    if (!isDeepStrictEqual(prism[key], prismTheme)) {
      throw new Error(
        `[pn-lazy-prism] themeConfig.prism.${key} must be the plugin's prismTheme (import {prismTheme} from '@paynow-docs/lazy-prism'): code blocks keep their server-rendered colours, which only CSS variables can switch to dark mode.`,
      );
    }
  }
}

export default function lazyPrismPlugin(context: LoadContext): Plugin {
  checkPrismThemes(context.siteConfig.themeConfig);
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'pn-lazy-prism',

    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,

    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            PRISM_CLIENT_MODULE,
            path.join(__dirname, 'client', 'noop.ts'),
          ),
        ],
      };
    },
  };
}
