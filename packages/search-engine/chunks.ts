/**
 * The index of a locale in pieces, so that a query fetches only what its
 * terms need:
 *
 * - a manifest: what the one-file index says about itself (site, popular
 *   pages, synonyms), the statistics BM25 scores with (record count,
 *   average length of each field), the vocabulary's file, the first term
 *   of each postings shard and the first record of each records shard;
 * - the vocabulary: every term, sorted (a query term's prefix and typo
 *   expansions, and the Han terms the engine knows, are read there);
 * - postings shards: the sorted terms cut into pieces, each term with its
 *   records and counts per field (MiniSearch's own serialized entries);
 * - records shards: consecutive records, whole pages only, without their
 *   text, with each record's field lengths; and each shard's text apart.
 *
 * A query loads the vocabulary, the postings of every term the engine
 * could expand its terms to (its own prefix and typo rules), and the
 * records those postings name, then ranks with a MiniSearch over exactly
 * those, given the whole index's statistics: the same scores, so the same
 * results, as the one-file engine. The records' text is read only for the
 * pages shown, and for ranking when the query has a Han phrase or a
 * glossary word of spaced words (found whole). Every record a query's
 * terms match is loaded (a page's rank sums its sections), so a query's
 * cost grows with the matches, not with the query alone. Pure code: files
 * are read through a given function.
 */
import MiniSearch, {type Query} from 'minisearch';
import {engineOver, fuzzy, indexOptions, pageOf, prefix} from './engine.ts';
import {isHan, tokenizeQuery} from './terms.ts';
import {INDEX_VERSION} from './format.ts';
import type {
  SearchIndexFile,
  SearchParams,
  SearchRecord,
  SearchResponse,
} from './types.ts';

/** Target size of a postings or records shard, raw JSON characters. */
export const SHARD_CHARS = 16_000;

/** A term's serialized postings: field id → record id → count. */
type Postings = Record<string, Record<string, number>>;

/** The manifest of a chunked index: the one-file index without its records. */
export interface IndexManifest extends Omit<SearchIndexFile, 'records'> {
  chunked: {
    documentCount: number;
    fieldIds: Record<string, number>;
    averageFieldLength: number[];
    vocabulary: string;
    /** Postings shards: file and first term, in term order. */
    postings: {file: string; first: string}[];
    /**
     * Records shards: file (the records without their text), file of their
     * text, and first record id, in id order.
     */
    records: {file: string; text: string; first: number}[];
  };
}

export interface RecordsShard {
  first: number;
  records: Omit<SearchRecord, 'content'>[];
  /** Each record's length of each field, by field id. */
  fieldLength: number[][];
}

/** A chunked index: the manifest, and each shard by a name without its hash. */
export interface ChunkedIndex {
  manifest: (names: (shard: string, text: string) => string) => IndexManifest;
  shards: Map<string, string>;
}

