/**
 * Empty table cells in built pages: a field table either says what each
 * field is or becomes a list (STYLE.md). On a phone an empty cell reads as
 * an unfinished form. `npm run test:tables` runs this over `build/`.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {load, type Cheerio} from 'cheerio';
import type {Element} from 'domhandler';

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

/** A body cell of a table, where a writer finds it, with its element. */
export interface BodyCell extends EmptyCell {
  /** The cell's text, spaces collapsed. */
  text: string;
  element: Cheerio<Element>;
}

/** Every `<td>` of every table row of `html` that has one, with its table, row, column, row label and header. */
export function bodyCells(html: string): BodyCell[] {
  const $ = load(html);
  const cells: BodyCell[] = [];
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
        const rowLabel = text(row.first().text());
        row.each((columnIndex, cell) => {
          if (cell.tagName !== 'td') return;
          cells.push({
            table: tableIndex + 1,
            row: rowIndex + 1,
            column: columnIndex + 1,
            rowLabel,
            header: headers[columnIndex] ?? '',
            text: text($(cell).text()),
            element: $(cell),
          });
        });
      });
  });
  return cells;
}

/** The HTML pages under `buildDir`, sorted. */
export function htmlPages(buildDir: string): string[] {
  return readdirSync(buildDir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The `<td>` cells of `html` with no text and no image. */
export function emptyCells(html: string): EmptyCell[] {
  return bodyCells(html)
    .filter(
      ({text, element}) =>
        text === '' && element.find('img, svg, input').length === 0,
    )
    .map(({table, row, column, rowLabel, header}) => ({
      table,
      row,
      column,
      rowLabel: rowLabel.slice(0, 40),
      header,
    }));
}

/** One message per empty cell of every HTML page under `buildDir`. */
export function emptyCellProblems(buildDir: string): string[] {
  return htmlPages(buildDir).flatMap((file) =>
    emptyCells(readFileSync(file, 'utf8')).map(
      ({table, row, column, rowLabel, header}) =>
        `${path.relative(buildDir, file)}: table ${table}, row ${row} ("${rowLabel}"), column ${column}${header ? ` (${header})` : ''} is empty`,
    ),
  );
}
