/**
 * Reading a guide's MDX source for what the register must hold: its figures,
 * its contacts, and its markers (`{/* open: <id> *\/}`, `{/* rule: <id> *\/}`,
 * `<OpenPoint id="…" />`), with 1-based lines and columns.
 *
 * **What counts as a figure**: a number in the page's prose with what
 * follows it as its unit, or numbers listed together with their unit:
 * `2–3 working days`, `100 × 150 mm`, `NT$300,000`, `200, 500 or 1,000 points`,
 * `5%`, `23:00`, `2020/01/01`, `13 permissions`, 「2–3個工作天」「30萬元」「每張30點」.
 * Not figures: anything in code, comments, import/export lines, link targets,
 * URLs, heading ids or HTML/JSX tag syntax; front matter other than `title`
 * and `description`; list ordinals (`1. `); step references (`Step 3`,
 * 「第3步」「步驟3」); version numbers (`1.0.0`); a value given as an example
 * (`for example 25`, `e.g. 2`, 「例如25」); digits glued to letters (`3D`,
 * `B2C`); names that hold digits (the register's `names`: `7-ELEVEN`); and
 * phone numbers, which are contacts.
 */
import type {Locale} from './register.ts';

/** A figure, contact or marker of a page. */
export interface Found {
  text: string;
  line: number;
  column: number;
}

/** Replaces every character but line breaks with spaces, keeping offsets. */
export const blank = (text: string): string => text.replace(/[^\n]/g, ' ');

/** An e-mail address. */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A Taiwanese phone number as pages write it: `02-2521-5088`, `0800-233-888`, `+886-2-2521-5088`. */
const PHONE = /(?<![\d-])(?:\+886-?)?0?\d{1,4}-\d{3,4}-\d{3,4}(?![\d-])/g;

/**
 * The page's lines with code, comments, import/export lines and front matter
 * (but its `title` and `description`) blanked, offsets kept: what a reader
 * can see, with link targets still there (a `mailto:` link is a contact).
 */
