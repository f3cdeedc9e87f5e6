/**
 * The engine's search over a chunked index (see chunks.ts for the
 * design): it reads the vocabulary, the names and the heads a query
 * needs, ranks the pages seen, and reads on only while a page not known
 * could still pass the first results.
 */
import {pageOf, toPageHit} from './engine.ts';
import {readQuery, type Asked} from './ask.ts';
import {synonymTable} from './clauses.ts';
import {shownPages} from './page-rank.ts';
import {RUN, isHan, tokenizeQuery} from './terms.ts';
import {closestWords} from './closest.ts';
import {areaOf, inAreaOf} from './areas.ts';
import {limitArea} from './query.ts';
import {INDEX_VERSION} from './format.ts';
import {
  PHRASE_MARK,
  READING_MARK,
  binaryHas,
  type IndexManifest,
} from './chunk-format.ts';
import {termReader, type TermReaderOptions} from './chunk-reader.ts';
import {leavesOf, queryTrees, wordsOf} from './chunk-tree.ts';
import {
  rankKnown,
  settled,
  type KnownPage,
  type Reading,
} from './chunk-rank.ts';
import type {SearchParams, SearchResponse} from './types.ts';

/** The engine's search over a chunked index: it reads only the files a query needs. */
export interface ChunkedSearch {
  /**
   * The results of `params`. The first `(page + 1) × hitsPerPage` pages
   * are exact; `nbHits` counts the pages found so far, at least that many,
   * and is the true count when the answer says `complete` (`complete`
   * asked for reads every part the query needs).
   */
  search(params: SearchParams): Promise<SearchResponse>;
  /** The files kept (the manifest excluded), least recently used first. */
  loaded(): string[];
  /** The memory the kept files and term states hold, estimated. */
  keptBytes(): number;
}

/**
 * Searches a chunked index. `read` gives a shard file's text (the browser
 * fetches it; Node reads it). Files are read once and kept (within
 * `keepBytes`, least recently used dropped first); a failed read is tried
 * again by the next search.
 */
export function chunkedSearch(
  manifest: IndexManifest,
  read: (file: string) => Promise<string>,
  options: TermReaderOptions = {},
): ChunkedSearch {
  // The worker passes any JSON: a manifest of this version only.
  if (manifest?.version !== INDEX_VERSION || !manifest.chunked) {
    throw new Error(
      `The search manifest is not of version ${INDEX_VERSION}: rebuild the site.`,
    );
  }
  const {chunked} = manifest;
  const table = synonymTable(manifest.synonyms ?? []);
  const glossaryWords = (manifest.synonyms ?? []).flat();
  const reader = termReader(chunked, read, options);
  const {states, readHeads, readNext, vocabularyOf, namesOf, recordsOf} =
    reader;
  const treeOf = queryTrees((term) => Boolean(states.get(term)?.pages.size));

  /** The area of the reader's page or area path ({@link limitArea}), if the index has it. */
  const areaAsked = (area: unknown) => {
    const path = limitArea(area);
    return path === undefined
      ? null
      : areaOf(chunked.areas, path, manifest.site.baseUrl);
  };

  /** Searches in progress: the term states are trimmed only between them. */
  let searching = 0;
  async function search(params: SearchParams): Promise<SearchResponse> {
    if (searching === 0) reader.trim();
    searching++;
    try {
      return await searchNow(params);
    } finally {
      searching--;
    }
  }

  async function searchNow(params: SearchParams): Promise<SearchResponse> {
    const {filters, page = 0, hitsPerPage = 10} = params;
    const wanted = (page + 1) * hitsPerPage;
    /** Nothing found: the closest words the index knows ("Did you mean …"). */
    const nothing = async (): Promise<SearchResponse> => {
      const spacedWords = [...params.query.matchAll(RUN)].some(
        ([run]) => !isHan(run),
      );
      const known = [
        ...glossaryWords,
        ...(spacedWords ? await vocabularyOf() : []),
      ];
      const closest = closestWords(params.query, known);
      return {
        hits: [],
        nbHits: 0,
        page,
        nbPages: 0,
        complete: true,
        ...(closest.length > 0 && {closest}),
      };
    };
    // The Han terms the query could have are looked up in their heads (the
    // vocabulary holds the others): a pair found nowhere is left out.
    const hanAsked = new Set<string>();
    let spaced = false;
    const probe = readQuery(params.query, table, {
      has: (term: string) => !isHan(term) || Boolean(hanAsked.add(term)),
    } as unknown as ReadonlySet<string>);
    if (!probe) return nothing();
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
    // A spaced word is known when the vocabulary has it (a word not found
    // is read with its letters swapped).
    const question = readQuery(params.query, table, {
      has: (term: string) =>
        isHan(term) ? han.has(term) : binaryHas(vocabulary, term),
    } as unknown as ReadonlySet<string>);
    if (!question) return nothing();
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
    // A phrase's pairs beyond the query's first terms are not read: not
    // checked. A pair looked up and found nowhere is kept: no text holds
    // the phrase whole.
    const phraseTerms = asked.phrases.map((phrase) =>
      tokenizeQuery(phrase).filter(
        (pair) => weights.has(pair) || (hanAsked.has(pair) && !han.has(pair)),
      ),
    );
    const marks = asked.own
      .map(({phrase}) => phrase && PHRASE_MARK + phrase)
      .filter((mark): mark is string => Boolean(mark));
    const read = [...weights.keys(), ...marks];
    const [names] = await Promise.all([
      namesOf([
        ...asked.names,
        ...asked.otherNames,
        ...asked.readingWords.map((word) => READING_MARK + word),
      ]),
      readHeads(read),
    ]);
    // A glossary phrase's records are read whole: the reader's own word is a tier.
    for (const mark of marks)
      while (states.get(mark)!.left.length > 0) await readNext(mark);
    const reading: Reading = {
      reader,
      asked,
      tree,
      leaves,
      read,
      names,
      namedPages: new Set(
        [...names.values()].flatMap((list) =>
          list.filter((_, n) => n % 2 === 0),
        ),
      ),
      phraseTerms,
      allowed: reader.pageAllowed(filters),
      inArea: inAreaOf(chunked.areas, areaAsked(params.area)),
    };
    for (;;) {
      const exhausted = read.every(
        (term) => states.get(term)!.left.length === 0,
      );
      const tiers = rankKnown(reading);
      if (exhausted) {
        const pages = shownPages(tiers);
        return pages.length > 0 ? answer(pages, true) : nothing();
      }
      if (
        tiers.strict.length > 0 &&
        !params.complete &&
        settled(reading, tiers.strict, wanted)
      ) {
        return answer(tiers.strict, false);
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

    async function answer(
      pages: KnownPage[],
      complete: boolean,
    ): Promise<SearchResponse> {
      const shown = pages.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
      const records = await recordsOf(shown.map((p) => p.page));
      const hits = shown.map((ranked) => {
        const sections = ranked.sections.map((section) => ({
          ...section,
          record: records.get(section.id)!,
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

  return {search, loaded: reader.loaded, keptBytes: reader.keptBytes};
}
