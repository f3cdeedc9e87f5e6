import path from 'node:path';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

/**
 * Moves Prism (prism-react-renderer, about 30 KB gzip with the extra
 * languages) out of `main.js` into a chunk that only pages with a code block
 * download.
 *
 * - theme-classic registers `prism-include-languages` as a client module, so
 *   every page loads Prism; the bundler swaps that module for an empty one.
 * - `@theme/CodeBlock` becomes a lazy wrapper around the stock
 *   component (`client/highlighted.tsx` registers the extra languages first).
 *   The server still renders highlighted HTML (Docusaurus waits for every
 *   lazy component before writing a page); on the client React keeps that
 *   server HTML until the chunk has loaded, then hydrates it.
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
