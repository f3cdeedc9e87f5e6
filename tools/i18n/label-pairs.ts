/**
 * One marker for each on-screen text, in both languages (STYLE.md, "Labels,
 * quotes, lists and flow charts"): bold for what the reader clicks, ticks,
 * chooses or types into; 「」 (zh-TW) or plain text (English) for a value
 * the screen shows, such as a status. The English page decides, the twin
 * follows, section by section:
 *
 * - `label-pair`: each Chinese label the English page bolds (**Captured
 *   (已請款)**) is bold, with exactly those characters, in the same section
 *   of the twin (a twin that bolds **已請款項** there fails);
 * - `value-marker`: the twin does not bold a Chinese text the English page
 *   writes without bold in that section (a status such as Not printed (未列印));
 * - `emphasis`: no bold span is emphasis: one Han character in zh-TW, or
 *   lowercase English words without a Chinese label (**未**, **and**), unless
 *   it is an on-screen label.
 */
import {sectionOf} from '../sources/sources.ts';
import {proseLines} from './voice.ts';

const HAN = /\p{Script=Han}/u;
const BOLD = /\*\*((?:(?!\*\*).)+?)\*\*/g;
/** What separates several labels in one bold span or parenthesis. */
const SEPARATOR = /\s*[,;，；、]\s*|\s+\/\s+|\s*>\s*|\s*／\s*/;

export interface PairProblem {
  line: number;
  column: number;
  rule: 'label-pair' | 'value-marker' | 'emphasis';
  message: string;
}

interface Mark {
  text: string;
  bold: boolean;
  line: number;
  column: number;
}

/** The lines of a page with comments, code, link targets and URLs blanked (voice.ts). */
function lines(source: string): string[] {
  return proseLines(source).map((line) =>
    line.replace(/\/\*[\s\S]*?\*\//g, (comment) => ' '.repeat(comment.length)),
  );
}

/** The marks `marksOf` finds in each section of a page (by id), and the section's first line. */
function bySection(
  source: string,
  marksOf: (line: string, lineNumber: number) => Mark[],
): {marks: Map<string, Mark[]>; first: Map<string, number>} {
  const section = sectionOf(source);
  const marks = new Map<string, Mark[]>();
  const first = new Map<string, number>();
  lines(source).forEach((line, index) => {
    const id = section(index + 1);
    if (!first.has(id)) first.set(id, index + 1);
    marks.set(id, [...(marks.get(id) ?? []), ...marksOf(line, index + 1)]);
  });
  return {marks, first};
}

/** The Chinese labels of an English line, each with whether it stands inside bold. */
export function englishMarks(line: string, lineNumber: number): Mark[] {
  const marks: Mark[] = [];
  const boldRanges = [...line.matchAll(BOLD)].map(
    (match) => [match.index, match.index + match[0].length] as const,
  );
  const inBold = (at: number) =>
    boldRanges.some(([start, end]) => at >= start && at < end);
  for (const match of line.matchAll(/\(((?:[^()]|\([^()]*\))*)\)/g)) {
    const inside = match[1]!;
    if (!HAN.test(inside)) continue;
    let offset = match.index + 1;
    for (const part of inside.split(SEPARATOR)) {
      const text = part.trim();
      const column = line.indexOf(text, offset);
      offset = column + text.length;
      // A part with English words (`負責人身分證 partly hidden`) is a description, not one label.
      if (!HAN.test(text) || /[A-Za-z]{2,}\s+[A-Za-z]/.test(text)) continue;
      marks.push({
        text,
        bold: inBold(match.index),
        line: lineNumber,
        column: column + 1,
      });
    }
  }
  return marks;
}

/** The bold spans of a zh-TW line, each label of a span separately. */
function twinBolds(line: string, lineNumber: number): Mark[] {
  const marks: Mark[] = [];
  for (const match of line.matchAll(BOLD)) {
    for (const part of match[1]!.split(SEPARATOR)) {
      const text = part.trim();
      if (text)
        marks.push({
          text,
          bold: true,
          line: lineNumber,
          column: match.index + 1,
        });
    }
  }
  return marks;
}

/**
 * The problems of a zh-TW twin against its English page, reported in the
 * twin (`label-pair` at the section's first line when the label is missing).
 */
export function pairProblems(
  english: string,
  twin: string,
  labels: ReadonlySet<string> = new Set(),
): PairProblem[] {
  const {marks: enBySection} = bySection(english, englishMarks);
  const {marks: zhBySection, first: firstLine} = bySection(twin, twinBolds);
  const problems: PairProblem[] = [];
  for (const [id, marks] of enBySection) {
    const twinMarks = zhBySection.get(id);
    if (twinMarks === undefined) continue;
    const section = id ? `#${id}` : 'the top of the page';
    const reported = new Set<string>();
    for (const mark of marks) {
      if (!mark.bold || reported.has(mark.text)) continue;
      // Bold in the twin's section, alone or as one label of a span.
      if (twinMarks.some(({text}) => text === mark.text)) continue;
      reported.add(mark.text);
      const near = twinMarks
        .filter(
          ({text}) => text.includes(mark.text) || mark.text.includes(text),
        )
        .map(({text}) => `**${text}**`);
      problems.push({
        line: firstLine.get(id) ?? 1,
        column: 1,
        rule: 'label-pair',
        message: `the English page bolds the label 「${mark.text}」 in ${section} (line ${mark.line}); the twin has no **${mark.text}** there${near.length ? ` (it bolds ${[...new Set(near)].join(', ')})` : ''}: write the label in bold with the screen's characters`,
      });
    }
    const englishBold = new Set(
      marks.filter(({bold}) => bold).map(({text}) => text),
    );
    const englishPlain = new Set(
      marks.filter(({bold}) => !bold).map(({text}) => text),
    );
    for (const mark of twinMarks) {
      if (englishBold.has(mark.text) || !englishPlain.has(mark.text)) continue;
      problems.push({
        line: mark.line,
        column: mark.column,
        rule: 'value-marker',
        message: `**${mark.text}** is bold, but the English page writes ${mark.text} without bold in ${section}: a value the screen shows (a status, an example) goes in 「」, a label is bold in both languages (STYLE.md)`,
      });
    }
  }
  problems.push(...emphasisProblems(twin, 'zh-TW', labels));
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Bold used for emphasis: one Han character (zh-TW), or lowercase English words without a label (English). */
export function emphasisProblems(
  source: string,
  locale: 'en' | 'zh-TW',
  labels: ReadonlySet<string> = new Set(),
): PairProblem[] {
  const problems: PairProblem[] = [];
  lines(source).forEach((line, index) => {
    for (const match of line.matchAll(BOLD)) {
      const inner = match[1]!.trim();
      const emphasis =
        locale === 'en'
          ? /^[a-z][a-z ]*$/.test(inner)
          : (inner.match(/\p{Script=Han}/gu)?.length ?? 0) === 1 &&
            !/[A-Za-z0-9]/.test(inner);
      if (!emphasis || labels.has(inner)) continue;
      problems.push({
        line: index + 1,
        column: match.index + 1,
        rule: 'emphasis',
        message: `**${inner}** is emphasis: bold marks on-screen labels only; say it in words (STYLE.md)`,
      });
    }
  });
  return problems;
}
