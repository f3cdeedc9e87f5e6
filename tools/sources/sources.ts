/**
 * Every sentence true: a guide's sweeping words ("every",
 * "only", 一律, 僅…) claim more than a screenshot shows, so each needs a rule
 * record of the register of facts (facts/) that backs it, on the same line:
 * `{/* rule: <id> *\/}`. Open points are records too; a page and its zh-TW
 * twin mark the same open points in each section.
 */
import {proseLines, type VoiceLocale} from '../i18n/voice.ts';
import {headingIds} from '../i18n/labels.ts';
import {
  OPEN_FORM,
  RULE_FORM,
  blankOut,
  comments,
  formerMarker,
  openMarkers,
  ruleOf,
  type Comment,
  type OpenMarker,
} from './markers.ts';

export interface SourceProblem {
  line: number;
  column: number;
  /** `generalisation`, `marker` or `open-twin`. */
  rule: string;
  message: string;
}

/** Words that claim something of every case, per language (English: whole words, any case). */
export const GENERALISATIONS: Readonly<Record<VoiceLocale, readonly string[]>> =
  {
    en: ['every', 'everything', 'always', 'only', 'never', 'all', 'none'],
    'zh-TW': [
      '一律',
      '所有',
      '只能',
      '只有',
      '只會',
      '僅',
      '每一',
      '每個',
      '每筆',
      '永遠',
      '絕不',
      '從不',
      '全部',
    ],
  };

function generalisationPattern(locale: VoiceLocale): RegExp {
  const words = [...GENERALISATIONS[locale]].sort(
    (a, b) => b.length - a.length,
  );
  return locale === 'en'
    ? new RegExp(`\\b(?:${words.join('|')})\\b`, 'gi')
    : new RegExp(words.join('|'), 'gu');
}

export interface SourceOptions {
  locale: VoiceLocale;
  /** The ids of the register's rule records; unset: any id passes. */
  rules?: ReadonlySet<string>;
}

/**
 * The page's words as the generalisation rule reads them, one string per
 * line, columns kept: prose only (voice.ts's `proseLines`: no front matter
 * keywords, code, comments, URLs, link targets, imports or heading ids),
 * without comments inside JS expressions and without **bold** spans (on-screen
 * labels are bold).
 */
export function claimLines(text: string, found: readonly Comment[]): string[] {
  let prose = proseLines(text).join('\n');
  for (const {start, end} of found) {
    prose =
      prose.slice(0, start) +
      blankOut(prose.slice(start, end)) +
      prose.slice(end);
  }
  return prose
    .split('\n')
    .map((line) =>
      line.replace(/\*\*(?:(?!\*\*).)+\*\*|__(?:(?!__).)+__/g, blankOut),
    );
}

/** The problems of one guide, with 1-based lines and columns. */
export function sourceProblems(
  text: string,
  {locale, rules}: SourceOptions,
): SourceProblem[] {
  const problems: SourceProblem[] = [];
  const found = comments(text);
  const marked = new Set<number>();
  for (const {body, line, column, endLine} of found) {
    const rule = ruleOf(body);
    const former = formerMarker(body);
    if (rule !== null) {
      if (rules && !rules.has(rule)) {
        problems.push({
          line,
          column,
          rule: 'marker',
          message: `"${rule}" is no rule record of the register (facts/)`,
        });
        continue;
      }
      for (let at = line; at <= endLine; at++) marked.add(at);
    } else if (former === 'fact') {
      problems.push({
        line,
        column,
        rule: 'marker',
        message: `a fact: comment: put its digest point in a rule record (facts/) and write ${RULE_FORM}`,
      });
    } else if (/^rule\b/.test(body)) {
      problems.push({
        line,
        column,
        rule: 'marker',
        message: `a rule marker is written ${RULE_FORM}`,
      });
    }
  }
  const pattern = generalisationPattern(locale);
  claimLines(text, found).forEach((line, index) => {
    if (marked.has(index + 1)) return;
    for (const match of line.matchAll(pattern)) {
      problems.push({
        line: index + 1,
        column: match.index + 1,
        rule: 'generalisation',
        message: `"${match[0]}" needs a rule marker`,
      });
    }
  });
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The id of the section each line is in: its last `##`–`######` heading's, '' before the first. */
export function sectionOf(source: string): (line: number) => string {
  const ids = headingIds(source);
  return (line) => {
    let id = '';
    for (const heading of ids) {
      if (heading.line > line) break;
      id = heading.id;
    }
    return id;
  };
}

/** The open-point markers of a page, with the section each is in. */
export function openMarkersBySection(
  source: string,
): (OpenMarker & {section: string})[] {
  const section = sectionOf(source);
  return openMarkers(source).map((marker) => ({
    ...marker,
    section: section(marker.line),
  }));
}

const sectionName = (id: string) =>
  id === '' ? 'the top of the page' : `#${id}`;

/**
 * Open points the English page marks in one section and its zh-TW twin does
 * not (or in another), reported in the page that lacks the marker: at the
 * section's heading, or at its first line.
 */
export function openTwinProblems(
  english: {file: string; source: string},
  twin: {file: string; source: string},
): {file: string; problem: SourceProblem}[] {
  const pages = [english, twin];
  const markers = pages.map((page) => openMarkersBySection(page.source));
  const key = ({id, section}: {id: string; section: string}) =>
    `${section}\u0000${id}`;
  const keys = markers.map((list) => new Set(list.map(key)));
  const out: {file: string; problem: SourceProblem}[] = [];
  markers.forEach((list, index) => {
    const [page, other] = [pages[index]!, pages[1 - index]!];
    const headings = new Map(
      headingIds(other.source).map(({id, line}) => [id, line]),
    );
    for (const marker of list) {
      if (keys[1 - index]!.has(key(marker))) continue;
      out.push({
        file: other.file,
        problem: {
          line: headings.get(marker.section) ?? 1,
          column: 1,
          rule: 'open-twin',
          message: `${page.file} marks open point "${marker.id}" in ${sectionName(marker.section)} and this page does not: mark it in both languages, in the same section (${OPEN_FORM})`,
        },
      });
    }
  });
  return out;
}
