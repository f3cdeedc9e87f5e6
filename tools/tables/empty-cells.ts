/**
 * Empty table cells in built pages: a field table either says what each
 * field is or becomes a list (STYLE.md). On a phone an empty cell reads as
 * an unfinished form. `npm run test:tables` runs this over `build/`.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';

export interface EmptyCell {
  /** 1-based table of the page, row of its body, column of the row. */
  table: number;
  row: number;
  column: number;
  /** The row's first cell, the column's header: what a writer looks for. */
  rowLabel: string;
  header: string;
}

const text = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The `<td>` cells of `html` with no text and no image. */
export function emptyCells(html: string): EmptyCell[] {
  const $ = load(html);
  const cells: EmptyCell[] = [];
  $('table').each((tableIndex, table) => {
    const headers = $(table)
      .find('thead th')
      .map((_, th) => text($(th).text()))
      .get();
    $(table)
      .find('tr')
      .filter((_, tr) => $(tr).children('td').length > 0)
      .each((rowIndex, tr) => {
        const row = $(tr).children('td, th');
        row.each((columnIndex, cell) => {
          if (cell.tagName !== 'td') return;
          if (text($(cell).text()) !== '') return;
          if ($(cell).find('img, svg, input').length > 0) return;
          cells.push({
            table: tableIndex + 1,
            row: rowIndex + 1,
            column: columnIndex + 1,
            rowLabel: text(row.first().text()).slice(0, 40),
            header: headers[columnIndex] ?? '',
          });
        });
      });
  });
  return cells;
}

/** One message per empty cell of every HTML page under `buildDir`. */
export function emptyCellProblems(buildDir: string): string[] {
  return readdirSync(buildDir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .flatMap((file) =>
      emptyCells(readFileSync(file, 'utf8')).map(
        ({table, row, column, rowLabel, header}) =>
          `${path.relative(buildDir, file)}: table ${table}, row ${row} ("${rowLabel}"), column ${column}${header ? ` (${header})` : ''} is empty`,
      ),
    );
}
