/**
 * Builds a chunked index from an index file: BM25 scores from the whole
 * index's statistics, each term's pages by impact cut into a head and
 * parts, names by hash, records by page; and reads one back whole for Node
 * tools (see chunks.ts for the design).
 */
import MiniSearch from 'minisearch';
import {FIELD_BOOSTS, headingOf, indexOptions, pageOf} from './engine.ts';
import {areaRuns} from './areas.ts';
import {READING_RANKS} from './names.ts';
import {normalizeText, readingsOf} from './clauses.ts';
import {isHan} from './terms.ts';
import {indexFileName, shardSuffix} from './format.ts';
import {
  HEAD_PAGES,
  PHRASE_MARK,
  READING_MARK,
  SCORE_DIGITS,
  SHARD_CHARS,
  impactOf,
  nameBucket,
  shardFile,
  type ChunkedIndex,
  type HeadEntry,
  type IndexManifest,
  type NameEntry,
  type PagePostings,
  type TailEntry,
} from './chunk-format.ts';
import type {SearchIndexFile, SearchRecord} from './types.ts';

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
    scoreDigits = SCORE_DIGITS,
  }: {shardChars?: number; headPages?: number; scoreDigits?: number} = {},
): ChunkedIndex {
  const round = (score: number) => Number(score.toPrecision(scoreDigits));
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
    for (const [record, score] of scores)
      scores.set(record, inText.has(record) ? round(score) : -round(score));
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

  // Sorted by UTF-16 code units, as the reader's binary search compares them.
  const terms = [...postings.keys()].sort();
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

  // Names: title (2), a reader's reading of a word (READING_RANKS: owned or shared), area and keywords (1).
  const names = new Map<string, Map<number, number>>();
  const name = (
    text: string,
    page: number,
    rank: number,
    key = normalizeText(text),
  ) => {
    if (!key) return;
    const list = names.get(key) ?? new Map<number, number>();
    list.set(page, Math.max(list.get(page) ?? 0, rank));
    names.set(key, list);
  };
  pages.forEach(([first], page) => {
    name(first!.hierarchy.lvl1, page, 2);
    for (const [word, {whole, inside}] of readingsOf(
      index.readings ?? [],
      first!.url,
      READING_RANKS,
    )) {
      name(word, page, whole, word);
      name(READING_MARK + word, page, inside, READING_MARK + word);
    }
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
    files: (suffix) => {
      const chunked: IndexManifest['chunked'] = {
        pages: pages.length,
        filters,
        areas: areaRuns(pages, rest.site.baseUrl),
        suffix,
        heads: headFiles.map(({first}) => first),
        tails: tailFiles.length,
        names: nameFiles.length,
        records: recordFiles.map(({first}) => first),
      };
      return {
        manifest: {...rest, chunked},
        files: new Map(
          [...shards].map(([shard, text]) => [shardFile(chunked, shard), text]),
        ),
      };
    },
  };
}

/** The text a Han phrase or a glossary phrase must be found whole in. */
function textOf(record: SearchRecord): string {
  return `${headingOf(record)}\n${record.hierarchy.lvl1}\n${record.content}`;
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
      async (_, n) =>
        JSON.parse(
          await read(shardFile(manifest.chunked, `records-${n}`)),
        ) as SearchRecord[][],
    ),
  );
  return shards.flat(2);
}

/**
 * The files of a chunked index as a build writes them: the manifest
 * (`index.<hash>.json`) first, then each shard (`head-3.<hash>.json`):
 * the manifest named by `hashOf` its text, the shards by `hashOf` all of
 * theirs (content hashes: cacheable forever).
 */
export function indexFiles(
  index: SearchIndexFile,
  hashOf: (text: string) => string,
): {manifest: IndexManifest; files: {name: string; text: string}[]} {
  const chunked = chunkIndex(index);
  const hash = hashOf([...chunked.shards.values()].join('\n'));
  const {manifest, files} = chunked.files(shardSuffix(hash));
  const text = JSON.stringify(manifest);
  return {
    manifest,
    files: [
      {name: indexFileName(hashOf(text)), text},
      ...[...files].map(([name, shard]) => ({name, text: shard})),
    ],
  };
}
