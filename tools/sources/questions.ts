/**
 * The open questions for PayNow: every open record of the register of facts
 * (facts/), with the digest point it is about, its next step, and the text
 * around each place a guide marks it (`{/* open: <id> *\/}`,
 * `<OpenPoint id="<id>" />`) in both languages, so PayNow can answer without
 * opening the sources. The English page and its zh-TW twin are paired by the
 * record's id.
 */
import type {OpenRecord} from '@paynow-docs/remark-facts';
import {comments, type SourceRef} from './markers.ts';
import {openMarkersBySection, sectionOf} from './sources.ts';

/** A paragraph, list item, table row or heading of a page, or a comment on lines of its own. */
export interface Unit {
  kind: 'text' | 'heading' | 'comment';
  line: number;
  endLine: number;
  /** The text as a reader sees it: no comments, link targets, emphasis marks or heading ids. */
  text: string;
  section: string;
}

/** Readable text of a piece of Markdown: comments, heading ids, link targets and emphasis marks removed. */
export function plain(markdown: string): string {
  const component = /^\s*<([A-Z]\w*)/.exec(markdown)?.[1];
  if (component) {
    // A component such as <Flow>: its strings, in order (title, step labels, branches).
    const strings = [
      ...markdown.matchAll(/\b\w+\s*[:=]\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1/g),
    ].map((match) => match[2]!.replace(/\\(.)/g, '$1'));
    return `${component}: ${strings.join(' → ')}`;
  }
  return markdown
    .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}|\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__/g, '')
    .replace(/^\s*#{1,6}\s+/, '')
    .replace(/^\s*\|(.*?)\|?\s*$/gm, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;

/** The units of a page, in order: blank lines, headings, list items and table rows start a new one. */
export function units(source: string): Unit[] {
  const lines = source.split('\n');
  const section = sectionOf(source);
  const alone = new Map(
    comments(source)
      .filter((comment) => comment.alone)
      .map((comment) => [comment.line, comment]),
  );
  const out: Unit[] = [];
  let current: {line: number; lines: string[]} | null = null;
  const close = () => {
    if (current) {
      const text = plain(current.lines.join('\n'));
      if (text !== '') {
        out.push({
          kind: 'text',
          line: current.line,
          endLine: current.line + current.lines.length - 1,
          text,
          section: section(current.line),
        });
      }
    }
    current = null;
  };
  const push = (
    kind: Unit['kind'],
    line: number,
    endLine: number,
    text: string,
  ) => out.push({kind, line, endLine, text, section: section(line)});
  let fence: string | null = null;
  let index = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) index = end + 1;
  }
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    const number = index + 1;
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null || marker) {
      close();
      if (marker && (fence === null || marker.startsWith(fence))) {
        fence = fence === null ? marker : null;
      }
      continue;
    }
    if (/^\s*<OpenPoint\b[^>]*\/>\s*$/.test(line)) {
      close();
      push('comment', number, number, line.trim());
      continue;
    }
    const comment = alone.get(number);
    if (comment) {
      close();
      push('comment', number, comment.endLine, comment.body);
      index = comment.endLine - 1;
      continue;
    }
    if (
      line.trim() === '' ||
      /^(?:import|export)\s/.test(line) ||
      /^\s*:::/.test(line)
    ) {
      close();
      continue;
    }
    if (/^#{1,6}\s/.test(line)) {
      close();
      push('heading', number, number, plain(line));
      continue;
    }
    if (/^\s*\|/.test(line)) {
      close();
      if (!TABLE_DIVIDER.test(line)) push('text', number, number, plain(line));
      continue;
    }
    if (LIST_ITEM.test(line)) close();
    if (current) (current as {lines: string[]}).lines.push(line);
    else current = {line: number, lines: [line]};
  }
  close();
  return out;
}

/** What a page says around one place: the unit before and the one after. */
export interface Around {
  before: string;
  after: string;
}

const readable = (unit: Unit) => unit.kind !== 'comment';

