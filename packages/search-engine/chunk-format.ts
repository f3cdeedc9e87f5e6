/**
 * The chunked index's files and what its build and its search share: the
 * manifest's shape, head, tail and name entries, a page's impact, and
 * lookups over sorted lists (see chunks.ts for the design).
 */
import {MORE_SECTIONS_WEIGHT} from './page-rank.ts';
import type {SearchIndexFile} from './types.ts';

/**
 * Target size of a shard file, raw JSON characters (a head or records
 * shard is a quarter of it). A query reads one or a few entries of each
 * shard it opens, so smaller shards cost it fewer bytes; the manifest
 * lists only each head's first term and each records shard's first page.
 * The first results of "refund" at 16 000 and 8 000 (index files, gzip,
 * en/zh-TW): 47/45 and 40/36 kB at 1×, 65/65 and 49/50 kB at 5×, 78/85
 * and 60/64 kB at 20×; twice the files (1 500–2 200 per locale at 20×).
 */
export const SHARD_CHARS = 8_000;

/** Pages in a term's head: the first part read for it. */
export const HEAD_PAGES = 12;

/**
 * A page's postings of a term: the page, then each record the term is in
 * and its score there, negative when the term is only in the page's area
 * or keywords (not in the record's heading, title or text).
 */
export type PagePostings = number[];

/** A term's head: term, its pages, then its other parts: tail file number and highest impact. */
export type HeadEntry = [term: string, pages: PagePostings[], tail: number[][]];

/** A part of a term's tail: term, part number (1 on), its pages. */
export type TailEntry = [term: string, part: number, pages: PagePostings[]];

/** Names of pages: a name, normalised, and its pages, each with how strongly (2 title, 1 area or keyword). */
export type NameEntry = [name: string, pages: number[]];

/**
 * A glossary word of several spaced words (`get paid`) is a term of its
 * own, prefixed with this: the records holding it whole (the reader's own
 * words, ranked above the glossary's other words).
 */
export const PHRASE_MARK = '\u0001';

/**
 * A name of the names shards prefixed with this: the pages that are a
 * reader's page of the word (a glossary word of a longer query counts
 * through these only).
 */
export const READING_MARK = '\u0002';

/** The manifest of a chunked index. */
export interface IndexManifest extends Omit<SearchIndexFile, 'records'> {
  chunked: {
    pages: number;
    /** Runs of pages with one filter: first page, language, docs tag. */
    filters: [first: number, language: string, tag: string][];
    /**
     * Runs of pages of one area (one `lvl0`): first page, and the path
     * below the base URL that the folders of its pages share (areas.ts).
     * Optional: an index without it searches with no area.
     */
    areas?: [first: number, path: string][];
    /**
     * What follows a shard's name (`head-3`) in its file's name: one hash
     * of all the shards (`.<hash>.json`), so the manifest names no file
     * ({@link shardFile}). Per-file hashes made it grow with every shard:
     * 33 of the 86 kB the first results read at 20× (zh-TW).
     */
    suffix: string;
    /** The first term of each head shard (`head-<n>`), in term order. */
    heads: string[];
    /** How many tail shards (`tail-<n>`) there are. */
    tails: number;
    /** How many name shards (`names-<n>`, by {@link nameBucket}) there are. */
    names: number;
    /** The first page of each records shard (`records-<n>`), in page order. */
    records: number[];
  };
}

/** The file of a shard (`vocabulary`, `head-3`) of a chunked index. */
export function shardFile(
  {suffix}: IndexManifest['chunked'],
  shard: string,
): string {
  return shard + suffix;
}

/** A chunked index: each shard by its name (`head-3`), and its files. */
export interface ChunkedIndex {
  shards: Map<string, string>;
  /** The manifest, and each shard by its file's name: its name and `suffix` ({@link shardFile}). */
  files: (suffix: string) => {
    manifest: IndexManifest;
    files: Map<string, string>;
  };
}

/** The name file of a name: a hash of it (FNV-1a) over the files. */
export function nameBucket(name: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let n = 0; n < name.length; n += 1) {
    hash ^= name.charCodeAt(n);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % buckets;
}

/**
 * Significant digits a score is stored to: fewer bytes, at the cost of
 * ordering two pages whose scores agree to this many digits by page.
 */
export const SCORE_DIGITS = 4;

/**
 * A page's impact for a term: its best record's score and a tenth of the
 * next two (as a page's score counts its sections), the most the term can
 * add to the page's score for each query word that reaches it.
 */
export function impactOf(entry: PagePostings): number {
  let first = 0;
  let second = 0;
  let third = 0;
  for (let n = 2; n < entry.length; n += 2) {
    const score = Math.abs(entry[n]!);
    if (score > first) [first, second, third] = [score, first, second];
    else if (score > second) [second, third] = [score, second];
    else if (score > third) third = score;
  }
  return first + MORE_SECTIONS_WEIGHT * (second + third);
}

/** The last shard whose first key (of `firsts`, in order) is not after `key`. */
export function shardOf<K>(firsts: readonly K[], key: K): number {
  let low = 0;
  let high = firsts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (firsts[mid]! <= key) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** How strongly a page's names match any of `wanted`: 2 its title, 1.75 or 1.5 a reading, 1 its area or a keyword. */
export function rankOf(
  names: Map<string, number[]>,
  wanted: string[],
  page: number,
): number {
  let best = 0;
  for (const name of wanted) {
    const list = names.get(name);
    if (!list) continue;
    for (let n = 0; n < list.length; n += 2)
      if (list[n] === page) best = Math.max(best, list[n + 1]!);
  }
  return best;
}

/** The first position in `sorted` not before `key`. */
export function lowerBound(sorted: string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether `sorted` holds `key`. */
export function binaryHas(sorted: string[], key: string): boolean {
  return sorted[lowerBound(sorted, key)] === key;
}
