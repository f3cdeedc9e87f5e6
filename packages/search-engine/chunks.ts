/**
 * The index of a locale in pieces, ranked so that a query can stop early:
 * the bytes a query reads grow with what it shows, not with the site.
 *
 * - a manifest: what the index says about itself (site, popular pages,
 *   synonyms), the page count, each page's filters (runs of pages with one
 *   language and docs tag) and the files below;
 * - the vocabulary: every term, sorted (a query term's prefix and typo
 *   expansions, and the Han terms the engine knows, are read there);
 * - postings, by term and grouped by page: each page with each of its
 *   records the term is in and the term's score there (BM25 over every
 *   field with its boost, from the whole index's statistics: computed at
 *   build time, so a query needs no statistics), pages in order of impact
 *   (their best record's score). A term's first {@link HEAD_PAGES} pages
 *   (its head) are in a head file with the other terms' heads, in term
 *   order, with the directory of its other parts (each twice as long as
 *   the one before, in tail files) and the highest impact of each;
 * - names: a page's title, area and keywords (a query equal to one ranks
 *   the page first), normalised, in files by a hash of the name;
 * - records: whole pages, with their text, for the results shown.
 *
 * A query reads the vocabulary, the names it could be, and the head of
 * each term it expands to, then ranks the pages seen (MiniSearch's own
 * scoring, replayed over the postings read). It stops once the first
 * `hitsPerPage` pages are known exactly and no page unseen or partly seen
 * can outrank the last of them: the score a page can still gain from a
 * term is at most the term's next unread part's highest impact, and the
 * tiers above the score (name, Han phrase whole, the reader's own word)
 * are counted as won by any page not known. Otherwise it reads the next
 * part of the term that bounds the most, and ranks again. The true count
 * of results needs every part: {@link ChunkedSearch.search} with
 * `complete`. Pure code: files are read through a given function.
 */
import MiniSearch, {type Query} from 'minisearch';
import {
  FIELD_BOOSTS,
  MORE_SECTIONS_WEIGHT,
  byPage,
  bySection,
  fuzzy,
  indexOptions,
  pageOf,
  prefix,
  readQuery,
  settlePage,
  toPageHit,
  type Asked,
  type RankedPage,
  type RankedSection,
} from './engine.ts';
import {normalizeText, synonymTable} from './clauses.ts';
import {isHan, tokenizeQuery} from './terms.ts';
import {INDEX_VERSION, indexFileName, shardFileName} from './format.ts';
import {
  type SearchFilters,
  type SearchIndexFile,
  type SearchParams,
  type SearchRecord,
  type SearchResponse,
} from './types.ts';

/** Target size of a shard file, raw JSON characters. */
export const SHARD_CHARS = 16_000;

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

/** The manifest of a chunked index. */
export interface IndexManifest extends Omit<SearchIndexFile, 'records'> {
  chunked: {
    pages: number;
    /** Runs of pages with one filter: first page, language, docs tag. */
    filters: [first: number, language: string, tag: string][];
    vocabulary: string;
    /** Head files, in term order: file and first term. */
    heads: {file: string; first: string}[];
    /** Tail files, by number. */
    tails: string[];
    /** Name files, by {@link nameBucket}. */
    names: string[];
    /** Records files: file and first page, in page order. */
    records: {file: string; first: number}[];
  };
}

