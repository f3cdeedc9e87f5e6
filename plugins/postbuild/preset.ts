import {fileURLToPath} from 'node:url';
import type {LoadContext, PluginOptions, Preset} from '@docusaurus/types';
import type {Options} from './index.ts';

/**
 * The postbuild plugin as a preset, so that it is the first plugin (preset
 * plugins come before the site's): its postBuild must start first to wait
 * for every other plugin's (afterOtherPlugins.ts). List it first in
 * `presets`.
 */
export default function presetPostbuild(
  _context: LoadContext,
  options: Options,
): Preset {
  return {
    plugins: [
      [
        fileURLToPath(new URL('index.ts', import.meta.url)),
        options as unknown as PluginOptions,
      ],
    ],
  };
}
