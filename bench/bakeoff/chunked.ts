/**
 * A prototype of our engine with a chunked index, for the bake-off: the
 * same records, terms and scores as the one-file index, split so that a
 * query fetches only what its terms need (the layout Pagefind uses):
 *
 * - a manifest: the record count, the average length of each field, the
 *   first term of every postings chunk, and the first characters that have
 *   a vocabulary chunk;
 * - vocabulary chunks, one per first character: the terms that start with
 *   it (a query term's prefix and typo expansions are looked up there);
 * - postings chunks, the sorted vocabulary cut into pieces of about
 *   {@link CHUNK_BYTES}: for each term, its records with the field, the
 *   term's count and the field's length (what BM25 needs);
 * - one fragment per page: what its result row shows (records' headings
 *   and text).
 *
 * The results are the one-file engine's (the scores need exactly these
 * numbers); what a query costs is the manifest, the vocabulary chunks of
 * its terms' first characters, the postings chunks of every term the
 * engine could expand them to (prefix, or within two edits: the engine's
 * widest typo tolerance) and the fragments of the first five pages.
 */
import {pageOf} from '@paynow-docs/search-engine';
import {isHan, queryTerms, tokenize} from '@paynow-docs/search-engine';
import type {SearchRecord} from '@paynow-docs/search-engine';
import {gzipSize as gz} from '../units.ts';

/** Target size of a postings chunk, raw JSON bytes. */
export const CHUNK_BYTES = 12_000;

/** The widest typo tolerance of the engine (MiniSearch's `maxFuzzy`). */
const MAX_EDITS = 2;

/** The text of each field the engine indexes, in its order (heading, title, area, content). */
function fieldsOf(record: SearchRecord): string[] {
  const {hierarchy: h} = record;
  const heading =
    (record.type === 'lvl3'
      ? h.lvl3
      : record.type === 'lvl2'
        ? h.lvl2
        : h.lvl1) ?? h.lvl1;
  return [heading, h.lvl1, h.lvl0, record.content];
}

export interface ChunkedIndex {
  manifest: string;
  /** Vocabulary chunk by first character. */
  vocabulary: Map<string, {terms: string[]; text: string}>;
  /** Postings chunks in term order, each with its first term. */
  chunks: {first: string; text: string}[];
  /** Fragment by page URL. */
  fragments: Map<string, string>;
  /** Gzip size of each file, memoized. */
  gzipOf: (text: string) => number;
}

/** Splits the records of an index file into the chunked layout. */
export function chunkIndex(
  records: readonly SearchRecord[],
  chunkBytes = CHUNK_BYTES,
): ChunkedIndex {
  const postings = new Map<string, number[]>();
  const lengthSums = [0, 0, 0, 0];
  for (const record of records) {
    fieldsOf(record).forEach((text, field) => {
      const terms = tokenize(text).map((term) => term.toLowerCase());
      lengthSums[field]! += terms.length;
      const counts = new Map<string, number>();
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const [term, count] of counts) {
        const list = postings.get(term) ?? [];
        list.push(record.id, field, count, terms.length);
        postings.set(term, list);
      }
    });
  }
  const sorted = [...postings.keys()].sort();
  const chunks: {first: string; text: string}[] = [];
  let current: Record<string, number[]> = {};
  let size = 0;
  let first = '';
  const flush = () => {
    if (size === 0) return;
    chunks.push({first, text: JSON.stringify(current)});
    current = {};
    size = 0;
  };
  for (const term of sorted) {
    if (size === 0) first = term;
    current[term] = postings.get(term)!;
    size += term.length + 4 * postings.get(term)!.length + 4;
    if (size >= chunkBytes) flush();
  }
  flush();
  const vocabulary = new Map<string, {terms: string[]; text: string}>();
  for (const term of sorted) {
    const key = Array.from(term)[0]!;
    const entry = vocabulary.get(key) ?? {terms: [], text: ''};
    entry.terms.push(term);
    vocabulary.set(key, entry);
  }
  for (const entry of vocabulary.values())
    entry.text = JSON.stringify(entry.terms);
  const pages = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const url = pageOf(record.url);
    pages.set(url, [...(pages.get(url) ?? []), record]);
  }
  const fragments = new Map(
    [...pages].map(([url, list]) => [
      url,
      JSON.stringify(
        list.map(({url: at, type, hierarchy, crumbs, content}) => ({
          url: at,
          type,
          hierarchy,
          crumbs,
          content,
        })),
      ),
    ]),
  );
  const manifest = JSON.stringify({
    records: records.length,
    averageFieldLength: lengthSums.map((sum) => sum / records.length),
    chunks: chunks.map((chunk) => chunk.first),
    vocabulary: [...vocabulary.keys()].join(''),
  });
  const cache = new Map<string, number>();
  return {
    manifest,
    vocabulary,
    chunks,
    fragments,
    gzipOf: (text) => {
      let size = cache.get(text);
      if (size === undefined) cache.set(text, (size = gz(text)));
      return size;
    },
  };
}

/** Levenshtein distance of two terms, stopping above `max`. */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      best = Math.min(best, row[j]!);
    }
    if (best > max) return false;
    previous = row;
  }
  return previous[b.length]! <= max;
}

/** The chunk holding `term` (the last whose first term is not after it). */
function chunkOf(index: ChunkedIndex, term: string): number {
  let low = 0;
  let high = index.chunks.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (index.chunks[mid]!.first <= term) low = mid;
    else high = mid - 1;
  }
  return low;
}

export interface ChunkedCost {
  manifest: number;
  vocabulary: number;
  postings: number;
  fragments: number;
  total: number;
  /** Files fetched. */
  files: number;
}

/**
 * The gzip bytes a query fetches to show `pages` (its first results, page
 * URLs as the engine returns them).
 */
export function queryCost(
  index: ChunkedIndex,
  query: string,
  pages: readonly string[],
): ChunkedCost {
  const vocabularyKeys = new Set<string>();
  const chunkIds = new Set<number>();
  for (const term of queryTerms(query)) {
    const key = Array.from(term)[0]!;
    const entry = index.vocabulary.get(key);
    if (!entry) continue;
    vocabularyKeys.add(key);
    const expanded = isHan(term)
      ? entry.terms.filter((candidate) => candidate === term)
      : entry.terms.filter(
          (candidate) =>
            candidate.startsWith(term) ||
            withinEdits(term, candidate, MAX_EDITS),
        );
    for (const candidate of expanded) chunkIds.add(chunkOf(index, candidate));
  }
  const {gzipOf} = index;
  const cost = {
    manifest: gzipOf(index.manifest),
    vocabulary: [...vocabularyKeys].reduce(
      (sum, key) => sum + gzipOf(index.vocabulary.get(key)!.text),
      0,
    ),
    postings: [...chunkIds].reduce(
      (sum, id) => sum + gzipOf(index.chunks[id]!.text),
      0,
    ),
    fragments: pages.reduce(
      (sum, url) => sum + gzipOf(index.fragments.get(url) ?? ''),
      0,
    ),
  };
  return {
    ...cost,
    total: cost.manifest + cost.vocabulary + cost.postings + cost.fragments,
    files: 1 + vocabularyKeys.size + chunkIds.size + pages.length,
  };
}
