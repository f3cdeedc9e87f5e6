/**
 * The site's bilingual glossary (`glossary.yaml` at the project root): one
 * entry per concept with the term each locale writes, the on-screen labels
 * that contain it, the words readers type for it (search synonyms) and the
 * variants our own pages must not use (lints). A malformed file fails with
 * its path and line.
 */
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {LineCounter, parseDocument} from 'yaml';
import {
  MAX_SYNONYM_GROUP,
  MAX_SYNONYM_WORDS,
} from '@paynow-docs/search-engine/limits';

/** The locales the glossary speaks. */
export const GLOSSARY_LOCALES = ['en', 'zh-TW'] as const;
export type GlossaryLocale = (typeof GLOSSARY_LOCALES)[number];

type PerLocale = Partial<Record<GlossaryLocale, string[]>>;

export interface GlossaryTerm {
  id: string;
  en: string;
  'zh-TW': string;
  labels: string[];
  synonyms: PerLocale;
  variants: PerLocale;
  /** The page of each reader (merchant, buyer) for whom the term names a different task. */
  readers: Partial<Record<GlossaryReader, string>>;
  /**
   * Whose word it is: the words of the term (any locale) each reader of
   * `readers` uses for their own task. For them that reader's page comes
   * first; the other reader's page still ranks as a reader's page.
   */
  owners: Partial<Record<GlossaryReader, string[]>>;
  /** The reader whose page comes first for the term itself (en, zh-TW) typed alone: a bare refund is the merchant's. */
  first?: GlossaryReader;
  /**
   * Who asks: words of the term only another reader uses for it, per that
   * reader (a merchant calls buyers customers, 客人). A question with one
   * is that reader's: of the readers' pages of its other glossary words,
   * that reader's comes first (the merchant's refund, not the buyer's).
   */
  askers: Partial<Record<GlossaryReader, string[]>>;
  note?: string;
  /** 1-based line of the entry in the file, for messages. */
  line: number;
}

/**
 * The glossary file of this project. Through `import.meta.url`, which
 * Docusaurus's loader of docusaurus.config.ts also understands (it does not
 * know `import.meta.dirname`).
 */
export const GLOSSARY_FILE = fileURLToPath(
  new URL('../../glossary.yaml', import.meta.url),
);

const KEYS = new Set([
  'id',
  'en',
  'zh-TW',
  'labels',
  'synonyms',
  'variants',
  'readers',
  'owners',
  'first',
  'askers',
  'note',
]);

/** Readers a term may name a different task for (`readers` of a term). */
export const GLOSSARY_READERS = ['merchant', 'buyer'] as const;
type GlossaryReader = (typeof GLOSSARY_READERS)[number];

function readersOf(
  value: unknown,
  file: string,
  line: number,
  what: string,
): Partial<Record<GlossaryReader, string>> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(file, line, `${what} must map a reader (merchant, buyer) to a page`);
  }
  for (const [reader, page] of Object.entries(value)) {
    if (!(GLOSSARY_READERS as readonly string[]).includes(reader)) {
      fail(file, line, `${what}: unknown reader "${reader}"`);
    }
    if (typeof page !== 'string' || !/^docs(?:\/[\w-]+)+$/.test(page)) {
      fail(file, line, `${what}.${reader} must be a page path (docs/…)`);
    }
  }
  return value as Partial<Record<GlossaryReader, string>>;
}

/**
 * `owners` and `askers`: each reader a reader of the term (owners) or any
 * reader (askers), each word one of the term's search words.
 */
function wordsByReader(
  value: unknown,
  term: Omit<GlossaryTerm, 'owners' | 'askers' | 'line'>,
  field: 'owners' | 'askers',
  file: string,
  line: number,
): Partial<Record<GlossaryReader, string[]>> {
  if (value === undefined) return {};
  const what = `${term.id}: ${field}`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(file, line, `${what} must map a reader (merchant, buyer) to words`);
  }
  const words = new Set(wordsOf(term).map((word) => word.toLowerCase()));
  const owners: Partial<Record<GlossaryReader, string[]>> = {};
  for (const [reader, list] of Object.entries(value)) {
    if (
      field === 'owners'
        ? !(reader in term.readers)
        : !(GLOSSARY_READERS as readonly string[]).includes(reader)
    ) {
      fail(
        file,
        line,
        `${what}.${reader}: ${field === 'owners' ? 'not a reader of the term' : 'unknown reader'}`,
      );
    }
    const owned = stringList(list, file, line, `${what}.${reader}`);
    for (const word of owned) {
      if (!words.has(word.toLowerCase())) {
        fail(
          file,
          line,
          `${what}.${reader}: "${word}" is not one of the term's words (add it to its synonyms)`,
        );
      }
    }
    owners[reader as GlossaryReader] = owned;
  }
  return owners;
}

