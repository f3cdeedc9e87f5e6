/**
 * Thin table cells in built pages: a cell that is there but says nothing
 * (STYLE.md, "Tables": an explanation column explains; it never repeats the
 * label). Two rules, on every `<td>` but a row's first:
 *
 * - `echo`: the cell repeats its row's label. Every word of the cell, filler
 *   words aside (the, a, is, has been, ticket…; 的, 已, 票券, 欄位…), is a word
 *   of the label, with at most one other Han character (日 → 日期), and no
 *   digit: 「已取消｜票券已取消。」, 「合約到期日｜合約的到期日期」,
 *   "Contract expiry date (合約到期日) | The contract's expiry date." The
 *   label is the first cell's text, both its English words and the Chinese
 *   label in its parentheses; punctuation does not count. Han text is
 *   compared character by character, English word by word (plural `s`
 *   aside). A cell of fewer than two Han characters and no English word of
 *   three letters is too short to judge, and so is a row whose label is.
 *   Columns that show labels themselves ("Chinese label", 「畫面」) are skipped,
 *   and so is a cell of links only: it points to where the explanation is.
 * - `yes-no`: 「是或否。」, 「是／否」, "Yes (是) or No (否).", "Yes/No" in any column
 *   (not an answer); a bare Yes, No, 是 or 否 in an explanation column
 *   (Description, Meaning, 說明, 意義…). A "Required" column of Yes/No or
 *   是/否 is what STYLE.md asks for.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {bodyCells, htmlPages, type EmptyCell} from './empty-cells.ts';

export type ThinRule = 'echo' | 'yes-no';

export interface ThinCell extends EmptyCell {
  text: string;
  rule: ThinRule;
}

/** English words that add nothing to a label. */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'it',
  'its',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'has',
  'have',
  'of',
  'here',
  'shown',
  'ticket',
  'item',
  'field',
  'value',
]);

/** Chinese fillers, removed before characters are compared. */
export const FILLER_HAN = /票券|欄位|項目|的|已|之|此|該|為|是|了/gu;

/** Headers of columns that explain (a bare Yes or No there is filler). */
const EXPLANATION_HEADER =
  /description|meaning|explanation|details|notes?\b|what it|說明|意義|用途|備註|內容|解釋/i;
/** Headers of columns that show labels, where repeating the row's label is the point. */
const LABEL_HEADER = /\blabels?\b|chinese|on[- ]screen|標籤|中文|畫面/i;

const YES_OR_NO =
  /^(?:yes\s*(?:or|\/)\s*no|no\s*(?:or|\/)\s*yes|y\s*\/\s*n|是\s*(?:或|\/)\s*否|否\s*(?:或|\/)\s*是|有\s*(?:或|\/)\s*無)$/i;
const BARE_YES_NO = /^(?:yes|no|是|否)$/i;

/** A cell's words for the yes/no rules: parentheses (`Yes (是)`) out, full-width slashes as `/`, closing punctuation dropped. */
function answer(cell: string): string {
  return cell
    .replace(/\s*[（(][^()（）]*[)）]/g, '')
    .replace(/／/g, '/')
    .replace(/[\s.。!！,，;；]+$/u, '')
    .trim();
}

/** The words of a text for comparison: Han characters one by one, English words lower-cased and singular, fillers out. */
export function words(value: string): string[] {
  return [
    ...value
      .toLowerCase()
      .replace(/['’]s\b/g, '')
      .replace(FILLER_HAN, ' ')
      .matchAll(/\p{Script=Han}|[\p{L}\p{N}]+/gu),
  ]
    .map(([word]) =>
      word.length > 3 && word.endsWith('s') && !word.endsWith('ss')
        ? word.slice(0, -1)
        : word,
    )
    .filter((word) => !FILLER_WORDS.has(word));
}

/** Enough to judge: two Han characters, or an English word of three letters. */
function longEnough(list: readonly string[]): boolean {
  return (
    list.filter((word) => /\p{Script=Han}/u.test(word)).length >= 2 ||
    list.some(
      (word) => /^\p{L}{3,}$/u.test(word) && !/\p{Script=Han}/u.test(word),
    )
  );
}

/** Whether `cell` repeats `label` (see the `echo` rule above). */
export function echoes(cell: string, label: string): boolean {
  const cellWords = words(cell);
  const labelWords = words(label);
  if (!longEnough(cellWords) || !longEnough(labelWords)) return false;
  const left = [...labelWords];
  let others = 0;
  for (const word of cellWords) {
    const at = left.indexOf(word);
    if (at !== -1) {
      left.splice(at, 1);
      continue;
    }
    if (!/^\p{Script=Han}$/u.test(word)) return false;
    others++;
  }
  return others <= 1;
}

/** The rule a cell breaks, if any. */
export function thinRule(
  cell: string,
  label: string,
  header: string,
): ThinRule | null {
  const said = answer(cell);
  if (YES_OR_NO.test(said)) return 'yes-no';
  if (BARE_YES_NO.test(said)) {
    return EXPLANATION_HEADER.test(header) ? 'yes-no' : null;
  }
  if (LABEL_HEADER.test(header)) return null;
  return echoes(cell, label) ? 'echo' : null;
}

/** The thin `<td>` cells of `html` (empty cells are empty-cells.ts's). */
export function thinCells(html: string): ThinCell[] {
  return bodyCells(html).flatMap(
    ({table, row, column, rowLabel, header, text: content, element}) => {
      if (column === 1 || content === '') return [];
      // A cell of links points to where the explanation is.
      const unlinked = element.clone();
      unlinked.find('a').remove();
      if (!/[\p{L}\p{N}]/u.test(unlinked.text())) return [];
      const rule = thinRule(content, rowLabel, header);
      if (rule === null) return [];
      return [
        {
          table,
          row,
          column,
          rowLabel: rowLabel.slice(0, 40),
          header,
          text: content,
          rule,
        },
      ];
    },
  );
}

const EXPLAIN: Record<ThinRule, string> = {
  echo: "repeats its row's label: say what it means, or drop the column (STYLE.md, Tables)",
  'yes-no':
    'is not an explanation: say what the field does; a Required column says Yes or No (是 or 否) in each row (STYLE.md, Tables)',
};

/** One message per thin cell of every HTML page under `buildDir`. */
export function thinCellProblems(buildDir: string): string[] {
  return htmlPages(buildDir).flatMap((file) =>
    thinCells(readFileSync(file, 'utf8')).map(
      ({table, row, column, rowLabel, header, text: cell, rule}) =>
        `${path.relative(buildDir, file)}: table ${table}, row ${row} ("${rowLabel}"), column ${column}${header ? ` (${header})` : ''}: [${rule}] "${cell.slice(0, 60)}" ${EXPLAIN[rule]}`,
    ),
  );
}
