/**
 * The words and punctuation the plugin writes around a site's own text, in
 * one language: the lines under a page's title (its source URL, its last
 * update), a release note's date, an unlabelled tab, and the punctuation
 * that joins a label to its text, a note to its sentence, the items of a
 * run-in list and two sentences. English by default; a locale gives its own
 * (`localized.<locale>.pageText`), so a Chinese page reads 「出處：…」 with
 * full-width punctuation, never "Source: " in English.
 */
import {inlineText} from './markdown.ts';

/** The English words and punctuation. */
export const DEFAULT_PAGE_TEXT = {
  /** The line under a page's title that gives its address: `{url}`. */
  source: 'Source: {url}',
  /** The line of a page's last update: `{date}` (YYYY-MM-DD). */
  updated: 'Last updated: {date}',
  /** The line of a release note's date: `{date}` (YYYY-MM-DD). */
  released: 'Released: {date}',
  /** A tab that shows no label: `{number}`, its place in the group. */
  tab: 'Tab {number}',
  /**
   * Between a label and its text: an admonition's label (`Note: …`), a doc
   * card's title and description, a Flow step's parts, a SKILL.md's title
   * and its lines that name a page's sections and a fact's source.
   */
  colon: ': ',
  /** Opens a note after a sentence (with the space before it, if any): a fact's source page. */
  openParenthesis: ' (',
  closeParenthesis: ')',
  /** Between the items of a list written on one line: a page's sections. */
  listSeparator: ' · ',
  /**
   * Between two sentences the plugin joins (a skill's description and its
   * note, a sentence and the URL it introduces). After Latin punctuation
   * (`.`, `!`, `?`, `:`…), a space whatever this is.
   */
  sentenceSeparator: ' ',
};

export type PageText = typeof DEFAULT_PAGE_TEXT;

/** The one placeholder each template of {@link PageText} has. */
export const PLACEHOLDERS = {
  source: 'url',
  updated: 'date',
  released: 'date',
  tab: 'number',
} as const satisfies Partial<Record<keyof PageText, string>>;

/**
 * A template's text with its placeholder filled in, as plain text (for a
 * syntax tree's text node, which the serializer escapes).
 */
export function fillText(
  template: string,
  placeholder: string,
  value: string,
): string {
  return template.split(`{${placeholder}}`).join(value);
}

/**
 * A part of a line (punctuation, a label) as Markdown text: escaped, with a
 * space kept at either end where it has white space.
 */
export function inlinePart(text: string): string {
  return `${/^\s/.test(text) ? ' ' : ''}${inlineText(text)}${/\S\s+$/.test(text) ? ' ' : ''}`;
}

/**
 * A line of Markdown from a template with one placeholder: the text around
 * it escaped as Markdown text (the spaces beside the placeholder kept), the
 * value written as given (a URL, a date, a link already in Markdown).
 */
export function fillLine(
  template: string,
  placeholder: string,
  value: string,
): string {
  const [before = '', after = ''] = template.split(`{${placeholder}}`);
  return `${inlinePart(before).trimStart()}${value}${inlinePart(after)}`.trimEnd();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What each placeholder's value looks like. */
const VALUES: Readonly<Record<string, string>> = {
  url: 'https?://\\S+',
  date: '\\d{4}-\\d{2}-\\d{2}',
  number: '\\d+',
};

/**
 * Whether a paragraph's text (as read back from the Markdown) is the line a
 * template wrote: its words around a value of the placeholder's kind (a URL,
 * a date, a number).
 */
export function isTemplateLine(
  template: string,
  placeholder: keyof typeof VALUES | string,
  text: string,
): boolean {
  const pattern = template
    .trim()
    .split(`{${placeholder}}`)
    .map((part) => escapeRegExp(part).replace(/\s+/g, '\\s+'))
    .join(`(?:${VALUES[placeholder] ?? '\\S+'})`);
  return new RegExp(`^${pattern}$`, 'u').test(text.trim());
}

/**
 * Sentences joined as the language writes them: with `separator`, but a
 * space after one that ends in Latin punctuation (`.`, `!`, `?`, `:`, `;`,
 * `,`: English text quoted on a Chinese page, `Add a pet. 章節：…`).
 */
export function joinSentences(
  sentences: readonly string[],
  separator: string,
): string {
  return sentences
    .filter((sentence) => sentence !== '')
    .reduce(
      (joined, sentence) =>
        joined === ''
          ? sentence
          : `${joined}${/[.!?:;,]$/.test(joined) ? ' ' : separator}${sentence}`,
      '',
    );
}