/** A term's search words: the term in each locale, then its synonyms. */
function wordsOf(term: Pick<GlossaryTerm, GlossaryLocale | 'synonyms'>) {
  return [
    term.en,
    term['zh-TW'],
    ...GLOSSARY_LOCALES.flatMap((locale) => term.synonyms[locale] ?? []),
  ];
}

function fail(file: string, line: number, message: string): never {
  throw new Error(`${file}:${line}: ${message}`);
}

function stringList(
  value: unknown,
  file: string,
  line: number,
  what: string,
): string[] {
  if (value === undefined) return [];
  if (
    !Array.isArray(value) ||
    !value.every((item) => typeof item === 'string' && item.trim() !== '')
  ) {
    fail(file, line, `${what} must be a list of non-empty strings`);
  }
  return value as string[];
}

function perLocale(
  value: unknown,
  file: string,
  line: number,
  what: string,
): PerLocale {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(file, line, `${what} must map a locale (en, zh-TW) to a list`);
  }
  const result: PerLocale = {};
  for (const [locale, list] of Object.entries(value)) {
    if (!(GLOSSARY_LOCALES as readonly string[]).includes(locale)) {
      fail(file, line, `${what}: unknown locale "${locale}"`);
    }
    result[locale as GlossaryLocale] = stringList(
      list,
      file,
      line,
      `${what}.${locale}`,
    );
  }
  return result;
}

/** Parses and validates glossary text; `file` names it in errors. */
export function parseGlossary(text: string, file: string): GlossaryTerm[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {lineCounter});
  if (doc.errors.length > 0) {
    const [error] = doc.errors;
    fail(file, error!.linePos?.[0].line ?? 1, error!.message);
  }
  const terms = doc.get('terms', true) as
    {items?: {range?: [number]; toJSON(): unknown}[]} | undefined;
  if (!terms?.items) fail(file, 1, 'the file must have a list "terms"');
  const seen = new Map<string, number>();
  const parsed = terms.items.map((node): GlossaryTerm => {
    const line = lineCounter.linePos(node.range?.[0] ?? 0).line;
    const entry = node.toJSON() as Record<string, unknown>;
    if (typeof entry !== 'object' || entry === null) {
      fail(file, line, 'each term must be a mapping');
    }
    for (const key of Object.keys(entry)) {
      if (!KEYS.has(key)) fail(file, line, `unknown field "${key}"`);
    }
    const {id, en, note} = entry;
    const zh = entry['zh-TW'];
    if (typeof id !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) {
      fail(file, line, 'id must be kebab-case');
    }
    if (seen.has(id)) {
      fail(file, line, `id "${id}" is already used on line ${seen.get(id)}`);
    }
    seen.set(id, line);
    for (const key of GLOSSARY_LOCALES) {
      const value = entry[key];
      if (typeof value !== 'string' || value.trim() === '') {
        fail(file, line, `${id}: ${key} must be a non-empty string`);
      }
    }
    if (note !== undefined && typeof note !== 'string') {
      fail(file, line, `${id}: note must be text`);
    }
    const term = {
      id,
      en: en as string,
      'zh-TW': zh as string,
      labels: stringList(entry.labels, file, line, `${id}: labels`),
      synonyms: perLocale(entry.synonyms, file, line, `${id}: synonyms`),
      variants: perLocale(entry.variants, file, line, `${id}: variants`),
      readers: readersOf(entry.readers, file, line, `${id}: readers`),
      ...(note !== undefined && {note: note as string}),
    };
    const {first} = entry;
    if (first !== undefined && !(String(first) in term.readers)) {
      fail(file, line, `${id}: first must be one of the term's readers`);
    }
    return {
      ...term,
      owners: wordsByReader(entry.owners, term, 'owners', file, line),
      askers: wordsByReader(entry.askers, term, 'askers', file, line),
      ...(first !== undefined && {first: first as GlossaryReader}),
      line,
    };
  });
  return checkSizes(checkVariants(parsed, file), file);
}

/**
 * The glossary's terms, checked against each other: a variant (a form our
 * pages must not use) can be neither the term itself nor an on-screen label
 * of any term, nor the term another entry chooses, or the lint would fail
 * on the glossary's own words, or (the lint passes text inside a label)
 * never fail at all. A label is at least two characters: one character
 * would hide every variant that holds it.
 */