/** A record without its text (read from its shard's text file). */
function withoutText(record: SearchRecord): Omit<SearchRecord, 'content'> {
  const copy: Partial<SearchRecord> = {...record};
  delete copy.content;
  return copy as Omit<SearchRecord, 'content'>;
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

/**
 * Splits an index file into a chunked index. `manifest(name)` gives the
 * manifest once each shard is written under the file name `name` returns
 * for it (a content hash, say). Throws when a page's records are not
 * consecutive: a records shard holds whole pages.
 */
export function chunkIndex(
  index: SearchIndexFile,
  shardChars = SHARD_CHARS,
): ChunkedIndex {
  const {records, ...rest} = index;
  const miniSearch = new MiniSearch<SearchRecord>(indexOptions());
  miniSearch.addAll(records);
  const json = miniSearch.toJSON();
  const entries = json.index as unknown as [string, Postings][];
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

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
      return;
    }
    if (seen.has(page)) {
      throw new Error(
        `The search records of ${page} are not consecutive (record ${id}).`,
      );
    }
    seen.add(page);
    pages.push([record]);
  });

  const shards = new Map<string, string>();
  shards.set('vocabulary', JSON.stringify(entries.map(([term]) => term)));
  const postings = cut(
    entries,
    (entry) => JSON.stringify(entry).length,
    shardChars,
  ).map((piece, n) => {
    const name = `postings-${n}`;
    shards.set(name, JSON.stringify(piece));
    return {name, first: piece[0]![0]};
  });
  const fieldLength = json.fieldLength as unknown as Record<string, number[]>;
  const recordShards = cut(
    pages,
    (page) => JSON.stringify(page).length,
    shardChars,
  ).map((piece, n) => {
    const name = `records-${n}`;
    const list = piece.flat();
    const first = list[0]!.id;
    shards.set(
      name,
      JSON.stringify({
        first,
        records: list.map(withoutText),
        fieldLength: list.map((record) => fieldLength[record.id]!),
      } satisfies RecordsShard),
    );
    shards.set(
      `text-${n}`,
      JSON.stringify(list.map((record) => record.content)),
    );
    return {name, first};
  });

  return {
    shards,
    manifest: (names) => ({
      ...rest,
      chunked: {
        documentCount: json.documentCount,
        fieldIds: json.fieldIds,
        averageFieldLength: json.averageFieldLength,
        vocabulary: names('vocabulary', shards.get('vocabulary')!),
        postings: postings.map(({name, first}) => ({
          file: names(name, shards.get(name)!),
          first,
        })),
        records: recordShards.map(({name, first}, n) => ({
          file: names(name, shards.get(name)!),
          text: names(`text-${n}`, shards.get(`text-${n}`)!),
          first,
        })),
      },
    }),
  };
}

/** Whether `a` is within `max` edits of `b` (Levenshtein). */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
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
    if (best > max) return false;
    previous = row;
  }
  return previous[b.length]! <= max;
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

/** The engine's search over a chunked index: it reads only the files a query needs. */
export interface ChunkedSearch {
  search(params: SearchParams): Promise<SearchResponse>;
  /** The files read so far (the manifest excluded). */
  loaded(): string[];
}