/** A chunked index: the manifest, and each shard by a name without its hash. */
export interface ChunkedIndex {
  manifest: (names: (shard: string, text: string) => string) => IndexManifest;
  shards: Map<string, string>;
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

function cut<T>(items: T[], size: (item: T) => number, max: number): T[][] {
  const pieces: T[][] = [];
  let piece: T[] = [];
  let chars = 0;
  for (const item of items) {
    piece.push(item);
    chars += size(item);
    if (chars >= max) {
      pieces.push(piece);
      piece = [];
      chars = 0;
    }
  }
  if (piece.length > 0) pieces.push(piece);
  return pieces;
}

/** MiniSearch's BM25+ (its defaults). */
function bm25(
  termFreq: number,
  matching: number,
  total: number,
  fieldLength: number,
  averageLength: number,
): number {
  const k = 1.2;
  const b = 0.7;
  const d = 0.5;
  const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return (
    idf *
    (d +
      (termFreq * (k + 1)) /
        (termFreq + k * (1 - b + (b * fieldLength) / averageLength)))
  );
}

/** Scores are stored to four significant digits. */
function round(score: number): number {
  return Number(score.toPrecision(4));
}

/** A term's serialized postings: field id → record id → count. */
type FieldPostings = Record<string, Record<string, number>>;

/**
 * Splits an index file into a chunked index. `manifest(name)` gives the
 * manifest once each shard is written under the file name `name` returns
 * for it (a content hash, say). Throws when a page's records are not
 * consecutive: a records shard holds whole pages.
 */
export function chunkIndex(
  index: SearchIndexFile,
  {
    shardChars = SHARD_CHARS,
    headPages = HEAD_PAGES,
  }: {shardChars?: number; headPages?: number} = {},
): ChunkedIndex {
  const {records, ...rest} = index;
  const pageOfRecord: number[] = [];
  const pages: SearchRecord[][] = [];
  const seen = new Set<string>();
  records.forEach((record, id) => {
    if (record.id !== id) {
      throw new Error(
        `Search record ${id} has the id ${record.id}: ids must be positions.`,
      );
    }
    const page = pageOf(record.url);
    const last = pages.at(-1);
    if (last && pageOf(last[0]!.url) === page) {
      last.push(record);
    } else {
      if (seen.has(page)) {
        throw new Error(
          `The search records of ${page} are not consecutive (record ${id}).`,
        );
      }
      seen.add(page);
      pages.push([record]);
    }
    pageOfRecord.push(pages.length - 1);
  });

  const miniSearch = new MiniSearch<SearchRecord>(indexOptions());
  miniSearch.addAll(records);
  const json = miniSearch.toJSON();
  const fieldIds = json.fieldIds;
  const fieldLength = json.fieldLength as unknown as Record<string, number[]>;
  const boosts = FIELD_BOOSTS as Record<string, number>;
  const textFields = new Set(
    ['heading', 'title', 'content'].map((field) => fieldIds[field]),
  );
  const postings = new Map<string, Map<number, number>>();
  for (const [term, fields] of json.index as unknown as [
    string,
    FieldPostings,
  ][]) {
    const scores = new Map<number, number>();
    const inText = new Set<number>();
    for (const [field, fieldId] of Object.entries(fieldIds)) {
      const counts = fields[fieldId];
      if (!counts) continue;
      const matching = Object.keys(counts).length;
      for (const [id, count] of Object.entries(counts)) {
        const record = Number(id);
        const score =
          (boosts[field] ?? 1) *
          bm25(
            count,
            matching,
            json.documentCount,
            fieldLength[id]![fieldId]!,
            json.averageFieldLength[fieldId]!,
          );
        scores.set(record, (scores.get(record) ?? 0) + score);
        if (textFields.has(fieldId)) inText.add(record);
      }
    }
    for (const [record, score] of scores) {
      scores.set(record, inText.has(record) ? round(score) : -round(score));
    }
    postings.set(term, scores);
  }
  // The glossary's words of several spaced words, found whole.
  const phrases = [
    ...new Set(
      (index.synonyms ?? [])
        .flat()
        .map(normalizeText)
        .filter((word) => !isHan(word) && word.includes(' ')),
    ),
  ];
  for (const phrase of phrases) {
    const found = new Map<number, number>();
    for (const record of records) {
      const text = ` ${normalizeText(textOf(record))} `;
      if (text.includes(` ${phrase} `)) found.set(record.id, 0);
    }
    if (found.size > 0) postings.set(PHRASE_MARK + phrase, found);
  }

  const terms = [...postings.keys()].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const shards = new Map<string, string>();
  shards.set(
    'vocabulary',
    JSON.stringify(
      terms.filter((term) => !isHan(term) && !term.startsWith(PHRASE_MARK)),
    ),
  );

  // Each term's pages by impact, cut into a head and parts twice as long each time.
  const heads: HeadEntry[] = [];
  const tailEntries: TailEntry[] = [];
  for (const term of terms) {
    const byPageId = new Map<number, PagePostings>();
    for (const [record, score] of postings.get(term)!) {
      const page = pageOfRecord[record]!;
      const entry = byPageId.get(page) ?? [page];
      entry.push(record, score);
      byPageId.set(page, entry);
    }
    const ranked = [...byPageId.values()].sort(
      (a, b) => impactOf(b) - impactOf(a) || a[0]! - b[0]!,
    );
    const head: HeadEntry = [term, ranked.slice(0, headPages), []];
    heads.push(head);
    let from = headPages;
    for (let part = 1, size = headPages * 2; from < ranked.length; part += 1) {
      const pieces = ranked.slice(from, from + size);
      tailEntries.push([term, part, pieces]);
      head[2].push([-1, impactOf(pieces[0]!)]);
      from += size;
      size *= 2;
    }
  }
  const size = (entry: unknown) => JSON.stringify(entry).length;
  const tailFiles = cut(tailEntries, size, shardChars);
  tailFiles.forEach((piece, n) => {
    for (const [term, part] of piece) {
      const head = heads[terms.indexOf(term)]!;
      head[2][part - 1]![0] = n;
    }
    shards.set(`tail-${n}`, JSON.stringify(piece));
  });
  const headFiles = cut(heads, size, shardChars / 4).map((piece, n) => {
    shards.set(`head-${n}`, JSON.stringify(piece));
    return {name: `head-${n}`, first: piece[0]![0]};
  });

  // Names: title (2), area and keywords (1).
  const names = new Map<string, Map<number, number>>();
  const name = (text: string, page: number, rank: number) => {
    const key = normalizeText(text);
    if (!key) return;
    const list = names.get(key) ?? new Map<number, number>();
    list.set(page, Math.max(list.get(page) ?? 0, rank));
    names.set(key, list);
  };
  pages.forEach(([first], page) => {
    name(first!.hierarchy.lvl1, page, 2);
    for (const other of [first!.hierarchy.lvl0, ...(first!.keywords ?? [])])
      name(other, page, 1);
  });
  const nameEntries: NameEntry[] = [...names].map(([key, list]) => [
    key,
    [...list].flat(),
  ]);
  const buckets = Math.max(
    1,
    Math.ceil((4 * size(nameEntries)) / Math.max(1, shardChars)),
  );
  const nameFiles: NameEntry[][] = Array.from({length: buckets}, () => []);
  for (const entry of nameEntries)
    nameFiles[nameBucket(entry[0], buckets)]!.push(entry);
  nameFiles.forEach((piece, n) =>
    shards.set(`names-${n}`, JSON.stringify(piece)),
  );

  const recordFiles = cut(pages, size, shardChars / 4).map((piece, n) => {
    shards.set(`records-${n}`, JSON.stringify(piece));
    return {name: `records-${n}`, first: pageOfRecord[piece[0]![0]!.id]!};
  });

  const filters: IndexManifest['chunked']['filters'] = [];
  pages.forEach(([first], page) => {
    const last = filters.at(-1);
    if (
      !last ||
      last[1] !== first!.language ||
      last[2] !== first!.docusaurus_tag
    ) {
      filters.push([page, first!.language, first!.docusaurus_tag]);
    }
  });

  return {
    shards,
    manifest: (named) => ({
      ...rest,
      chunked: {
        pages: pages.length,
        filters,
        vocabulary: named('vocabulary', shards.get('vocabulary')!),
        heads: headFiles.map(({name: shard, first}) => ({
          file: named(shard, shards.get(shard)!),
          first,
        })),
        tails: tailFiles.map((_, n) =>
          named(`tail-${n}`, shards.get(`tail-${n}`)!),
        ),
        names: nameFiles.map((_, n) =>
          named(`names-${n}`, shards.get(`names-${n}`)!),
        ),
        records: recordFiles.map(({name: shard, first}) => ({
          file: named(shard, shards.get(shard)!),
          first,
        })),
      },
    }),
  };
}

/** The text a Han phrase or a glossary phrase must be found whole in. */
function textOf(record: SearchRecord): string {
  const {lvl1, lvl2, lvl3} = record.hierarchy;
  const heading =
    (record.type === 'lvl3' ? lvl3 : record.type === 'lvl2' ? lvl2 : lvl1) ??
    lvl1;
  return `${heading}\n${lvl1}\n${record.content}`;
}

/**
 * A page's impact for a term: its best record's score and a tenth of the
 * next two (as a page's score counts its sections), the most the term can
 * add to the page's score for each query word that reaches it.
 */
function impactOf(entry: PagePostings): number {
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

/** The edit distance of two terms (Levenshtein, as MiniSearch's), or Infinity above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let previous = Array.from({length: b.length + 1}, (_, n) => n);
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
    if (best > max) return Infinity;
    previous = row;
  }
  return previous[b.length]! <= max ? previous[b.length]! : Infinity;
}

/** The last shard whose first key is not after `key`. */
function shardOf<K>(shards: readonly {first: K}[], key: K): number {
  let low = 0;
  let high = shards.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (shards[mid]!.first <= key) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The words of a MiniSearch query tree. */
function wordsOf(query: Query, into: string[] = []): string[] {
  if (typeof query === 'string') into.push(query);
  else if (typeof query === 'object' && 'queries' in query)
    for (const q of query.queries) wordsOf(q, into);
  return into;
}

/** A query word as MiniSearch reads it, with the indexed terms it reaches and each one's weight. */
interface Leaf {
  term: string;
  /** Indexed term → weight × term boost. */
  reaches: Map<string, number>;
}

/** A query tree with its words read: MiniSearch's AND/OR over words. */
type Node = {leaf: Leaf} | {combineWith: 'AND' | 'OR'; nodes: Node[]};

/** Matches of records: score, the query words matched, the indexed terms matched. */
interface Match {
  score: number;
  words: string[];
  terms: Set<string>;
}

function unite(target: string[], source: string[]): void {
  for (const word of source) if (!target.includes(word)) target.push(word);
}

function combine(
  results: Map<number, Match>[],
  combineWith: 'AND' | 'OR',
): Map<number, Match> {
  if (results.length === 0) return new Map();
  return results.reduce((a, b) => {
    const combined = new Map<number, Match>();
    if (combineWith === 'OR') {
      for (const [id, match] of a) combined.set(id, {...match});
      for (const [id, match] of b) {
        const existing = combined.get(id);
        if (!existing) {
          combined.set(id, {...match});
        } else {
          combined.set(id, {
            score: existing.score + match.score,
            words: [...existing.words],
            terms: new Set([...existing.terms, ...match.terms]),
          });
          unite(combined.get(id)!.words, match.words);
        }
      }
    } else {
      for (const [id, existing] of a) {
        const match = b.get(id);
        if (!match) continue;
        const words = [...existing.words];
        unite(words, match.words);
        combined.set(id, {
          score: existing.score + match.score,
          words,
          terms: new Set([...existing.terms, ...match.terms]),
        });
      }
    }
    return combined;
  });
}

/** A term's parts read so far: its records' scores by page, and what is left. */
interface TermState {
  /** Page → its records and scores. */
  pages: Map<number, PagePostings>;
  /** Its unread parts: tail file and highest impact, in order. */
  left: number[][];
  /** Whether its head is read. */
  headRead: boolean;
  /** The number of its next unread part. */
  next: number;
}

/** The engine's search over a chunked index: it reads only the files a query needs. */
export interface ChunkedSearch {
  /**
   * The results of `params`. The first `(page + 1) × hitsPerPage` pages
   * are exact; `nbHits` counts the pages found so far, at least that many,
   * and is the true count when the answer says `complete` (`complete`
   * asked for reads every part the query needs).
   */
  search(params: SearchParams): Promise<SearchResponse>;
  /** The files read so far (the manifest excluded). */
  loaded(): string[];
}

/**
 * Searches a chunked index. `read` gives a shard file's text (the browser
 * fetches it; Node reads it). Files are read once and kept; a failed read
 * is tried again by the next search.
 */
export function chunkedSearch(
  manifest: IndexManifest,
  read: (file: string) => Promise<string>,
): ChunkedSearch {
  if (manifest.version !== INDEX_VERSION || !manifest.chunked) {
    throw new Error(
      `The search manifest is not of version ${INDEX_VERSION}: rebuild the site.`,
    );
  }
  const {chunked} = manifest;
  const table = synonymTable(manifest.synonyms ?? []);
  const files = new Map<string, Promise<unknown>>();
  const load = <T>(file: string): Promise<T> => {
    let text = files.get(file);
    if (!text) {
      text = read(file).then((body) => JSON.parse(body) as unknown);
      text.catch(() => files.delete(file));
      files.set(file, text);
    }
    return text as Promise<T>;
  };

  let loaded: Promise<string[]> | undefined;
  const vocabularyOf = () =>
    (loaded ??= load<string[]>(chunked.vocabulary)).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });

  /** Terms by what is known of them, kept across searches. */
  const states = new Map<string, TermState>();
  /** The page of each record read so far. */
  const pageOfRecord = new Map<number, number>();
  const note = (entry: PagePostings) => {
    for (let n = 1; n < entry.length; n += 2)
      pageOfRecord.set(entry[n]!, entry[0]!);
    return entry;
  };

  async function readHeads(terms: string[]): Promise<void> {
    const wanted = terms.filter((term) => !states.get(term)?.headRead);
    const shardFiles = [
      ...new Set(wanted.map((term) => shardOf(chunked.heads, term))),
    ];
    const lists = await Promise.all(
      shardFiles.map((n) => load<HeadEntry[]>(chunked.heads[n]!.file)),
    );
    const set = new Set(wanted);
    for (const list of lists) {
      for (const [term, pages, tail] of list) {
        if (!set.has(term) || states.get(term)?.headRead) continue;
        states.set(term, {
          pages: new Map(pages.map((entry) => [entry[0]!, note(entry)])),
          left: tail,
          headRead: true,
          next: 1,
        });
      }
    }
    for (const term of wanted) {
      if (!states.has(term))
        states.set(term, {
          pages: new Map(),
          left: [],
          headRead: true,
          next: 1,
        });
    }
  }

  async function readNext(term: string): Promise<void> {
    const state = states.get(term)!;
    const next = state.left[0];
    if (!next) return;
    const number = state.next;
    const list = await load<TailEntry[]>(chunked.tails[next[0]!]!);
    if (state.next !== number) return;
    for (const [entryTerm, entryPart, pages] of list) {
      if (entryTerm !== term || entryPart !== number) continue;
      for (const entry of pages) state.pages.set(entry[0]!, note(entry));
    }
    state.left = state.left.slice(1);
    state.next += 1;
  }

  /** A spaced word's reach, kept: a reader types the same words again and again. */
  const reached = new Map<string, Leaf>();

  /** The indexed terms a query word reaches, as MiniSearch's search does, with their weights. */
  function reach(
    term: string,
    options: {fuzzy?: false; boost: number},
    vocabulary: string[],
  ): Leaf {
    const key = `${term} ${options.fuzzy} ${options.boost}`;
    const known = isHan(term) ? undefined : reached.get(key);
    if (known) return known;
    const leaf = reachOf(term, options, vocabulary);
    if (!isHan(term)) reached.set(key, leaf);
    return leaf;
  }

  function reachOf(
    term: string,
    options: {fuzzy?: false; boost: number},
    vocabulary: string[],
  ): Leaf {
    const reaches = new Map<string, number>();
    const add = (indexed: string, weight: number) =>
      reaches.set(
        indexed,
        (reaches.get(indexed) ?? 0) + weight * options.boost,
      );
    const exact = isHan(term)
      ? Boolean(states.get(term)?.pages.size)
      : binaryHas(vocabulary, term);
    if (exact) add(term, 1);
    const wide = prefix(term, 0, [term]);
    const edits = options.fuzzy === false ? false : fuzzy(term);
    const prefixed = new Set<string>();
    if (wide) {
      for (
        let n = lowerBound(vocabulary, term);
        n < vocabulary.length && vocabulary[n]!.startsWith(term);
        n += 1
      ) {
        const indexed = vocabulary[n]!;
        const distance = indexed.length - term.length;
        if (!distance) continue;
        prefixed.add(indexed);
        add(
          indexed,
          (0.375 * indexed.length) / (indexed.length + 0.3 * distance),
        );
      }
    }
    if (edits) {
      for (const indexed of vocabulary) {
        if (prefixed.has(indexed) || indexed.startsWith(PHRASE_MARK)) continue;
        const distance = editDistance(term, indexed, Number(edits));
        if (!distance || distance === Infinity) continue;
        add(indexed, (0.45 * indexed.length) / (indexed.length + distance));
      }
    }
    return {term, reaches};
  }

  /** Reads a MiniSearch query of the engine into a tree of words. */
  function treeOf(
    query: Query,
    options: {fuzzy?: false; boost: number; combineWith: 'AND' | 'OR'},
    vocabulary: string[],
  ): Node {
    if (typeof query === 'string') {
      const words = tokenizeQuery(query)
        .map((word) => word.toLowerCase())
        .filter(Boolean);
      return {
        combineWith: options.combineWith,
        nodes: words.map((word) => ({leaf: reach(word, options, vocabulary)})),
      };
    }
    const spec = query as {
      queries: Query[];
      combineWith?: string;
      fuzzy?: boolean;
      boostTerm?: () => number;
    };
    const inner = {
      fuzzy: spec.fuzzy === false ? (false as const) : options.fuzzy,
      boost: spec.boostTerm ? spec.boostTerm() : options.boost,
      combineWith: (spec.combineWith?.toUpperCase() ?? options.combineWith) as
        'AND' | 'OR',
    };
    return {
      combineWith: inner.combineWith,
      nodes: spec.queries.map((q) => treeOf(q, inner, vocabulary)),
    };
  }

  function leavesOf(node: Node, into: Leaf[] = []): Leaf[] {
    if ('leaf' in node) into.push(node.leaf);
    else for (const child of node.nodes) leavesOf(child, into);
    return into;
  }

  /** The records' matches of a tree, over the postings read (records not read match nothing). */
  function evaluate(
    node: Node,
    allowed: (page: number) => boolean,
  ): Map<number, Match> {
    if ('leaf' in node) {
      const matches = new Map<number, Match>();
      for (const [indexed, weight] of node.leaf.reaches) {
        const state = states.get(indexed);
        if (!state) continue;
        for (const entry of state.pages.values()) {
          if (!allowed(entry[0]!)) continue;
          for (let n = 1; n < entry.length; n += 2) {
            const record = entry[n]!;
            const score = weight * Math.abs(entry[n + 1]!);
            const match = matches.get(record);
            if (match) {
              match.score += score;
              match.terms.add(indexed);
            } else {
              matches.set(record, {
                score,
                words: [node.leaf.term],
                terms: new Set([indexed]),
              });
            }
          }
        }
      }
      return matches;
    }
    return combine(
      node.nodes.map((child) => evaluate(child, allowed)),
      node.combineWith,
    );
  }

  const runs = chunked.filters.map(([first]) => ({first}));
  function pageAllowed(filters?: SearchFilters): (page: number) => boolean {
    if (!filters) return () => true;
    return (page) => {
      const [, language, tag] = chunked.filters[shardOf(runs, page)]!;
      return language === filters.language && filters.tags.includes(tag);
    };
  }

  async function namesOf(wanted: string[]): Promise<Map<string, number[]>> {
    const found = new Map<string, number[]>();
    const keys = [...new Set(wanted.filter(Boolean))];
    const buckets = chunked.names.length;
    await Promise.all(
      [...new Set(keys.map((key) => nameBucket(key, buckets)))].map(
        async (n) => {
          for (const [name, pages] of await load<NameEntry[]>(
            chunked.names[n]!,
          ))
            if (keys.includes(name)) found.set(name, pages);
        },
      ),
    );
    return found;
  }

  /** Ranks the pages known so far. */
  function rankKnown(
    asked: Asked,
    tree: Node,
    allowed: (page: number) => boolean,
    combineWith: 'AND' | 'OR',
    names: Map<string, number[]>,
    phraseTerms: string[][],
  ) {
    const top = {...tree, combineWith} as Node;
    const matches = evaluate(top, allowed);
    const inText = (term: string, record: number) => {
      const entry = states.get(term)?.pages.get(pageOfRecord.get(record)!);
      if (!entry) return false;
      for (let n = 1; n < entry.length; n += 2)
        if (entry[n] === record) return entry[n + 1]! >= 0;
      return false;
    };
    const pages = new Map<number, RankedPage & {page: number}>();
    for (const [record, match] of matches) {
      const page = pageOfRecord.get(record)!;
      const section: RankedSection & {id: number} = {
        id: record,
        record: undefined as unknown as SearchRecord,
        terms: [...match.terms].filter((term) => !term.startsWith(PHRASE_MARK)),
        score: match.score * (match.words.length || 1),
        exact:
          phraseTerms.length > 0 &&
          phraseTerms.every((pairs) =>
            pairs.every((pair) => inText(pair, record)),
          ),
        literal: asked.own.every(({terms, phrase}) =>
          phrase
            ? Boolean(
                states
                  .get(PHRASE_MARK + phrase)
                  ?.pages.get(page)
                  ?.some((value, n) => n % 2 === 1 && value === record),
              )
            : terms.some((term) => match.words.includes(term)),
        ),
      };
      const known = pages.get(page);
      if (known) known.sections.push(section);
      else
        pages.set(page, {
          page,
          url: String(page),
          sections: [section],
          name: rankOf(names, asked.names, page),
          alias: rankOf(names, asked.otherNames, page),
          exact: false,
          literal: false,
          score: 0,
        });
    }
    for (const page of pages.values()) {
      page.sections.sort(
        (a, b) =>
          bySection(a, b) ||
          (a as unknown as {id: number}).id - (b as unknown as {id: number}).id,
      );
      settlePage(page);
    }
    return {
      pages: [...pages.values()].sort(
        (a, b) => byPage(a, b) || a.page - b.page,
      ),
      records: matches.size,
    };
  }

  /**
   * What a query can still score on a page (`null`: a page not seen),
   * from what is read: a term's records on the page where read, else the
   * term's next unread part's highest impact. Null when the page cannot
   * match every clause of an AND.
   */
  function ceilingOf(tree: Node, pageId: number | null): number | null {
    const open = (term: string) => {
      const state = states.get(term);
      if (!state) return 0;
      const entry = pageId === null ? undefined : state.pages.get(pageId);
      return entry ? impactOf(entry) : (state.left[0]?.[1] ?? 0);
    };
    let words = 0;
    const bound = (node: Node): number | null => {
      if ('leaf' in node) {
        let sum = 0;
        for (const [term, weight] of node.leaf.reaches)
          sum += weight * open(term);
        if (sum > 0) words += 1;
        return sum > 0 ? sum : null;
      }
      const parts = node.nodes.map(bound);
      if (node.combineWith === 'AND' && parts.includes(null)) return null;
      const sum = parts.reduce<number>((total, part) => total + (part ?? 0), 0);
      return sum > 0 ? sum : null;
    };
    const sum = bound(tree);
    return sum === null ? null : sum * words;
  }

  async function search(params: SearchParams): Promise<SearchResponse> {
    const {filters, page = 0, hitsPerPage = 10} = params;
    const wanted = (page + 1) * hitsPerPage;
    const none = {hits: [], nbHits: 0, page, nbPages: 0, complete: true};
    // The Han terms the query could have are looked up in their heads (the
    // vocabulary holds the others): a pair found nowhere is left out.
    const hanAsked = new Set<string>();
    let spaced = false;
    const probe = readQuery(params.query, table, {
      has: (term: string) => Boolean(hanAsked.add(term)),
    } as unknown as ReadonlySet<string>);
    if (!probe) return none;
    for (const word of probe.clauses.flatMap((clause) => wordsOf(clause))) {
      for (const term of tokenizeQuery(word)) {
        if (isHan(term)) hanAsked.add(term);
        else spaced = true;
      }
    }
    const [vocabulary] = await Promise.all([
      spaced ? vocabularyOf() : [],
      readHeads([...hanAsked]),
    ]);
    const han = new Set(
      [...hanAsked].filter((term) => states.get(term)!.pages.size > 0),
    );
    const question = readQuery(params.query, table, han);
    if (!question) return none;
    const asked: Asked = question;
    const tree = treeOf(
      {combineWith: 'AND', queries: asked.clauses},
      {boost: 1, combineWith: 'AND'},
      vocabulary,
    );
    const leaves = leavesOf(tree);
    /** Every indexed term the query reads, with its weight over all its words. */
    const weights = new Map<string, number>();
    for (const leaf of leaves)
      for (const [term, weight] of leaf.reaches)
        weights.set(term, (weights.get(term) ?? 0) + weight);
    // A phrase's pairs beyond the query's first terms are not read: not checked.
    const phraseTerms = asked.phrases.map((phrase) =>
      tokenizeQuery(phrase).filter((pair) => weights.has(pair)),
    );
    const marks = asked.own
      .map(({phrase}) => phrase && PHRASE_MARK + phrase)
      .filter((mark): mark is string => Boolean(mark));
    const read = [...weights.keys(), ...marks];
    const [names] = await Promise.all([
      namesOf([...asked.names, ...asked.otherNames]),
      readHeads(read),
    ]);
    // A glossary phrase's records are read whole: the reader's own word is a tier.
    for (const mark of marks)
      while (states.get(mark)!.left.length > 0) await readNext(mark);
    const allowed = pageAllowed(filters);
    const namedPages = new Set(
      [...names.values()].flatMap((list) => list.filter((_, n) => n % 2 === 0)),
    );
    for (;;) {
      const exhausted = read.every(
        (term) => states.get(term)!.left.length === 0,
      );
      let ranked = rankKnown(asked, tree, allowed, 'AND', names, phraseTerms);
      if (ranked.pages.length === 0 && exhausted) {
        ranked = rankKnown(asked, tree, allowed, 'OR', names, phraseTerms);
      }
      if (exhausted) return answer(ranked.pages, true);
      if (
        ranked.pages.length > 0 &&
        !params.complete &&
        settled(ranked.pages)
      ) {
        return answer(ranked.pages, false);
      }
      // Read on: the next part of each term that bounds nearly the most.
      const gains = read.map((term) => {
        const next = states.get(term)!.left[0];
        return next ? (weights.get(term) ?? 0) * next[1]! : -1;
      });
      const most = Math.max(...gains);
      await Promise.all(
        read
          .filter((_, n) => gains[n]! >= 0 && gains[n]! >= most / 2)
          .map(readNext),
      );
    }

    /**
     * Whether the first `wanted` pages known are final (an AND matched):
     * each read whole, and no page partly read or not seen can pass the
     * last of them.
     */
    function settled(pages: (RankedPage & {page: number})[]): boolean {
      const resolved = (pageId: number) =>
        read.every((term) => {
          const state = states.get(term)!;
          return state.left.length === 0 || state.pages.has(pageId);
        });
      /** Whether a page may have a term: read on it, or in a part not read. */
      const couldHave = (term: string, pageId: number | null) => {
        const state = states.get(term);
        return Boolean(
          state &&
          ((pageId !== null && state.pages.has(pageId)) ||
            state.left.length > 0),
        );
      };
      const maybe = (pageId: number | null): RankedPage | null => {
        const score = ceilingOf(tree, pageId);
        if (score === null) return null;
        const named = pageId !== null && namedPages.has(pageId);
        return {
          url: '',
          sections: [],
          name: named ? rankOf(names, asked.names, pageId) : 0,
          alias: named ? rankOf(names, asked.otherNames, pageId) : 0,
          exact:
            phraseTerms.length > 0 &&
            phraseTerms.every((pairs) =>
              pairs.every((pair) => couldHave(pair, pageId)),
            ),
          literal: asked.own.every(({terms, phrase}) =>
            phrase
              ? pageId !== null &&
                Boolean(states.get(PHRASE_MARK + phrase)?.pages.has(pageId))
              : leaves.some(
                  (leaf) =>
                    terms.includes(leaf.term) &&
                    [...leaf.reaches.keys()].some((term) =>
                      couldHave(term, pageId),
                    ),
                ),
          ),
          score,
        };
      };
      const shown = pages.slice(0, wanted);
      // Asked only whether there are results (a count of 0 pages shown).
      if (wanted === 0) return true;
      if (shown.length < wanted || !shown.every((p) => resolved(p.page)))
        return false;
      const last = {
        ...shown.at(-1)!,
        score: ceilingOf(tree, shown.at(-1)!.page) ?? 0,
      };
      const passes = (pageId: number | null) => {
        const best = maybe(pageId);
        return best !== null && byPage(last, best) > 0;
      };
      if (passes(null)) return false;
      const others = new Set<number>(namedPages);
      for (const term of read)
        for (const pageId of states.get(term)!.pages.keys()) others.add(pageId);
      for (const {page: pageId} of shown) others.delete(pageId);
      for (const pageId of others) {
        if (allowed(pageId) && !resolved(pageId) && passes(pageId))
          return false;
      }
      return true;
    }

    async function answer(
      pages: (RankedPage & {page: number})[],
      complete: boolean,
    ): Promise<SearchResponse> {
      const shown = pages.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
      const records = await recordsOf(shown.map((p) => p.page));
      const hits = shown.map((ranked) => {
        const sections = ranked.sections.map((section) => ({
          ...section,
          record: records.get((section as unknown as {id: number}).id)!,
        }));
        return toPageHit({
          ...ranked,
          url: pageOf(sections[0]!.record.url),
          sections,
        });
      });
      return {
        hits,
        nbHits: pages.length,
        page,
        nbPages: hitsPerPage > 0 ? Math.ceil(pages.length / hitsPerPage) : 0,
        complete,
      };
    }
  }

  /** The records of pages, by id. */
  async function recordsOf(
    pages: number[],
  ): Promise<Map<number, SearchRecord>> {
    const byId = new Map<number, SearchRecord>();
    const shards = [...new Set(pages.map((p) => shardOf(chunked.records, p)))];
    await Promise.all(
      shards.map(async (n) => {
        for (const list of await load<SearchRecord[][]>(
          chunked.records[n]!.file,
        ))
          for (const record of list) byId.set(record.id, record);
      }),
    );
    return byId;
  }

  return {search, loaded: () => [...files.keys()]};
}

/** How strongly a page's names match any of `wanted`: 2 its title, 1 its area or a keyword. */
function rankOf(
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

function lowerBound(sorted: string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

function binaryHas(sorted: string[], key: string): boolean {
  return sorted[lowerBound(sorted, key)] === key;
}

/**
 * The records and what the index says about itself, as one file: every
 * records shard read (for Node tools, checks and benches).
 */
export async function wholeIndex(
  manifest: IndexManifest,
  read: (file: string) => Promise<string>,
): Promise<SearchIndexFile> {
  const about: Partial<IndexManifest> = {...manifest};
  delete about.chunked;
  return {
    ...(about as Omit<IndexManifest, 'chunked'>),
    records: await allRecords(manifest, read),
  };
}

/** Every record of a chunked index, in order (every records shard read: for Node tools and checks). */
export async function allRecords(
  manifest: IndexManifest,
  read: (file: string) => Promise<string>,
): Promise<SearchRecord[]> {
  const shards = await Promise.all(
    manifest.chunked.records.map(
      async ({file}) => JSON.parse(await read(file)) as SearchRecord[][],
    ),
  );
  return shards.flat(2);
}

/**
 * The files of a chunked index as a build writes them: the manifest
 * (`index.<hash>.json`) first, then each shard (`head-3.<hash>.json`),
 * each named by `hashOf` its text (a content hash: cacheable forever).
 */
export function indexFiles(
  index: SearchIndexFile,
  hashOf: (text: string) => string,
): {manifest: IndexManifest; files: {name: string; text: string}[]} {
  const shards: {name: string; text: string}[] = [];
  const manifest = chunkIndex(index).manifest((shard, text) => {
    const name = shardFileName(shard, hashOf(text));
    shards.push({name, text});
    return name;
  });
  const text = JSON.stringify(manifest);
  return {
    manifest,
    files: [{name: indexFileName(hashOf(text)), text}, ...shards],
  };
}
