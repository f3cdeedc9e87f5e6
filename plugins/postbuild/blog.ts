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

export {validateOptions};

export const BLOG_FEEDS_STEP = 'blog feeds';

/** The files a feed of the blog is written to (and its XSLT style sheets). */
const FEED_FILES = ['rss.xml', 'atom.xml', 'feed.json', '*.xsl', '*.css'];

export default postBuildAsStep(
  {plugin: pluginContentBlog, validateOptions},
  {
    name: BLOG_FEEDS_STEP,
    reads: "the posts' pages",
    writes: ({routeBasePath}: PluginOptions) => {
      const folder = routeBasePath.replace(/^\/+|\/+$/g, '');
      return FEED_FILES.map((file) => (folder ? `${folder}/${file}` : file));
    },
  },
);