/**
 * Searches a chunked index with the one-file engine's answers. `read`
 * gives a shard file's text (the browser fetches it; Node reads it).
 * Files are read once and kept.
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
  const files = new Map<string, Promise<unknown>>();
  const load = <T>(file: string): Promise<T> => {
    let text = files.get(file);
    if (!text) {
      text = read(file).then((body) => JSON.parse(body) as unknown);
      // A failed read is tried again on the next search.
      text.catch(() => files.delete(file));
      files.set(file, text);
    }
    return text as Promise<T>;
  };

  let vocabulary: Promise<{terms: string[]; han: Set<string>}> | undefined;
  const vocabularyOf = () =>
    (vocabulary ??= load<string[]>(chunked.vocabulary).then((terms) => ({
      terms,
      han: new Set(terms.filter(isHan)),
    }))).catch((error: unknown) => {
      vocabulary = undefined;
      throw error;
    });

  const options = indexOptions();

  async function search(params: SearchParams): Promise<SearchResponse> {
    const {terms, han} = await vocabularyOf();
    const empty = new MiniSearch<SearchRecord>(options);
    const none: (SearchRecord | undefined)[] = [];
    const asked = engineOver(
      empty,
      none,
      han,
      manifest.synonyms ?? [],
      chunked.documentCount,
    ).ask(params.query);
    const wanted = new Set<string>();
    if (asked) {
      const words = asked.clauses.flatMap((clause) => wordsOf(clause));
      for (const word of words) {
        // As MiniSearch reads a query word: its terms, each with the
        // engine's prefix and typo tolerance (a glossary word's, none, is
        // narrower: a superset is loaded).
        const list = tokenizeQuery(word).map((term) => term.toLowerCase());
        list.forEach((term, n) => {
          wanted.add(term);
          const edits = fuzzy(term);
          const wide = prefix(term, n, list);
          if (!edits && !wide) return;
          for (const candidate of terms) {
            if (
              (wide && candidate.startsWith(term)) ||
              (edits && withinEdits(term, candidate, Number(edits)))
            ) {
              wanted.add(candidate);
            }
          }
        });
      }
    }
    const postingFiles = [
      ...new Set([...wanted].map((term) => shardOf(chunked.postings, term))),
    ].map((n) => chunked.postings[n]!.file);
    const entries = (
      await Promise.all(
        postingFiles.map((file) => load<[string, Postings][]>(file)),
      )
    )
      .flat()
      .filter(([term]) => wanted.has(term));
    const ids = new Set<number>();
    for (const [, postings] of entries) {
      for (const counts of Object.values(postings)) {
        for (const id of Object.keys(counts)) ids.add(Number(id));
      }
    }
    const shardIds = [
      ...new Set([...ids].map((id) => shardOf(chunked.records, id))),
    ].sort((a, b) => a - b);
    const shards = await Promise.all(shardIds.map(recordsOf));
    const records: (SearchRecord | undefined)[] = [];
    const documentIds: Record<string, number> = {};
    const fieldLength: Record<string, number[]> = {};
    for (const shard of shards) {
      shard.records.forEach((record, n) => {
        records[record.id] = record;
        documentIds[record.id] = record.id;
        fieldLength[record.id] = shard.fieldLength[n]!;
      });
    }
    if (asked?.readsText) await Promise.all(shardIds.map(textOf));
    const miniSearch = MiniSearch.loadJS<SearchRecord>(
      {
        documentCount: chunked.documentCount,
        nextId: chunked.documentCount,
        documentIds,
        fieldIds: chunked.fieldIds,
        fieldLength,
        averageFieldLength: chunked.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index: entries,
        serializationVersion: 2,
      },
      options,
    );
    const {urls, answer} = engineOver(
      miniSearch,
      records,
      han,
      manifest.synonyms ?? [],
      chunked.documentCount,
    ).rank(params);
    // The text of the pages shown: their snippets.
    const shown = new Set(urls);
    await Promise.all(
      [
        ...new Set(
          records
            .filter((record) => record && shown.has(pageOf(record.url)))
            .map((record) => shardOf(chunked.records, record!.id)),
        ),
      ].map(textOf),
    );
    return answer();
  }

  /** A records shard's records (their text empty until {@link textOf} reads it), each once. */
  const shardRecords = new Map<
    number,
    {records: SearchRecord[]; fieldLength: number[][]}
  >();
  async function recordsOf(n: number) {
    const shard = await load<RecordsShard>(chunked.records[n]!.file);
    let built = shardRecords.get(n);
    if (!built) {
      built = {
        records: shard.records.map((record) => ({...record, content: ''})),
        fieldLength: shard.fieldLength,
      };
      shardRecords.set(n, built);
    }
    return built;
  }

  /** Gives a records shard's records their text. */
  async function textOf(n: number): Promise<void> {
    const [{records}, text] = await Promise.all([
      recordsOf(n),
      load<string[]>(chunked.records[n]!.text),
    ]);
    records.forEach((record, i) => {
      record.content = text[i]!;
    });
  }

  return {search, loaded: () => [...files.keys()]};
}

/** The one-file index of a chunked index, every shard read (for Node readers). */
export async function wholeIndex(
  manifest: IndexManifest,
  read: (file: string) => Promise<string>,
): Promise<SearchIndexFile> {
  const {chunked, ...rest} = manifest;
  const shards = await Promise.all(
    chunked.records.map(async ({file, text}) => {
      const shard = JSON.parse(await read(file)) as RecordsShard;
      const content = JSON.parse(await read(text)) as string[];
      return {
        records: shard.records.map((record, n): SearchRecord => ({
          ...record,
          content: content[n]!,
        })),
      };
    }),
  );
  return {...rest, records: shards.flatMap((shard) => shard.records)};
}
