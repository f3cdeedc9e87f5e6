/**
 * Docusaurus's sitemap plugin (`@docusaurus/plugin-sitemap`, same options),
 * its sitemap written by the step "sitemap" of the post-build pipeline
 * (./asStep.ts). Register it in `plugins` and turn the preset's off
 * (`sitemap: false`).
 */
import pluginSitemap, {validateOptions} from '@docusaurus/plugin-sitemap';
import type {PluginOptions} from '@docusaurus/plugin-sitemap';
import {postBuildAsStep} from './asStep.ts';

export default postBuildAsStep(
  {plugin: pluginSitemap, validateOptions},
  {
    name: 'sitemap',
    reads: 'the routes and their build metadata (noindex)',
    writes: ({filename}: PluginOptions) => [filename],
  },
);