/** The text around the comment starting on `line`: its own unit (when it sits in one) or the one before, and the one after. */
function aroundComment(page: readonly Unit[], line: number): Around {
  const at = page.findIndex(
    (unit) => unit.line <= line && line <= unit.endLine,
  );
  if (at === -1) return {before: '', after: ''};
  const previous = page.slice(0, page[at]!.kind === 'comment' ? at : at + 1);
  const before = previous.reverse().find(readable);
  const after = page.slice(at + 1).find(readable);
  return {before: before?.text ?? '', after: after?.text ?? ''};
}

/** The readable units of a section. */
function sectionUnits(page: readonly Unit[], section: string): Unit[] {
  return page.filter((unit) => unit.section === section && readable(unit));
}

/** Where, counted in readable units of its section, the text before the comment on `line` is (-1: at the section's start). */
function placeInSection(
  page: readonly Unit[],
  section: string,
  line: number,
): number {
  const inSection = sectionUnits(page, section);
  let place = -1;
  inSection.forEach((unit, index) => {
    if (unit.line <= line) place = index;
  });
  return place;
}

/** The text at the same place of the other language's section, when that page has no comment there. */
function aroundPlace(
  page: readonly Unit[],
  section: string,
  place: number,
): Around {
  const inSection = sectionUnits(page, section);
  return {
    before: inSection[place]?.text ?? '',
    after: inSection[place + 1]?.text ?? '',
  };
}

/** One language's side of an open question. */
export interface QuestionSide extends Around {
  file: string;
  /** The marker's line; null when this page does not mark it (the text is from the same place). */
  line: number | null;
  question: string;
}

export interface OpenQuestion {
  /** The open record's id. */
  id: string;
  /** The page's route under the base URL, with the section's `#id`; '' when no guide marks it. */
  route: string;
  section: string;
  source: SourceRef | null;
  /** The reader's next step: a contact page section, or `docs-team`. */
  next: string;
  en: QuestionSide;
  zh: QuestionSide | null;
}

