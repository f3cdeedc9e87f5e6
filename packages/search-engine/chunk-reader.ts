/**
 * What a search over a chunked index has read, kept across searches: each
 * file once (a failed read is tried again), each term's parts by page, the
 * page of each record seen; and the reads themselves (heads, the next part
 * of a term, names, records, the vocabulary).
 */
import {
  nameBucket,
  shardOf,
  type HeadEntry,
  type IndexManifest,
  type NameEntry,
  type PagePostings,
  type TailEntry,
} from './chunk-format.ts';
import type {SearchFilters, SearchRecord} from './types.ts';

/** A term's parts read so far: its records' scores by page, and what is left. */
export interface TermState {
  /** Page → its records and scores. */
  pages: Map<number, PagePostings>;
  /** Its unread parts: tail file and highest impact, in order. */
  left: number[][];
  /** Whether its head is read. */
  headRead: boolean;
  /** The number of its next unread part. */
  next: number;
}

/** The reads of a chunked index through `read`, and what they found. */
export function termReader(
  chunked: IndexManifest['chunked'],
  read: (file: string) => Promise<string>,
) {
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

  return {
    states,
    pageOfRecord,
    vocabularyOf,
    readHeads,
    readNext,
    pageAllowed,
    namesOf,
    recordsOf,
    loaded: () => [...files.keys()],
  };
}

export type TermReader = ReturnType<typeof termReader>;
