/**
 * What the site's content plugins already know about their pages, read from
 * Docusaurus's `allContent` (the `allContentLoaded` lifecycle): each page's
 * title by permalink, and the pages of each docs instance's current version.
 * The index takes titles and version tags from here instead of re-deriving
 * them from the rendered HTML (a split `<title>`, a tag spelled by hand).
 */
import type {AllContent} from '@docusaurus/types';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';

/** The parts of the docs plugin's loaded content read here. */
interface DocsContent {
  loadedVersions: {
    versionName: string;
    isLast: boolean;
    docs: {permalink: string; title: string}[];
    categoryGeneratedIndices?: {permalink: string; title: string}[];
  }[];
}

/** The parts of the blog plugin's loaded content read here. */
interface BlogContent {
  blogPosts: {metadata: {permalink: string; title: string}}[];
}

/** The parts of the pages plugin's loaded content read here. */
type PagesContent = {
  permalink: string;
  type: 'jsx' | 'mdx';
  frontMatter?: {title?: unknown};
}[];

export interface ContentPages {
  /** A page's title as its content plugin knows it, by permalink. */
  titles: Map<string, string>;
  /**
   * For each docs instance, the permalinks of its current version's pages
   * (the version Docusaurus searches from a page outside the docs: its last
   * version, which is `current` on an unversioned site).
   */
  currentDocs: Map<string, string[]>;
}

function instancesOf<T>(allContent: AllContent, plugin: string): [string, T][] {
  return Object.entries(allContent[plugin] ?? {}) as [string, T][];
}

export function contentPages(allContent: AllContent): ContentPages {
  const titles = new Map<string, string>();
  const currentDocs = new Map<string, string[]>();
  for (const [id, content] of instancesOf<DocsContent>(
    allContent,
    DOCS_PLUGIN,
  )) {
    for (const version of content.loadedVersions) {
      const pages = [
        ...version.docs,
        ...(version.categoryGeneratedIndices ?? []),
      ];
      for (const page of pages) titles.set(page.permalink, page.title);
      if (version.isLast) {
        currentDocs.set(
          id,
          pages.map((page) => page.permalink),
        );
      }
    }
  }
  for (const [, content] of instancesOf<BlogContent>(allContent, BLOG_PLUGIN)) {
    for (const {metadata} of content.blogPosts) {
      titles.set(metadata.permalink, metadata.title);
    }
  }
  for (const [, content] of instancesOf<PagesContent>(
    allContent,
    PAGES_PLUGIN,
  )) {
    for (const page of content) {
      const title = page.frontMatter?.title;
      if (typeof title === 'string' && title.trim() !== '') {
        titles.set(page.permalink, title);
      }
    }
  }
  return {titles, currentDocs};
}
