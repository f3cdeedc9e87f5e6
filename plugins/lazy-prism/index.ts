import path from 'node:path';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

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
 */
export type Options = Record<string, never>;

const OptionsSchema = Joi.object<Options>({});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, Options>): Options {
  return validate(OptionsSchema, options);
}

/** The theme-classic client module that imports Prism on every page. */
export const PRISM_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'paynow-lazy-prism',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

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
