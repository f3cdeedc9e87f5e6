import {fileURLToPath} from 'node:url';
import type {LoadContext, PluginOptions, Preset} from '@docusaurus/types';
import type {Options} from './index.ts';

/**
 * The postbuild plugin as a preset: its options beside the classic preset's
 * in `presets`. Its place among the plugins does not matter (the pipeline's
 * order is written in ./pipeline.ts).
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
