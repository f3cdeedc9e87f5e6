/**
 * What a skill quotes from a page: read from the page's exported Markdown as
 * a syntax tree, its introduction, its sections, and the figures and
 * cautions a reader must not miss, as text.
 */
import type {Nodes, Paragraph, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {addressesAssistant} from './instructions.ts';
import {oneLine, parseMarkdown, serialize} from './markdown.ts';
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

/** Marks where a link was in a paragraph's text, so a quote never carries one. */
const LINK_MARK = '\uFFFC';

/** A paragraph's text on one line, links marked; `null` when it holds code or HTML. */
function paragraphText(paragraph: Paragraph): string | null {
  let code = false;
  const text = (node: Nodes): string => {
    if (node.type === 'inlineCode' || node.type === 'html') code = true;
    if (node.type === 'link' || node.type === 'image') {
      return `${LINK_MARK}${toString(node)}`;
    }
    return 'children' in node
      ? node.children.map(text).join('')
      : toString(node);
  };
  const line = oneLine(text(paragraph));
  return code ? null : line;
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

/** The page's `##` headings, as text, but those addressed to an AI reader. */
export function sectionsOf(
  markdown: string,
  text: PageText = DEFAULT_PAGE_TEXT,
): string[] {
  return bodyOf(markdown, text)
    .filter((node) => node.type === 'heading' && node.depth === 2)
    .map((node) => oneLine(toString(node)))
    .filter((heading) => !addressesAssistant(heading));
}

/** An admonition line as the converter writes it: `> **Warning:** text`, `> **警告**：text`. */
const ADMONITION = /^> \*\*[^*]+?(?:[:：]\*\*|\*\*[:：])\s*(.+)$/;
/** A number with a unit or range: `2–3 working days`, `5%`, `20 minutes`, `7 天`. */
const FIGURE =
  /\d(?:[\d,.]*\d)?(?:\s?[–-]\s?\d+)?\s?(?:%|[\p{L}\p{Script=Han}])/u;
/** Sentence ends in English and Chinese text. */
const SENTENCE = /(?<=[.!?])\s+(?=[A-Z*(“"])|(?<=[。！？])/u;
/**
 * A sentence that tells its reader what to do ("Tick …", "Do not …",
 * 「請先…」「務必…」), at its start or after a label and colon: on its page it
 * speaks to the merchant; lifted into a skill it would read as a rule for
 * the assistant, so it stays on its page.
 */
const IMPERATIVE =
  /(?:^|[:：]\s*)(?:(?:please|always|never|do(?:n['’]t| not)?|make sure|be sure|ensure|remember|avoid|tick|untick|click|tap|select|choose|enter|type|fill(?: in)?|press|open|go|use|set|check|keep|contact|call|send|submit|follow|read|see|note|wait|ask|log ?in|sign ?in|print|download|upload|save|copy|paste|add|remove|delete|change|give|write|fetch|run)\b|(?:請(?![款領求])|務必|切勿|勿|不要|不可|別|記得|一定要|必須|需先|須先|應先|先到|點選|勾選|輸入|選擇|按下|前往|填寫|登入|確認|記下|聯絡))/iu;

/**
 * The longest text a skill quotes from a page, in characters (a fact, the
 * area's introduction paragraph): a longer one stays on its page.
 */
export const MAX_FACT_CHARACTERS = 400;

/** Paragraphs of a block, in order, with whether they sit in an admonition. */
function paragraphsOf(
  node: RootContent,
  inAdmonition = false,
): {paragraph: Paragraph; admonition: boolean}[] {
  if (node.type === 'paragraph')
    return [{paragraph: node, admonition: inAdmonition}];
  if (node.type === 'list' || node.type === 'listItem') {
    return node.children.flatMap((child) => paragraphsOf(child, inAdmonition));
  }
  if (node.type === 'blockquote') {
    const first = node.children[0];
    const admonition =
      inAdmonition ||
      (first?.type === 'paragraph' &&
        ADMONITION.test(`> ${serialize(first).split('\n')[0]}`));
    return node.children.flatMap((child) => paragraphsOf(child, admonition));
  }
  // Code, tables, headings and HTML are not quoted.
  return [];
}

/**
 * Figures and cautions a reader must not miss, in page order: every
 * admonition sentence, and every sentence with a number and a unit (a
 * deadline, a fee, a limit), as text. Paragraphs with code, sentences with a
 * URL, text addressed to an AI reader ({@link addressesAssistant}), sentences that tell the reader what
 * to do ({@link IMPERATIVE}) and sentences longer than
 * {@link MAX_FACT_CHARACTERS} are left out; code blocks are never quoted.
 */
export function factsOf(
  markdown: string,
  text: PageText = DEFAULT_PAGE_TEXT,
): string[] {
  const facts: string[] = [];
  for (const block of bodyOf(markdown, text)) {
    for (const {paragraph, admonition} of paragraphsOf(block)) {
      const text = paragraphText(paragraph);
      if (text === null) continue;
      // The admonition's label (`Warning:`) is not part of the rule.
      const line = admonition
        ? text.replace(/^[^:：]{1,30}[:：]\s*/, '')
        : text;
      for (const sentence of line.split(SENTENCE)) {
        const fact = oneLine(sentence);
        if (
          !fact ||
          fact.includes(LINK_MARK) ||
          /https?:/.test(fact) ||
          addressesAssistant(fact)
        ) {
          continue;
        }
        // Chinese labels in parentheses on English pages (`(7-11交貨便)`) are not figures.
        const figure = FIGURE.test(
          fact.replace(/\([^()]*\p{Script=Han}[^()]*\)/gu, ''),
        );
        if (
          (admonition || figure) &&
          !IMPERATIVE.test(fact) &&
          Array.from(fact).length <= MAX_FACT_CHARACTERS
        ) {
          facts.push(fact);
        }
      }
    }
  }
  return facts;
}
