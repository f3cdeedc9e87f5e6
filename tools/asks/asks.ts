/**
 * Asks and dead ends (STYLE.md, "Asks"). An ask sends the reader to someone
 * else for an answer: a link to the contact page, an `<OpenPoint />`, or a
 * phrase such as "contact PayNow" or 「聯絡PayNow」. A page keeps few of them,
 * at most one per section. A dead end is a link to a section of the contact
 * page that gives no channel: no e-mail address, phone number, URL or the
 * PayNow Docs team's form.
 */
import {headingIds} from '../i18n/labels.ts';
import type {VoiceLocale} from '../i18n/voice.ts';
import {blankOut, comments, withoutCode} from '../sources/markers.ts';
import {sectionOf} from '../sources/sources.ts';

/** The section of the contact page that holds the PayNow Docs team's form; `<OpenPoint />` without a channel lands there. */
export const DOCS_TEAM_SECTION = 'ask-docs-team';

/** A link to the contact page, in Markdown (`../contact.mdx#mpos`) or as a route (`/docs/contact#mpos`). */
const CONTACT_LINK =
  /(?<=\]\(|\/)contact(?:\.mdx?)?(?:#([A-Za-z][\w-]*))?(?=[)"'`\s]|$)/g;
/** Sections that only list links to other pages: a link there is navigation, not an ask. */
export const NAVIGATION: ReadonlySet<string> = new Set(['related-pages']);
/** An `<OpenPoint …/>` and its `channel`. */
const OPEN_POINT = /<OpenPoint\b([^>]*)\/?>/g;

/** Phrases that send the reader to someone, per language (English: any case). */
export const ASK_PHRASES: Readonly<Record<VoiceLocale, readonly RegExp[]>> = {
  en: [
    /\b(?:contact|ask|check with|confirm with|write to|call) (?:PayNow|us|customer service)\b/i,
    /\bPayNow customer service\b/i,
  ],
  'zh-TW': [
    /聯絡PayNow/u,
    /聯絡客服/u,
    /洽詢/u,
    /請洽/u,
    /向PayNow(?:確認|詢問|查詢|申請)/u,
    /詢問PayNow/u,
    /PayNow客服/u,
  ],
};

export interface Ask {
  line: number;
  column: number;
  /** The id of the section (last heading) it is in, '' before the first heading. */
  section: string;
  /** What made it an ask: `link`, `open-point` or `phrase`. */
  kind: 'link' | 'open-point' | 'phrase';
  text: string;
}

/** The page without front matter, code and comments (offsets and lines kept). */
function readable(source: string): string {
  let text = withoutCode(source);
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(text);
  if (frontMatter)
    text = blankOut(frontMatter[0]) + text.slice(frontMatter[0].length);
  for (const {start, end} of comments(source)) {
    text =
      text.slice(0, start) + blankOut(text.slice(start, end)) + text.slice(end);
  }
  return text;
}

/** The sentences of a line, with their start columns (0-based): split after . ! ? 。！？ */
function sentences(line: string): {text: string; at: number}[] {
  const out: {text: string; at: number}[] = [];
  let at = 0;
  for (const match of line.matchAll(/[.!?](?=\s|$)|[。！？]/gu)) {
    const end = match.index + match[0].length;
    out.push({text: line.slice(at, end), at});
    at = end;
  }
  if (line.slice(at).trim() !== '') out.push({text: line.slice(at), at});
  return out;
}

/**
 * The asks of a guide, one per sentence (a sentence with a phrase and a link
 * is one ask), in order. An `<OpenPoint />` right after the sentence that
 * introduces it (nothing but blank lines and comments between) is part of
 * that ask.
 */
export function findAsks(source: string, locale: VoiceLocale): Ask[] {
  const section = sectionOf(source);
  const asks: Ask[] = [];
  /** The line of the last prose (non-blank, after comments are blanked). */
  let lastProse = 0;
  readable(source)
    .split('\n')
    .forEach((line, index) => {
      const previous = asks.at(-1);
      if (
        /^\s*<OpenPoint\b[^>]*\/?>\s*$/.test(line) &&
        previous !== undefined &&
        previous.line === lastProse &&
        previous.section === section(index + 1)
      ) {
        lastProse = index + 1;
        return;
      }
      if (line.trim() !== '') lastProse = index + 1;
      if (NAVIGATION.has(section(index + 1))) return;
      for (const {text, at} of sentences(line)) {
        const hits: {column: number; kind: Ask['kind']}[] = [];
        for (const match of text.matchAll(OPEN_POINT))
          hits.push({column: match.index, kind: 'open-point'});
        for (const match of text.matchAll(CONTACT_LINK))
          hits.push({column: match.index, kind: 'link'});
        for (const pattern of ASK_PHRASES[locale]) {
          const match = new RegExp(pattern.source, pattern.flags).exec(text);
          if (match) hits.push({column: match.index, kind: 'phrase'});
        }
        if (hits.length === 0) continue;
        const first = hits.sort((a, b) => a.column - b.column)[0]!;
        asks.push({
          line: index + 1,
          column: at + first.column + 1,
          section: section(index + 1),
          kind: first.kind,
          text: text.trim(),
        });
      }
    });
  return asks;
}

/** Sections with more than one ask: one problem at each ask after the first. */
export function crowdedSections(asks: readonly Ask[]): Ask[] {
  const seen = new Set<string>();
  return asks.filter(({section}) => {
    if (seen.has(section)) return true;
    seen.add(section);
    return false;
  });
}

/** A channel a reader can use: an e-mail address, a phone number, a URL or the Docs team's form. */
export function channelIn(text: string): string | null {
  const found =
    /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text) ??
    /(?<![\w-])0\d{1,3}-\d{3,4}-\d{3,4}(?![\w-])/.exec(text) ??
    /https?:\/\/[^\s)]+/.exec(text) ??
    /<QuestionForm\b/.exec(text);
  return found ? found[0] : null;
}