function checkVariants(terms: GlossaryTerm[], file: string): GlossaryTerm[] {
  const chosen = new Map<string, GlossaryTerm>();
  const labelled = new Map<string, GlossaryTerm>();
  for (const term of terms) {
    for (const locale of GLOSSARY_LOCALES) chosen.set(term[locale], term);
    for (const label of term.labels) {
      if (Array.from(label.trim()).length < 2) {
        fail(
          file,
          term.line,
          `${term.id}: the label "${label}" is shorter than two characters: the variant lint passes text inside a label, and this one would be everywhere`,
        );
      }
      if (!labelled.has(label)) labelled.set(label, term);
    }
  }
  for (const term of terms) {
    for (const locale of GLOSSARY_LOCALES) {
      for (const variant of term.variants[locale] ?? []) {
        if (variant === term[locale] || term.labels.includes(variant)) {
          fail(
            file,
            term.line,
            `${term.id}: the variant "${variant}" is the term or one of its labels`,
          );
        }
        const labelOf = labelled.get(variant);
        if (labelOf && labelOf !== term) {
          fail(
            file,
            term.line,
            `${term.id}: the variant "${variant}" is a label of "${labelOf.id}" (line ${labelOf.line}): the lint passes labels, so it would never fail on this variant`,
          );
        }
        const other = chosen.get(variant);
        if (other && other !== term) {
          fail(
            file,
            term.line,
            `${term.id}: the variant "${variant}" is the term of "${other.id}" (line ${other.line})`,
          );
        }
      }
    }
  }
  return terms;
}

/**
 * The glossary's groups within search's limits: each reader's search
 * builds a table that grows with the square of a group's size.
 */
function checkSizes(terms: GlossaryTerm[], file: string): GlossaryTerm[] {
  let total = 0;
  for (const term of terms) {
    const [words] = synonymGroups([term]);
    total += words!.length;
    if (words!.length > MAX_SYNONYM_GROUP) {
      fail(
        file,
        term.line,
        `${term.id}: ${words!.length} search words (term and synonyms, both locales): at most ${MAX_SYNONYM_GROUP} (MAX_SYNONYM_GROUP)`,
      );
    }
    if (total > MAX_SYNONYM_WORDS) {
      fail(
        file,
        term.line,
        `${term.id}: the glossary passes ${MAX_SYNONYM_WORDS} search words here (MAX_SYNONYM_WORDS)`,
      );
    }
  }
  return terms;
}

/** Reads the project's glossary (or another file). */
export function loadGlossary(file: string = GLOSSARY_FILE): GlossaryTerm[] {
  return parseGlossary(readFileSync(file, 'utf8'), file);
}

/**
 * Groups of words search treats as one: each term's words in both locales
 * (term, labels, synonyms), so a query in either language or in a reader's
 * own word finds the page that uses ours.
 */
export function synonymGroups(terms: readonly GlossaryTerm[]): string[][] {
  return terms.map((term) => {
    const words = new Map<string, string>();
    for (const word of wordsOf(term)) {
      // Search ignores case: B2C and b2c are one word.
      if (!words.has(word.toLowerCase())) words.set(word.toLowerCase(), word);
    }
    return [...words.values()];
  });
}

/**
 * Words that name a different task for each reader, with each reader's
 * page: the search words of each term that has `readers`, and the words
 * whose reader's page comes first (`owners`; `first`: the term itself,
 * as the whole query). For a term with a page for each reader, a word of
 * the term asked with an asker's word (`askers`) is that reader's, unless
 * the other reader owns it: the pair as one word, the asker's word first
 * (customer money back), which search forms from a question's glossary
 * words.
 */
export function readingGroups(terms: readonly GlossaryTerm[]): {
  words: string[];
  pages: string[];
  owned?: {page: string; words: string[]; alone?: boolean}[];
}[] {
  const words = synonymGroups(terms);
  const askers = terms.flatMap((term) =>
    Object.entries(term.askers).map(([reader, list]) => ({
      reader: reader as GlossaryReader,
      list,
    })),
  );
  return terms.flatMap((term, n) => {
    const pages = Object.values(term.readers);
    const group = [...words[n]!];
    const owned: {page: string; words: string[]; alone?: boolean}[] =
      Object.entries(term.owners).map(([reader, list]) => ({
        page: term.readers[reader as GlossaryReader]!,
        words: list,
      }));
    if (term.first) {
      owned.push({
        page: term.readers[term.first]!,
        words: [term.en, term['zh-TW']],
        alone: true,
      });
    }
    for (const {reader, list} of new Set(pages).size > 1 ? askers : []) {
      const page = term.readers[reader];
      if (!page) continue;
      // A word the other reader owns stays theirs (匯款退回 is the buyer's).
      const theirs = new Set(
        Object.entries(term.owners)
          .filter(([owner]) => owner !== reader)
          .flatMap(([, owned]) => owned.map((word) => word.toLowerCase())),
      );
      const asked = list.flatMap((asker) =>
        words[n]!.filter((word) => !theirs.has(word.toLowerCase())).map(
          (word) => `${asker} ${word}`,
        ),
      );
      group.push(...asked);
      owned.push({page, words: asked});
    }
    return pages.length > 0
      ? [{words: group, pages, ...(owned.length > 0 && {owned})}]
      : [];
  });
}
