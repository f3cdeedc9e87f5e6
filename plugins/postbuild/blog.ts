/**
 * Docusaurus's blog plugin (`@docusaurus/plugin-content-blog`, same options),
 * its feeds written by the step "blog feeds" of the post-build pipeline
 * (./asStep.ts): the feed items are the posts' built pages. Register it in
 * `plugins` and turn the preset's off (`blog: false`).
 */
import pluginContentBlog, {
  validateOptions,
} from '@docusaurus/plugin-content-blog';
import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import {postBuildAsStep} from './asStep.ts';

/** The files a feed of the blog is written to (and its XSLT style sheets). */
const FEED_FILES = ['rss.xml', 'atom.xml', 'feed.json', '*.xsl', '*.css'];

/** The feed files of a blog at `routeBasePath`, relative to the locale's folder. */
export function feedFiles(routeBasePath: string): string[] {
  const folder = routeBasePath.replace(/^\/+|\/+$/g, '');
  return FEED_FILES.map((file) => (folder ? `${folder}/${file}` : file));
}

export default postBuildAsStep(
  {plugin: pluginContentBlog, validateOptions},
  {
    name: 'blog feeds',
    reads: "the posts' pages",
    writes: ({routeBasePath}: PluginOptions) => feedFiles(routeBasePath),
  },
);