export function visibleLines(source: string): string[] {
  const lines = source.split('\n');
  let fence: string | null = null;
  let frontMatter = lines[0] === '---';
  let inComment = false;
  return lines.map((raw, index) => {
    if (frontMatter) {
      if (index > 0 && raw === '---') frontMatter = false;
      const field = /^(title|description):\s*/.exec(raw);
      return field && index > 0
        ? blank(field[0]) + raw.slice(field[0].length)
        : blank(raw);
    }
    const marker = /^\s*(`{3,}|~{3,})/.exec(raw)?.[1];
    if (fence !== null || marker || /^(?:import|export)\s/.test(raw)) {
      if (marker && (fence === null || marker.startsWith(fence))) {
        fence = fence === null ? marker : null;
      }
      return blank(raw);
    }
    let line = raw;
    if (inComment) {
      const end = /\*\/|-->/.exec(line);
      if (!end) return blank(raw);
      inComment = false;
      const after = line
        .slice(end.index + end[0].length)
        .replace(/^\s*\}/, blank);
      line = blank(line.slice(0, line.length - after.length)) + after;
    }
    line = line
      .replace(
        /\{\s*\/\*[\s\S]*?\*\/\s*\}|\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g,
        blank,
      )
      .replace(/(`+)[^`]+?\1/g, blank);
    const opening = /\{\s*\/\*|\/\*|<!--/.exec(line);
    if (opening) {
      inComment = true;
      line = line.slice(0, opening.index) + blank(line.slice(opening.index));
    }
    return line;
  });
}

/** The e-mail addresses and phone numbers of a page. */
export function contactsIn(source: string): Found[] {
  const found: Found[] = [];
  visibleLines(source).forEach((line, index) => {
    for (const pattern of [EMAIL, PHONE]) {
      for (const match of line.matchAll(pattern)) {
        found.push({text: match[0], line: index + 1, column: match.index + 1});
      }
    }
  });
  return found.sort((a, b) => a.line - b.line || a.column - b.column);
}

const HAN = /\p{Script=Han}/u;
const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
/** Units written against the number or after one space, in both languages. */
const ATTACHED = String.raw`\s?(?:%|mm|cm|kg|px|[KMG]B)(?![A-Za-z])`;
const VALUE = String.raw`(?:${NUM})(?:${ATTACHED})?`;
const RANGE = String.raw`\s?[–~-]\s?|\s(?:to)\s|至|到`;
/** Values listed together are one figure: `200, 500 or 1,000 points`, 「200、500或1,000點」. */
const LIST = String.raw`(?:(?:,\s|、)${VALUE})*(?:,?\s(?:or|and)\s|或|及|與|和)${VALUE}`;
const CORE = String.raw`(?:NT\$\s?|新台幣)?−?${VALUE}(?:(?:${RANGE})${VALUE}|${LIST}|\s?×\s?${VALUE})?`;
/** Words after a number that are not its unit. */
const NOT_UNIT =
  'or|and|to|in|of|on|at|the|a|an|for|per|is|are|be|was|from|with|by|than|if|as|each';
const UNIT: Record<Locale, string> = {
  en: String.raw`[\s-](?:(?:working|business|calendar) days?|(?!(?:${NOT_UNIT})\b)[A-Za-z]+)`,
  'zh-TW':
    '(?:個工作天|工作天|個字元|字元|個英文字母|英文字母|個字|分鐘|小時|萬元|像素|天|時|點|元|筆|張|則|期|項|碼|次|列|年|月|日|週|秒|個|份|位|人)',
};
const DATE = String.raw`\d{4}/\d{1,2}/\d{1,2}`;
const TIME = String.raw`\d{1,2}:\d{2}(?!\d)`;
const FIGURE: Record<Locale, RegExp> = Object.fromEntries(
  (['en', 'zh-TW'] as const).map((locale) => [
    locale,
    new RegExp(
      String.raw`(?<![A-Za-z0-9_./\\:,$−-])(?:${DATE}|${TIME}|${CORE}(?<=%|mm|cm|kg|px|[KMG]B)|${CORE}(?:${UNIT[locale]})?)`,
      'gu',
    ),
  ]),
) as Record<Locale, RegExp>;

const NOT_FIGURES: RegExp[] = [
  // List ordinals.
  /^\s*(?:[-*+]\s+)?\d+[.)](?=\s)/g,
  // Step references.
  /\b[Ss]teps? \d+(?:\s?(?:[–-]|to|and)\s?\d+)?/g,
  /第\s?\d+\s?步|步驟\s?\d+/g,
  // Version numbers.
  /\bv?\d+\.\d+\.\d+\b/g,
];
/** An example value follows. */
const EXAMPLE = /(?:for example|e\.g\.,?|例如)\s*$/i;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The lines a figure is read in: {@link visibleLines} with link targets,
 * URLs, contacts, heading ids, tag syntax (a tag holding Chinese text, such
 * as an `alt`, is kept), names and the non-figures above blanked.
 */
export function figureLines(
  source: string,
  names: readonly string[] = [],
): string[] {
  const named =
    names.length > 0
      ? new RegExp(
          [...names]
            .sort((a, b) => b.length - a.length)
            .map(escape)
            .join('|'),
          'g',
        )
      : null;
  return visibleLines(source).map((visible) => {
    let line = visible
      .replace(/\{#[\w-]+\}/g, blank)
      .replace(/\]\([^)\s]*\)/g, (match) => ']' + blank(match.slice(1)))
      .replace(/<\/?[A-Za-z][^<>]*>/g, (tag) =>
        HAN.test(tag) ? tag : blank(tag),
      )
      .replace(/https?:\/\/[^\s)）」]+/g, blank)
      .replace(EMAIL, blank)
      .replace(PHONE, blank);
    if (named) line = line.replace(named, blank);
    for (const pattern of NOT_FIGURES) line = line.replace(pattern, blank);
    return line;
  });
}

/** The figures of one line (from {@link figureLines}), with 0-based offsets. */
export function figuresInLine(
  line: string,
  locale: Locale,
): {text: string; start: number; end: number}[] {
  const out: {text: string; start: number; end: number}[] = [];
  for (const match of line.matchAll(FIGURE[locale])) {
    const start = match.index;
    const end = start + match[0].length;
    // Digits glued to letters are a name (3D, B2C); an example value is not a fact.
    if (/[A-Za-z0-9]/.test(line[end] ?? '') && !/\s$/.test(match[0])) continue;
    if (EXAMPLE.test(line.slice(0, start))) continue;
    out.push({text: match[0], start, end});
  }
  return out;
}

/** Every figure of a page. */
export function figuresIn(
  source: string,
  locale: Locale,
  names: readonly string[] = [],
): Found[] {
  return figureLines(source, names).flatMap((line, index) =>
    figuresInLine(line, locale).map(({text, start}) => ({
      text,
      line: index + 1,
      column: start + 1,
    })),
  );
}

/** A marker comment: `open`, `rule`, or a comment form the register replaced (`DOCS-TEAM`, `fact`). */
export interface Marker extends Found {
  kind: 'open' | 'rule' | 'docs-team' | 'fact';
  /** The id (`open`, `rule`), or the comment's text. */
  id: string;
}

/** The marker comments of a page, outside code. */
export function markersIn(source: string): Marker[] {
  const out: Marker[] = [];
  const lines = source.split('\n');
  let fence: string | null = null;
  const masked = lines
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence !== null || marker) {
        if (marker && (fence === null || marker.startsWith(fence))) {
          fence = fence === null ? marker : null;
        }
        return blank(line);
      }
      return line.replace(/(`+)[^`\n]+?\1/g, blank);
    })
    .join('\n');
  for (const match of masked.matchAll(
    /\{\s*\/\*([\s\S]*?)\*\/\s*\}|(?<!\*)\/\*(?!\*)([\s\S]*?)(?<!\*)\*\//g,
  )) {
    const body = (match[1] ?? match[2]!).trim();
    const before = masked.slice(0, match.index);
    const line = before.split('\n').length;
    const column = match.index - before.lastIndexOf('\n');
    const marker = /^(open|rule):\s*(\S+)$/.exec(body);
    if (marker) {
      out.push({
        kind: marker[1] as 'open' | 'rule',
        id: marker[2]!,
        text: match[0],
        line,
        column,
      });
    } else if (/^DOCS-TEAM\b/.test(body)) {
      out.push({kind: 'docs-team', id: body, text: match[0], line, column});
    } else if (/^fact\b/i.test(body)) {
      out.push({kind: 'fact', id: body, text: match[0], line, column});
    }
  }
  return out;
}
