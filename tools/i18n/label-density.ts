/**
 * How often a zh-TW guide opens 「: STYLE.md keeps 「」 for text the screen
 * prints as a message and writes on-screen labels in bold, so a page thick
 * with 「」 quotes labels it should bold (or quotes for emphasis).
 */
import {proseLines} from './voice.ts';

/**
 * The most 「 per 1,000 Han characters a zh-TW guide may have. STYLE.md: 「」
 * only for text the screen prints as a message. Measured when the rule was set, the
 * site's average was 5.6 and the pages that quoted labels instead of bolding
 * them were at 23–29; 12 leaves room for a page with many messages and stops
 * a page that quotes its labels.
 */
export const MAX_MARKS_PER_1000 = 12;

/**
 * A page may always quote this many messages: on a short page (a landing page
 * of 70 Han characters) one quoted message would be above 12 per 1,000.
 */
export const ALWAYS_ALLOWED_MARKS = 3;

/** Whether a page quotes too much. */
export function tooDense({marks, perThousand}: LabelDensity): boolean {
  return marks > ALWAYS_ALLOWED_MARKS && perThousand > MAX_MARKS_PER_1000;
}

export interface LabelDensity {
  /** 「 marks and Han characters in the page's text. */
  marks: number;
  han: number;
  /** 「 per 1,000 Han characters (0 for a page without Han text). */
  perThousand: number;
  /** 1-based line and column of the first 「, if any. */
  first: {line: number; column: number} | null;
}

/**
 * The density of 「 in a page's text: prose, table cells, front matter title
 * and description, and the strings of components such as Flow; not code,
 * comments (`{/* … *\/}` and `/* … *\/` in an expression), imports or keywords.
 */
export function labelDensity(source: string): LabelDensity {
  const lines = proseLines(source)
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .split('\n');
  let marks = 0;
  let han = 0;
  let first: LabelDensity['first'] = null;
  lines.forEach((line, index) => {
    han += line.match(/\p{Script=Han}/gu)?.length ?? 0;
    for (const match of line.matchAll(/「/g)) {
      marks++;
      first ??= {line: index + 1, column: match.index + 1};
    }
  });
  return {
    marks,
    han,
    perThousand: han === 0 ? 0 : (marks / han) * 1000,
    first,
  };
}
