/**
 * One guide held to the register: every figure covered by a wording of a
 * figure record of that page, every contact a contact record, every open
 * point and rule marker a record; and which records the page uses.
 */
import {
  recordsOf,
  type FigureRecord,
  type Locale,
  type Register,
} from './register.ts';
import {contactsIn, figureLines, figuresInLine, markersIn} from './scan.ts';

export interface FactProblem {
  line: number;
  column: number;
  message: string;
}

export interface PageCheck {
  problems: FactProblem[];
  /** Ids of the records the page uses. */
  used: Set<string>;
}

/** Where a wording occurs in a line: [start, end) offsets. */
function occurrences(line: string, wording: string): [number, number][] {
  const out: [number, number][] = [];
  for (
    let at = line.indexOf(wording);
    at !== -1;
    at = line.indexOf(wording, at + 1)
  ) {
    out.push([at, at + wording.length]);
  }
  return out;
}

/** `<OpenPoint …/>` elements of a page: their `id` and whether they set `channel` themselves. */
export function openPointsIn(
  source: string,
): {id: string | null; channel: boolean; line: number; column: number}[] {
  return source.split('\n').flatMap((text, index) =>
    [...text.matchAll(/<OpenPoint\b([^>]*)>/g)].map((match) => ({
      id: /\bid=["']([^"']*)["']/.exec(match[1]!)?.[1] ?? null,
      channel: /\bchannel=/.test(match[1]!),
      line: index + 1,
      column: match.index + 1,
    })),
  );
}

/**
 * The problems of one guide (doc id `page`, such as `payment-admin/refund`)
 * in `locale`, and the records it uses.
 */
export function checkPage(
  source: string,
  {register, locale, page}: {register: Register; locale: Locale; page: string},
): PageCheck {
  const problems: FactProblem[] = [];
  const report = (
    {line, column}: {line: number; column: number},
    message: string,
  ) => problems.push({line, column, message});
  const used = new Set<string>();
  const ids = new Map(register.records.map((record) => [record.id, record]));
  const figures: FigureRecord[] = recordsOf(register, 'figure').filter(
    (record) => record.pages.includes(page),
  );
  figureLines(source, register.names).forEach((line, index) => {
    const found = figuresInLine(line, locale);
    if (found.length === 0) return;
    const covers: {id: string; span: [number, number]}[] = figures.flatMap(
      (record) =>
        record.wording[locale].flatMap((wording) =>
          occurrences(line, wording).map((span) => ({id: record.id, span})),
        ),
    );
    for (const figure of found) {
      const cover = covers.find(
        ({span: [start, end]}) => start <= figure.start && figure.end <= end,
      );
      if (cover) used.add(cover.id);
      else {
        report(
          {line: index + 1, column: figure.start + 1},
          `figure "${figure.text.trim()}" is in no record of the register for ${page} (${locale}): add its wording to the figure record it belongs to, or a new record with its digest point (facts/)`,
        );
      }
    }
  });
  const contacts = new Map(
    recordsOf(register, 'contact').map((record) => [
      record.value.toLowerCase(),
      record,
    ]),
  );
  for (const contact of contactsIn(source)) {
    const record = contacts.get(contact.text.toLowerCase());
    if (record) used.add(record.id);
    else {
      report(
        contact,
        `contact "${contact.text}" is in no contact record of the register: only a contact the digest gives may be published (facts/)`,
      );
    }
  }
  for (const marker of markersIn(source)) {
    if (marker.kind === 'docs-team') {
      report(
        marker,
        'a DOCS-TEAM comment: move the question into the register as an open record and mark the place with {/* open: <id> */} or <OpenPoint id="<id>" /> (STYLE.md, Sources)',
      );
    } else if (marker.kind === 'fact') {
      report(
        marker,
        'a fact: comment: the digest point goes into the register as a rule record, and the line carries {/* rule: <id> */} (STYLE.md, Sources)',
      );
    } else if (ids.get(marker.id)?.kind !== marker.kind) {
      report(
        marker,
        `"${marker.id}" is no ${marker.kind} record of the register`,
      );
    } else used.add(marker.id);
  }
  for (const point of openPointsIn(source)) {
    if (point.id === null) {
      report(
        point,
        '<OpenPoint /> without an id: give it the id of its open record (<OpenPoint id="…" />)',
      );
    } else if (ids.get(point.id)?.kind !== 'open') {
      report(point, `"${point.id}" is no open record of the register`);
    } else {
      used.add(point.id);
      if (point.channel) {
        report(
          point,
          `<OpenPoint id="${point.id}"> sets channel itself: the next step comes from its record's "next"`,
        );
      }
    }
  }
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return {problems, used};
}
