/**
 * The Markdown end of the converter: mdast → GitHub-flavoured Markdown with
 * `mdast-util-to-markdown` (which escapes whatever text would read as syntax,
 * `<` before a letter included), and the reverse parse that proves no HTML is
 * left. Link targets are made absolute and safe here, once for every page.
 */
import type {Link, Nodes, Parent, PhrasingContent, Root, Text} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown, gfmToMarkdown} from 'mdast-util-gfm';
import {
  toMarkdown,
  type Options as ToMarkdownOptions,
} from 'mdast-util-to-markdown';
import {gfm} from 'micromark-extension-gfm';
import {SKIP, visit} from 'unist-util-visit';

const TO_MARKDOWN = {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  // `[text](mailto:…)` as on the page, not an autolink `<…>`.
  resourceLink: true,
  // A nested list follows its item's line directly, as on the page.
  join: [
    (left, right, parent) =>
      parent.type === 'listItem' &&
      left.type === 'paragraph' &&
      right.type === 'list'
        ? 0
        : undefined,
  ],
  extensions: [
    gfmToMarkdown({
      // Table cells are not padded to their column's width (a change in one
      // cell would rewrite the whole table), and each delimiter is `---`:
      // markdown-table pads to the longest cell, and every cell counts 3.
      tablePipeAlign: true,
      stringLength: () => 3,
    }),
  ],
} satisfies ToMarkdownOptions;

/** An mdast tree as Markdown, without the trailing newline. */
export function serialize(tree: Nodes): string {
  return toMarkdown(tree, TO_MARKDOWN).replace(/\n+$/, '');
}

/**
 * Text as Markdown text, for a line written by hand (llms.txt): every
 * character that would read as syntax escaped, and `]` too, so the text can
 * also be a link's label.
 */
export function escapeText(text: string): string {
  return serialize({
    type: 'paragraph',
    children: [{type: 'text', value: text}],
  }).replace(/(?<!\\)((?:\\\\)*)\]/g, '$1\\]');
}

/** One line of text: list entries, table cells and `>` quotes must not break. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Text on one line with Markdown syntax (brackets, `<T>`…) escaped. */
export function inlineText(value: string): string {
  return escapeText(oneLine(value));
}

/** Link targets that run code or embed a document: never written as links. */
const UNSAFE_URL = /^(?:javascript|vbscript|data):/i;

/**
 * A URL as a Markdown link destination: `(`, `)`, `<`, `>` and whitespace
 * percent-encoded, so nothing in it ends the link early.
 */
export function markdownLinkUrl(url: string): string {
  return url.replace(
    /[()<>\s]/g,
    (char) =>
      `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/**
 * The absolute URL of a link or image, ready for Markdown; `undefined` for a
 * `javascript:`, `vbscript:` or `data:` target, which the Markdown drops as
 * the HTML does.
 */
export function resolveUrl(href: string, pageUrl: string): string | undefined {
  const url = URL.parse(href, pageUrl)?.href ?? href;
  // The URL parser strips tabs and newlines inside a scheme; so does this.
  return UNSAFE_URL.test(url.replace(/\s/g, ''))
    ? undefined
    : markdownLinkUrl(url);
}

/**
 * Links and images point to absolute URLs; one with an unsafe or empty
 * target becomes its text (a link's content, an image's alt).
 */
export function resolveLinks(tree: Root, pageUrl: string): void {
  visit(tree, (node, index, parent) => {
    if (node.type !== 'link' && node.type !== 'image') return undefined;
    const url = node.url ? resolveUrl(node.url, pageUrl) : undefined;
    if (url && (node.type === 'image' || hasText(node))) {
      node.url = url;
      return undefined;
    }
    if (!parent || index === undefined) return undefined;
    const replacement: PhrasingContent[] =
      node.type === 'link'
        ? node.children
        : node.alt
          ? [{type: 'text', value: node.alt}]
          : [];
    (parent as Parent).children.splice(index, 1, ...replacement);
    return [SKIP, index];
  });
}

function hasText(link: Link): boolean {
  let found = false;
  visit(link, (node) => {
    if ((node as Text).value?.trim()) found = true;
  });
  return found;
}

/** Markdown (CommonMark + GFM) as a syntax tree. */
export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
}

/**
 * Raw HTML in Markdown: the `html` nodes a CommonMark + GFM parser finds (a
 * tag or comment; text such as `\<Danger/>` or `{beta}` is text, and code is
 * code).
 */
export function findHtml(markdown: string): string[] {
  const tree = parseMarkdown(markdown);
  const found: string[] = [];
  visit(tree, 'html', (node) => {
    found.push(node.value);
  });
  return found;
}
