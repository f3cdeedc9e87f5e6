/**
 * What a skill quotes from a page: read from the page's exported Markdown as
 * a syntax tree, its introduction and its sections, as text. (Its key facts
 * come from the site's register of facts: option `skills.keyFacts`.)
 */
import type {Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {addressesAssistant} from './instructions.ts';
import {oneLine, parseMarkdown} from './markdown.ts';
import {
  DEFAULT_PAGE_TEXT,
  isTemplateLine,
  PLACEHOLDERS,
  type PageText,
} from './text.ts';

/**
 * The page's body as a syntax tree: the blocks after its title, summary,
 * source and date lines (written in the words of `text`). Everything a skill
 * quotes comes from these nodes' text, never from the Markdown re-read as a
 * string.
 */
function bodyOf(
  markdown: string,
  text: Pick<PageText, 'source' | 'updated'>,
): RootContent[] {
  const tree: Root = parseMarkdown(markdown);
  const line = (node: RootContent, template: 'source' | 'updated') =>
    node.type === 'paragraph' &&
    isTemplateLine(text[template], PLACEHOLDERS[template], toString(node));
  const source = tree.children.findIndex((node) => line(node, 'source'));
  return tree.children
    .slice(source + 1)
    .filter((node) => !line(node, 'updated'));
}

/**
 * The first paragraph of a page's text that is prose (ends a sentence), not
 * a label such as `**Version**`, nor text addressed to an AI reader.
 */
export function introOf(
  markdown: string,
  text: PageText = DEFAULT_PAGE_TEXT,
): string {
  for (const node of bodyOf(markdown, text)) {
    if (node.type !== 'paragraph') continue;
    const text = oneLine(toString(node));
    if (/[.!?。！？]$/.test(text) && !addressesAssistant(text)) return text;
  }
  return '';
}

/** The page's `##` headings, as text. */
export function sectionsOf(
  markdown: string,
  text: PageText = DEFAULT_PAGE_TEXT,
): string[] {
  return bodyOf(markdown, text)
    .filter((node) => node.type === 'heading' && node.depth === 2)
    .map((node) => oneLine(toString(node)))
    .filter((heading) => !addressesAssistant(heading));
}

/**
 * The longest text a skill quotes from a page, in characters (a fact, the
 * area's introduction paragraph): a longer one stays on its page.
 */
export const MAX_FACT_CHARACTERS = 400;
