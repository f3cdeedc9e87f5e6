/**
 * What a search over a chunked index has read, kept across searches: each
 * file once (a failed read is tried again), each term's parts by page, the
 * page of each record seen, within a memory bound when one is given (least
 * recently used files first); and the reads themselves (heads, the next
 * part of a term, names, records, the vocabulary).
 */
import {
  nameBucket,
  shardFile,
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

/**
 * Roughly the memory a parsed JSON value holds (V8: a header per array,
 * object and string, a slot per element or property): how much a kept
 * file or term state costs, whatever its text.
 */
export function retainedSize(value: unknown): number {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') size += 16 + 2 * item.length;
    else if (Array.isArray(item)) {
      size += 16 + 8 * item.length;
      for (const child of item)
        if (typeof child !== 'number') stack.push(child);
    } else if (item && typeof item === 'object') {
      const values = Object.values(item);
      size += 24 + 16 * values.length;
      stack.push(...values);
    } else size += 8;
  }
  return size;
}

export interface TermReaderOptions {
  /**
   * Most memory ({@link retainedSize}) the parsed files and term states
   * kept across searches may hold: past it the least recently used files
   * are dropped (read again when needed), and the term states are dropped
   * before the next search. Unbounded by default (a browser reads one
   * site's own index).
   */
  keepBytes?: number;
}

/** The reads of a chunked index through `read`, and what they found. */
export function termReader(
  chunked: IndexManifest['chunked'],
  read: (file: string) => Promise<string>,
  {keepBytes = Infinity}: TermReaderOptions = {},
) {
  /** Parsed files, least recently used first, with their size once read. */
  const files = new Map<string, {value: Promise<unknown>; size: number}>();
  let filesSize = 0;
  const evict = (keep: string) => {
    for (const [name, entry] of files) {
      if (filesSize + statesSize <= keepBytes) return;
      if (name === keep || entry.size === 0) continue;
      files.delete(name);
      filesSize -= entry.size;
    }
  };
  const load = <T>(file: string): Promise<T> => {
    let entry = files.get(file);
    if (entry) {
      // Most recently used last.
      files.delete(file);
      files.set(file, entry);
      return entry.value as Promise<T>;
    }
    const value = read(file).then((body) => {
      const parsed = JSON.parse(body) as unknown;
      if (files.get(file) === entry) {
        entry!.size = retainedSize(parsed);
        filesSize += entry!.size;
        evict(file);
      }
      return parsed;
    });
    entry = {value, size: 0};
    value.catch(() => {
      if (files.get(file) === entry) files.delete(file);
    });
    files.set(file, entry);
    return value as Promise<T>;
  };

  const file = (shard: string) => shardFile(chunked, shard);
  const vocabularyOf = () => load<string[]>(file('vocabulary'));

  /** Terms by what is known of them, kept across searches. */
  const states = new Map<string, TermState>();
  /** The page of each record read so far. */
  const pageOfRecord = new Map<number, number>();
  /** What the term states and record pages hold ({@link retainedSize}). */
  let statesSize = 0;
  const note = (entry: PagePostings) => {
    statesSize += 16 + 8 * entry.length + 40 * Math.ceil(entry.length / 2);
    for (let n = 1; n < entry.length; n += 2)
      pageOfRecord.set(entry[n]!, entry[0]!);
    return entry;
  };

  /**
   * Before a search, when nothing else is searching: past `keepBytes`,
   * drop what the term states know (read again from the files as needed).
   */
  function trim(): void {
    if (filesSize + statesSize <= keepBytes) return;
    states.clear();
    pageOfRecord.clear();
    statesSize = 0;
    evict('');
  }

  async function readHeads(terms: string[]): Promise<void> {
    const wanted = terms.filter((term) => !states.get(term)?.headRead);
    const shardFiles = [
      ...new Set(wanted.map((term) => shardOf(chunked.heads, term))),
    ];
    const lists = await Promise.all(
      shardFiles.map((n) => load<HeadEntry[]>(file(`head-${n}`))),
    );
    const set = new Set(wanted);
    for (const list of lists) {
      for (const [term, pages, tail] of list) {
        if (!set.has(term) || states.get(term)?.headRead) continue;
        statesSize += 64 + 2 * term.length;
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
        states.set(term, {pages: new Map(), left: [], headRead: true, next: 1});
    }
  }

  async function readNext(term: string): Promise<void> {
    const state = states.get(term)!;
    const next = state.left[0];
    if (!next) return;
    const number = state.next;
    const list = await load<TailEntry[]>(file(`tail-${next[0]!}`));
    if (state.next !== number) return;
    for (const [entryTerm, entryPart, pages] of list) {
      if (entryTerm !== term || entryPart !== number) continue;
      for (const entry of pages) state.pages.set(entry[0]!, note(entry));
    }
    state.left = state.left.slice(1);
    state.next += 1;
  }

  const runs = chunked.filters.map(([first]) => first);
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
    const buckets = chunked.names;
    await Promise.all(
      [...new Set(keys.map((key) => nameBucket(key, buckets)))].map(
        async (n) => {
          for (const [name, pages] of await load<NameEntry[]>(
            file(`names-${n}`),
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
        for (const list of await load<SearchRecord[][]>(file(`records-${n}`)))
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
    trim,
    /** The files kept, least recently used first. */
    loaded: () => [...files.keys()],
    /** What the kept files and term states hold ({@link retainedSize}). */
    keptBytes: () => filesSize + statesSize,
  };
}

export type TermReader = ReturnType<typeof termReader>;
