/**
 * The docs team's report of reader signals (packages/reader-signals): pages
 * ranked by "not helpful" with their reasons, the questions (already
 * redacted when stored), zero-result searches counted per locale, and open
 * points ranked by how many readers asked about them. Pure functions from
 * the database's rows to Markdown and CSV; tools/readers/report-readers.ts
 * reads the rows (local SQLite or D1 over Cloudflare's API) and writes the
 * files.
 *
 * What readers typed is data: in Markdown every character that could make
 * a link, an emphasis, a table cell or HTML is escaped, and in CSV a field
 * that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`) is quoted
 * as text.
 */
import type {Row, SqlDriver} from '@paynow-docs/reader-signals/store';
import {csvField} from '../sources/questions.ts';

/** What the report reads: every statement, written once. */
export const REPORT_SQL = {
  ratings:
    "SELECT page, locale, helpful, reason, text, day FROM signals WHERE kind = 'rating' ORDER BY id",
  questions:
    "SELECT signals.id AS id, page, locale, point, text, day, email FROM signals LEFT JOIN reply_addresses ON reply_addresses.signal_id = signals.id WHERE kind = 'question' ORDER BY signals.id",
  zeroResults:
    "SELECT locale, query, count(*) AS count FROM signals WHERE kind = 'zero-result' GROUP BY locale, query ORDER BY count DESC, locale, query",
} as const;

export interface ReaderRows {
  ratings: Row[];
  questions: Row[];
  zeroResults: Row[];
}

/** Reads the report's rows through a driver of the store. */
export async function readRows(driver: SqlDriver): Promise<ReaderRows> {
  const [ratings, questions, zeroResults] = await driver.batch(
    Object.values(REPORT_SQL).map((sql) => ({sql, params: []})),
  );
  return {
    ratings: ratings ?? [],
    questions: questions ?? [],
    zeroResults: zeroResults ?? [],
  };
}

export interface PageRating {
  page: string;
  notHelpful: number;
  helpful: number;
  reasons: Record<string, number>;
  /** What readers wrote with a "not helpful", newest last. */
  comments: string[];
}

/** Pages with at least one "not helpful", most first (then fewest "helpful"). */
export function rankPages(ratings: readonly Row[]): PageRating[] {
  const pages = new Map<string, PageRating>();
  for (const row of ratings) {
    const page = String(row.page);
    const entry = pages.get(page) ?? {
      page,
      notHelpful: 0,
      helpful: 0,
      reasons: {},
      comments: [],
    };
    if (row.helpful === 1) {
      entry.helpful += 1;
    } else {
      entry.notHelpful += 1;
      const reason = String(row.reason ?? 'none');
      entry.reasons[reason] = (entry.reasons[reason] ?? 0) + 1;
      if (row.text) entry.comments.push(String(row.text));
    }
    pages.set(page, entry);
  }
  return [...pages.values()]
    .filter((entry) => entry.notHelpful > 0)
    .sort(
      (a, b) =>
        b.notHelpful - a.notHelpful ||
        a.helpful - b.helpful ||
        a.page.localeCompare(b.page),
    );
}

export interface PointAsked {
  point: string;
  /** The open point's title, when the register names it. */
  title: string | undefined;
  questions: number;
}

/** Open points by how many readers asked about them, most first. */
export function rankPoints(
  questions: readonly Row[],
  titles: ReadonlyMap<string, string>,
): PointAsked[] {
  const counts = new Map<string, number>();
  for (const {point} of questions) {
    if (point) counts.set(String(point), (counts.get(String(point)) ?? 0) + 1);
  }
  return [...counts]
    .map(([point, count]) => ({
      point,
      title: titles.get(point),
      questions: count,
    }))
    .sort(
      (a, b) => b.questions - a.questions || a.point.localeCompare(b.point),
    );
}

/** Reader text as Markdown text: nothing in it becomes markup. */
export function markdownText(text: string): string {
  return text
    .replace(/[\\`*_[\]()#!|~{}]/g, '\\$&')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\s*\n\s*/g, ' ');
}

/** A CSV field a spreadsheet shows as text, never runs as a formula. */
export function csvText(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return csvField(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
}

function csv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvText).join(',')).join('\r\n')}\r\n`;
}

export interface ReaderReport {
  markdown: string;
  /** CSV files by name. */
  csv: Record<string, string>;
}

/** The report: one Markdown file and a CSV file per table. */
export function readerReport(
  rows: ReaderRows,
  titles: ReadonlyMap<string, string>,
  source: string,
): ReaderReport {
  const pages = rankPages(rows.ratings);
  const points = rankPoints(rows.questions, titles);
  const md: string[] = [
    '# Reader signals',
    '',
    `From ${source}: ${rows.ratings.length} rating(s), ${rows.questions.length} question(s), ${rows.zeroResults.reduce((sum, row) => sum + Number(row.count), 0)} zero-result search(es). Written by \`npm run report:readers\`; readers' text is shown as they typed it, with e-mail addresses and phone numbers already removed.`,
    '',
    '## Pages readers found not helpful',
    '',
    '| Page | Not helpful | Helpful | Reasons | What readers wrote |',
    '| --- | --- | --- | --- | --- |',
    ...pages.map(
      (page) =>
        `| ${markdownText(page.page)} | ${page.notHelpful} | ${page.helpful} | ${Object.entries(
          page.reasons,
        )
          .map(([reason, count]) => `${reason} ${count}`)
          .join(', ')} | ${page.comments.map(markdownText).join('<br>')} |`,
    ),
    '',
    '## Open points readers asked about',
    '',
    '| Open point | Title | Questions |',
    '| --- | --- | --- |',
    ...points.map(
      (point) =>
        `| ${markdownText(point.point)} | ${point.title ? markdownText(point.title) : '(not in the register)'} | ${point.questions} |`,
    ),
    '',
    '## Questions',
    '',
    '| Day | Locale | Page | Open point | Question | Reply to |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.questions.map(
      (row) =>
        `| ${row.day} | ${row.locale} | ${markdownText(String(row.page))} | ${row.point ? markdownText(String(row.point)) : ''} | ${markdownText(String(row.text))} | ${row.email ? markdownText(String(row.email)) : ''} |`,
    ),
    '',
    '## Searches that found nothing',
    '',
    '| Locale | Query | Times |',
    '| --- | --- | --- |',
    ...rows.zeroResults.map(
      (row) =>
        `| ${row.locale} | ${markdownText(String(row.query))} | ${row.count} |`,
    ),
    '',
  ];
  return {
    markdown: md.join('\n'),
    csv: {
      'readers-pages.csv': csv(
        ['page', 'not_helpful', 'helpful', 'reasons', 'comments'],
        pages.map((page) => [
          page.page,
          page.notHelpful,
          page.helpful,
          Object.entries(page.reasons)
            .map(([reason, count]) => `${reason}:${count}`)
            .join(' '),
          page.comments.join('\n'),
        ]),
      ),
      'readers-points.csv': csv(
        ['point', 'title', 'questions'],
        points.map((point) => [
          point.point,
          point.title ?? '',
          point.questions,
        ]),
      ),
      'readers-questions.csv': csv(
        ['day', 'locale', 'page', 'point', 'question', 'reply_to'],
        rows.questions.map((row) => [
          row.day,
          row.locale,
          row.page,
          row.point,
          row.text,
          row.email,
        ]),
      ),
      'readers-zero-results.csv': csv(
        ['locale', 'query', 'times'],
        rows.zeroResults.map((row) => [row.locale, row.query, row.count]),
      ),
    },
  };
}
