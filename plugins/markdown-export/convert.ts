/**
 * Build-time converter: the rendered HTML of a docs page, API page or release
 * note → GitHub-flavoured Markdown, through the unified syntax trees: HTML →
 * hast (./html.ts) → mdast (`hast-util-to-mdast` with ./handlers.ts) →
 * Markdown (./markdown.ts). It reads the HTML the reader gets (not the MDX
 * source), so components such as <Flow>, the API reference and Prism's
 * highlighting convert exactly as they render. Text stays text: the
 * serializer escapes it, so no HTML survives into the output.
 */
import {CONTENT_ROOT, type AdmonitionWords} from '@paynow-docs/build-kit';
import type {Element} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {select} from 'hast-util-select';
import {toMdast} from 'hast-util-to-mdast';
import type {List, Parent, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {CARD_LIST, docusaurusHandlers} from './handlers.ts';
import {
  collapse,
  removeElement,
  removeNotContent,
  resolveSuspense,
  spaceAdjacentLabels,
  textOf,
} from './html.ts';
import {resolveLinks, serialize} from './markdown.ts';
import {
  DEFAULT_PAGE_TEXT,
  fillText,
  PLACEHOLDERS,
  type PageText,
} from './text.ts';

export interface ConvertOptions {
  /** Absolute URL of the page (origin + path); relative links resolve against it. */
  pageUrl: string;
  /**
   * Tab label whose panel is kept when a tab group has one (the API request
   * samples): one sample instead of seven languages.
   */
  preferredTab: string;
  /** What an untitled admonition shows in the page's locale (build-kit's `admonitionWords`); English by default. */
  admonitionWords?: AdmonitionWords;
  /** The words and punctuation written around the page's text, in its language; English by default. */
  text?: PageText;
}

export interface ConvertedPage {
  /** The page's h1 as rendered; `` when it has none (the plugin writes the content metadata's title). */
  title: string;
  /** `YYYY-MM-DD` of the page's "Last updated" line, when it shows one. */
  updated?: string;
  /** Markdown of the content, without the title. */
  body: string;
}

/** Neighbouring doc cards (each its own `<article>`) as one list. */
function joinCardLists(tree: Root): void {
  visit(tree, (node) => {
    if (!('children' in node)) return;
    const parent = node as Parent;
    const joined: Parent['children'] = [];
    for (const child of parent.children) {
      const previous = joined.at(-1);
      if (isCardList(child) && previous && isCardList(previous)) {
        previous.children.push(...child.children);
      } else {
        joined.push(child);
      }
    }
    parent.children = joined;
  });
}

/**
 * Lists are tight, as the pages show them: `hast-util-to-mdast` spreads an
 * item that holds a list of two items; here an item is spread only when it
 * holds two blocks besides lists (they need a blank line between them).
 */
function tightenLists(tree: Root): void {
  visit(tree, (node) => {
    if (node.type === 'list') node.spread = false;
    if (node.type === 'listItem') {
      node.spread =
        node.children.filter((child) => child.type !== 'list').length > 1;
    }
  });
}

function isCardList(node: Parent['children'][number]): node is List {
  return (
    node.type === 'list' &&
    Boolean((node.data as Record<string, unknown> | undefined)?.[CARD_LIST])
  );
}

/**
 * A `#` heading in a page's content becomes `##`: the caller writes the
 * page's one title, and in llms-full.txt only a title may start a page.
 */
function demoteTitles(mdast: Root): void {
  visit(mdast, 'heading', (node) => {
    if (node.depth === 1) node.depth = 2;
  });
}

/** Converts one rendered page. */
export function htmlToMarkdown(
  html: string,
  options: ConvertOptions,
): ConvertedPage {
  const tree = fromHtml(html);
  resolveSuspense(tree);
  const heading = select('article h1', tree);
  // No guess from <title>: the plugin titles each page with the title
  // Docusaurus's content metadata gives it (the docs and blog plugins').
  const title = collapse(heading ? textOf(heading) : '');
  const isBlogPost = Boolean(select('#__blog-post-container', tree));
  const date = isBlogPost
    ? select('article header time[datetime]', tree)?.properties.dateTime
    : undefined;
  const updated = select('.theme-last-updated time[datetime]', tree)?.properties
    .dateTime;
  // The title is written once, by the caller; the date of a release note stays.
  if (heading) removeElement(tree, heading);
  // A doc's Markdown, a blog post's body, else `<main>`.
  const root: Element | undefined = select(CONTENT_ROOT, tree);
  if (!root) return {title, body: ''};
  removeNotContent(root);
  spaceAdjacentLabels(root);
  const text = options.text ?? DEFAULT_PAGE_TEXT;
  const mdast = toMdast(
    {type: 'root', children: [root]},
    {handlers: docusaurusHandlers({...options, text})},
  ) as Root;
  resolveLinks(mdast, options.pageUrl);
  joinCardLists(mdast);
  tightenLists(mdast);
  demoteTitles(mdast);
  if (date) {
    mdast.children.unshift({
      type: 'paragraph',
      children: [
        {
          type: 'text',
          value: fillText(
            text.released,
            PLACEHOLDERS.released,
            String(date).slice(0, 10),
          ),
        },
      ],
    });
  }
  return {
    title,
    ...(updated ? {updated: String(updated).slice(0, 10)} : {}),
    body: serialize(mdast),
  };
}
