/** The bench's table (Markdown, pasted into closing notes) and its budget checks. */
import {
  FIRST_LOAD_JS_GZIP,
  INTERACTION_MS,
  LIGHTHOUSE,
  LONGEST_BOOT_TASK_MS,
} from './budgets.ts';
import type {Bytes} from './bytes.ts';
import {agenticFailures, type LighthouseResult} from './lighthouse.ts';
import type {LoadProfile} from './loaf.ts';
import type {TaskProfile} from './tasks.ts';
import {toKb} from './units.ts';

export interface SiteMeasures {
  bytes: Bytes;
  lighthouse: LighthouseResult;
  load: LoadProfile;
  tasks: TaskProfile;
}

export interface PageRow {
  page: string;
  path: string | null;
  ours: SiteMeasures | null;
  stock: SiteMeasures | null;
  failures: string[];
}

export function pageFailures(page: string, ours: SiteMeasures): string[] {
  const {lighthouse: lh, bytes, tasks} = ours;
  const failures: string[] = [];
  if (lh.performance < LIGHTHOUSE.performance)
    failures.push(`perf ${lh.performance}<${LIGHTHOUSE.performance}`);
  for (const key of ['accessibility', 'bestPractices', 'seo'] as const) {
    if (lh[key] < LIGHTHOUSE[key]) failures.push(`${key} ${lh[key]}`);
  }
  if (lh.lcp > LIGHTHOUSE.lcpMs)
    failures.push(`LCP ${(lh.lcp / 1000).toFixed(2)}s`);
  if (lh.tbt > LIGHTHOUSE.tbtMs) failures.push(`TBT ${Math.round(lh.tbt)}ms`);
  if (lh.cls > LIGHTHOUSE.cls) failures.push(`CLS ${lh.cls.toFixed(3)}`);
  failures.push(...agenticFailures(lh.agentic));
  // A page type's name in the bench table may carry its locale: `guide (zh-TW)`.
  const js = (FIRST_LOAD_JS_GZIP as Record<string, number | undefined>)[
    page.replace(/ \(zh-TW\)$/, '')
  ];
  if (js !== undefined && bytes.jsGzip > js)
    failures.push(`JS ${toKb(bytes.jsGzip)}>${toKb(js)} kB`);
  if (tasks.boot > LONGEST_BOOT_TASK_MS)
    failures.push(`boot task ${tasks.boot}ms`);
  return failures;
}

const ratio = (ours: number, stock: number): string =>
  stock > 0 ? (ours / stock).toFixed(2) : '–';

/** A Markdown table of these columns and lines. */
export function markdownTable(header: string[], lines: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...lines.map((line) => `| ${line.join(' | ')} |`),
  ].join('\n');
}