/**
 * The sections of the contact page and whether each gives a channel: its
 * own, or a link to the section of the same page that holds the form
 * (`[form below](#ask-docs-team)`).
 */
export function contactSections(source: string): Map<string, boolean> {
  const text = readable(source).split('\n');
  const headings = headingIds(source);
  const own = new Map<string, string>();
  headings.forEach(({id, line}, index) => {
    const end = headings[index + 1]?.line ?? text.length + 1;
    own.set(id, text.slice(line, end - 1).join('\n'));
  });
  const sections = new Map<string, boolean>();
  for (const [id, body] of own) {
    const direct = channelIn(body) !== null;
    const linked = [...body.matchAll(/\]\(#([\w-]+)\)/g)].some(
      ([, target]) =>
        target !== id && /<QuestionForm\b/.test(own.get(target!) ?? ''),
    );
    sections.set(id, direct || linked);
  }
  return sections;
}

/** A link to a section of the contact page. */
export interface ContactLink {
  line: number;
  column: number;
  /** The section id; `null` for a link to the page itself. */
  anchor: string | null;
}

/**
 * Every link to the contact page in a file (a guide, a release note, a page,
 * a UI string, code): Markdown links, routes, `<OpenPoint channel="…" />`
 * (without a channel: the Docs team's form) and, in the contact page itself,
 * `(#section)` links. Code and comments are skipped in Markdown files, not in
 * code files (`code: true`), whose strings are the links.
 */
export function contactLinks(
  source: string,
  {code = false, self = false}: {code?: boolean; self?: boolean} = {},
): ContactLink[] {
  const text = code ? source : readable(source);
  const links: ContactLink[] = [];
  text.split('\n').forEach((line, index) => {
    const add = (column: number, anchor: string | null) =>
      links.push({line: index + 1, column, anchor});
    for (const match of line.matchAll(CONTACT_LINK)) {
      add(match.index + 1, match[1] ?? null);
    }
    for (const match of line.matchAll(OPEN_POINT)) {
      const channel = /\bchannel=["']([\w-]+)["']/.exec(match[1]!)?.[1];
      add(match.index + 1, channel ?? DOCS_TEAM_SECTION);
    }
    if (self) {
      for (const match of line.matchAll(/\]\(#([A-Za-z][\w-]*)\)/g)) {
        add(match.index + 2, match[1]!);
      }
    }
  });
  return links;
}

/** Why a link to `anchor` is a dead end, given the contact page's sections; null when it is not. */
export function deadEnd(
  anchor: string | null,
  sections: ReadonlyMap<string, boolean>,
): string | null {
  if (anchor === null) return null;
  const hasChannel = sections.get(anchor);
  if (hasChannel === undefined)
    return `#${anchor} is not a section of the contact page`;
  if (!hasChannel)
    return `#${anchor} gives no channel (no e-mail address, phone number, URL or <QuestionForm />)`;
  return null;
}