/** The route of a guide: `docs/payment-admin/seller.mdx` → `/docs/payment-admin/seller`, `…/index.mdx` → `/docs/payment-admin/`. */
export function routeOf(file: string, source: string): string {
  const slug = /^---\n[\s\S]*?^slug:\s*['"]?(\/[^'"\n]*)/m.exec(source)?.[1];
  if (slug) return `/docs${slug === '/' ? '/' : slug}`;
  const route = '/' + file.replace(/\.mdx?$/, '');
  return route.endsWith('/index') ? route.slice(0, -'index'.length) : route;
}

interface Page {
  file: string;
  source: string;
}

/** `payment-admin/seller.md § C. Capture` as a digest file and point. */
export function parseSource(source: string): SourceRef | null {
  const match = /^(\S+)\s*§\s*([\s\S]*)$/.exec(source);
  return match ? {file: match[1]!, point: match[2]!.trim()} : null;
}

/**
 * The open questions an English page and its zh-TW twin (null: none yet)
 * mark, in the order of the English page (then those only the twin marks),
 * with their records' questions.
 */
export function openQuestions(
  english: Page,
  twin: Page | null,
  records: ReadonlyMap<string, OpenRecord>,
): OpenQuestion[] {
  const enUnits = units(english.source);
  const zhUnits = twin ? units(twin.source) : [];
  const enMarkers = openMarkersBySection(english.source);
  const zhMarkers = twin ? openMarkersBySection(twin.source) : [];
  const ids = [...new Set([...enMarkers, ...zhMarkers].map(({id}) => id))];
  const route = routeOf(english.file, english.source);
  return ids.map((id) => {
    const record = records.get(id);
    const en = enMarkers.find((marker) => marker.id === id);
    const zh = zhMarkers.find((marker) => marker.id === id);
    const section = en?.section ?? zh!.section;
    const side = (
      file: string,
      page: readonly Unit[],
      marker: typeof en,
      question: string,
      other: {page: readonly Unit[]; line: number},
    ): QuestionSide => ({
      file,
      line: marker?.line ?? null,
      question,
      ...(marker
        ? aroundComment(page, marker.line)
        : aroundPlace(
            page,
            section,
            placeInSection(other.page, section, other.line),
          )),
    });
    const question = record?.question ?? `(no open record "${id}")`;
    return {
      id,
      route: section === '' ? route : `${route}#${section}`,
      section,
      source: record ? parseSource(record.source) : null,
      next: record?.next ?? '',
      en: side(english.file, enUnits, en, question, {
        page: zhUnits,
        line: zh?.line ?? 0,
      }),
      zh: twin
        ? side(twin.file, zhUnits, zh, record?.zh ?? question, {
            page: enUnits,
            line: en?.line ?? 0,
          })
        : null,
    };
  });
}

/** An open record no guide marks: listed with its question, without a place. */
export function unmarkedQuestion(record: OpenRecord): OpenQuestion {
  const side = (question: string): QuestionSide => ({
    file: '',
    line: null,
    question,
    before: '',
    after: '',
  });
  return {
    id: record.id,
    route: '',
    section: '',
    source: parseSource(record.source),
    next: record.next,
    en: side(record.question),
    zh: side(record.zh ?? record.question),
  };
}

/** One CSV field, quoted when it must be (RFC 4180). */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_COLUMNS = [
  'id',
  'record',
  'next',
  'page',
  'file',
  'line',
  'digest_file',
  'digest_point',
  'question',
  'before',
  'after',
  'zh_file',
  'zh_line',
  'zh_question',
  'zh_before',
  'zh_after',
] as const;

/** The questions as CSV: a header row, CRLF line ends, and a byte-order mark so spreadsheet programs read the Chinese as UTF-8. */
export function questionsCsv(questions: readonly OpenQuestion[]): string {
  const rows = questions.map(({id, next, route, source, en, zh}, index) => [
    `Q${index + 1}`,
    id,
    next,
    route,
    en.file,
    en.line,
    source?.file ?? '',
    source?.point ?? '',
    en.question,
    en.before,
    en.after,
    zh?.file ?? '',
    zh?.line ?? null,
    zh?.question ?? '',
    zh?.before ?? '',
    zh?.after ?? '',
  ]);
  return (
    '\uFEFF' +
    [[...CSV_COLUMNS], ...rows]
      .map((row) => row.map(csvField).join(','))
      .join('\r\n') +
    '\r\n'
  );
}

const cell = (text: string) =>
  text === '' ? '—' : text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');

const where = (side: QuestionSide) =>
  side.file === ''
    ? 'not marked on any page'
    : side.line === null
      ? `${side.file}, not marked here yet: the same place`
      : `${side.file}:${side.line}`;

/** The questions as a Markdown report, one section per question. */
export function questionsMarkdown(questions: readonly OpenQuestion[]): string {
  const out = [
    '# Open questions for PayNow',
    '',
    `${questions.length} open question(s): the open records of the register of facts (\`facts/\`), where the guides mark them, written by \`npm run report:questions\`. To resolve one: get the answer from PayNow, write the fact into the page in both languages (with its figure record), and remove the open record and its markers.`,
  ];
  questions.forEach(({id, next, route, source, en, zh}, index) => {
    out.push('', `## Q${index + 1}. ${route || id}`, '');
    out.push(
      `- Record: \`${id}\` (next step for readers: ${next === 'docs-team' ? 'the PayNow Docs team' : `Contact PayNow § ${next}`})`,
    );
    out.push(
      `- Digest point: ${source ? `\`${source.file} § ${source.point}\`` : '(not named)'}`,
    );
    out.push(`- Question: ${en.question || '(only in zh-TW)'}`);
    if (zh && zh.question && zh.question !== en.question) {
      out.push(`- 問題：${zh.question}`);
    }
    out.push(
      '',
      `| | English (${where(en)}) | 繁體中文 (${zh ? where(zh) : 'no zh-TW page'}) |`,
      '| --- | --- | --- |',
      `| Before | ${cell(en.before)} | ${cell(zh?.before ?? '')} |`,
      `| After | ${cell(en.after)} | ${cell(zh?.after ?? '')} |`,
    );
  });
  return out.join('\n') + '\n';
}