export function pageTable(rows: readonly PageRow[]): string {
  const header = [
    'page',
    'perf (stock)',
    'LCP s (stock)',
    'TBT ms (stock)',
    'CLS',
    'a11y/BP/SEO',
    'JS kB gz (stock)',
    'CSS kB gz (stock)',
    'first render frame 4× ms (stock)',
    'longest boot task 4× ms, trace (stock)',
    'longest boot frame 4× ms (stock)',
    'ours/stock LCP · TBT · JS',
    'budget',
  ];
  const lines = rows.map((row) => {
    const o = row.ours;
    const s = row.stock ?? undefined;
    if (!o) {
      return [
        row.page,
        ...Array<string>(header.length - 2).fill('n/a'),
        row.failures.length ? `FAIL: ${row.failures.join(', ')}` : 'n/a',
      ];
    }
    const pair = (ours: string, stock: string | undefined) =>
      stock === undefined ? ours : `${ours} (${stock})`;
    return [
      row.page,
      pair(
        String(o.lighthouse.performance),
        s && String(s.lighthouse.performance),
      ),
      pair(
        (o.lighthouse.lcp / 1000).toFixed(2),
        s && (s.lighthouse.lcp / 1000).toFixed(2),
      ),
      pair(
        String(Math.round(o.lighthouse.tbt)),
        s && String(Math.round(s.lighthouse.tbt)),
      ),
      o.lighthouse.cls.toFixed(3),
      `${o.lighthouse.accessibility}/${o.lighthouse.bestPractices}/${o.lighthouse.seo}`,
      pair(
        toKb(o.bytes.jsGzip).toFixed(1),
        s && toKb(s.bytes.jsGzip).toFixed(1),
      ),
      pair(
        toKb(o.bytes.cssGzip).toFixed(1),
        s && toKb(s.bytes.cssGzip).toFixed(1),
      ),
      pair(String(o.load.firstRender), s && String(s.load.firstRender)),
      pair(String(o.tasks.boot), s && String(s.tasks.boot)),
      pair(String(o.load.longest), s && String(s.load.longest)),
      s
        ? [
            ratio(o.lighthouse.lcp, s.lighthouse.lcp),
            ratio(o.lighthouse.tbt, s.lighthouse.tbt),
            ratio(o.bytes.jsGzip, s.bytes.jsGzip),
          ].join(' · ')
        : '–',
      row.failures.length ? `FAIL: ${row.failures.join(', ')}` : 'pass',
    ];
  });
  return markdownTable(header, lines);
}

/**
 * Lighthouse's Agentic Browsing per page type: passed over counted (as its
 * report shows the category), then each audit's result.
 */
export function agenticTable(rows: readonly PageRow[]): string {
  const ids = [
    ...new Set(
      rows.flatMap(
        (row) => row.ours?.lighthouse.agentic.map((a) => a.id) ?? [],
      ),
    ),
  ];
  const short = {
    pass: 'pass',
    fail: 'FAIL',
    'not applicable': 'N/A',
    informative: 'info',
  } as const;
  return markdownTable(
    ['page', 'SEO', 'agentic passed', ...ids],
    rows.map((row) => {
      const lh = row.ours?.lighthouse;
      if (!lh) return [row.page, 'n/a', 'n/a', ...ids.map(() => 'n/a')];
      const counted = lh.agentic.filter(
        (audit) => audit.result === 'pass' || audit.result === 'fail',
      );
      return [
        row.page,
        String(lh.seo),
        `${counted.filter((audit) => audit.result === 'pass').length}/${counted.length}`,
        ...ids.map((id) => {
          const audit = lh.agentic.find((candidate) => candidate.id === id);
          return audit ? short[audit.result] : '–';
        }),
      ];
    }),
  );
}

/**
 * Lighthouse's notes on the Agentic Browsing audits, each note once with
 * the page types that got it (the catalog's warnings are the same on every
 * page).
 */
export function agenticNotes(rows: readonly PageRow[]): string[] {
  const pages = new Map<string, string[]>();
  for (const row of rows) {
    for (const audit of row.ours?.lighthouse.agentic ?? []) {
      if (!audit.note) continue;
      const key = `${audit.id}: ${audit.note}`;
      pages.set(key, [...(pages.get(key) ?? []), row.page]);
    }
  }
  return [...pages].map(([key, on]) => `${on.join(', ')}: ${key}`);
}

export interface InteractionRow {
  name: string;
  ours: number | null;
  stock: number | null;
}

export function interactionTable(rows: readonly InteractionRow[]): string {
  const show = (ms: number | null) =>
    ms === null ? 'n/a' : ms <= 16 ? '<16' : String(Math.round(ms));
  return markdownTable(
    ['interaction (4× CPU, to next paint)', 'ours ms', 'stock ms', 'budget'],
    rows.map((row) => [
      row.name,
      show(row.ours),
      show(row.stock),
      row.ours === null
        ? 'n/a'
        : row.ours <= INTERACTION_MS
          ? 'pass'
          : `FAIL: >${INTERACTION_MS} ms`,
    ]),
  );
}
