/**
 * Ranking over what a search has read: the pages known so far, ranked as
 * the engine ranks them (MiniSearch's scoring replayed over the postings
 * read), and the bound that lets a search stop early: what a page partly
 * read or not seen can still score, and whether any could pass the last
 * page shown.
 */
import {
  byPage,
  bySection,
  settlePage,
  tiersOf,
  type RankedPage,
  type RankedSection,
  type Tiers,
} from './page-rank.ts';
import type {Asked} from './ask.ts';
import {TIE_MARGIN, areaFirst} from './areas.ts';
import {aliasRank} from './names.ts';
import {PHRASE_MARK, READING_MARK, impactOf, rankOf} from './chunk-format.ts';
import type {TermReader} from './chunk-reader.ts';
import {combine, evaluate, type Leaf, type Node} from './chunk-tree.ts';
import type {SearchRecord} from './types.ts';

/** A query as a search reads it: its tree, the terms it reads and the names it could be. */
export interface Reading {
  reader: TermReader;
  asked: Asked;
  tree: Node;
  leaves: Leaf[];
  /** Every indexed term read, with the glossary phrases' marks. */
  read: string[];
  names: Map<string, number[]>;
  /** Pages one of the names is of. */
  namedPages: Set<number>;
  /** The pairs of each Han phrase of the query that are checked. */
  phraseTerms: string[][];
  allowed: (page: number) => boolean;
  /** Whether a page is in the reader's area (areas.ts); none without one. */
  inArea?: ((page: number) => boolean) | null;
}

/** A section known so far: its record's id (the record itself is read for the pages shown). */
export type KnownSection = RankedSection & {id: number};

export type KnownPage = RankedPage<KnownSection> & {page: number};

/** A page's name rank: its names' for the query, or its reading rank for a glossary word of it (the engine's). */
function nameOf(
  names: Map<string, number[]>,
  asked: Asked,
  page: number,
): number {
  return Math.max(
    rankOf(names, asked.names, page),
    rankOf(
      names,
      asked.readingWords.map((word) => READING_MARK + word),
      page,
    ),
  );
}

/**
 * Ranks the pages known so far that have a word of the query, in the
 * tiers of {@link tiersOf}: every clause of the query's tree (in one
 * section, or in any for a page the query names), all but one content
 * word, any.
 */
export function rankKnown({
  reader,
  asked,
  tree,
  allowed,
  names,
  phraseTerms,
  inArea,
}: Reading): Tiers<KnownPage> {
  const {states, pageOfRecord} = reader;
  const clauses = 'leaf' in tree ? [tree] : tree.nodes;
  const each = clauses.map((clause) => evaluate(states, clause, allowed));
  const matches = combine(each, 'OR');
  const has = each.map((match) => new Set(match.keys()));
  const inText = (term: string, record: number) => {
    const entry = states.get(term)?.pages.get(pageOfRecord.get(record)!);
    if (!entry) return false;
    for (let n = 1; n < entry.length; n += 2)
      if (entry[n] === record) return entry[n + 1]! >= 0;
    return false;
  };
  const pages = new Map<number, KnownPage>();
  for (const [record, match] of matches) {
    const page = pageOfRecord.get(record)!;
    const section: KnownSection = {
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
        name: nameOf(names, asked, page),
        alias: aliasRank(rankOf(names, asked.otherNames, page)),
        exact: false,
        literal: false,
        score: 0,
      });
  }
  for (const page of pages.values()) {
    page.sections.sort((a, b) => bySection(a, b) || a.id - b.id);
    settlePage(page);
  }
  const tiers = tiersOf(
    [...pages.values()],
    asked,
    (n, section: KnownSection) => has[n]!.has(section.id),
    (a, b) => byPage(a, b) || a.page - b.page,
  );
  if (inArea)
    for (const tier of ['strict', 'relaxed', 'any'] as const)
      tiers[tier] = areaFirst(tiers[tier], inArea);
  return tiers;
}

/**
 * What a query can still score on a page (`null`: a page not seen),
 * from what is read: a term's records on the page where read, else the
 * term's next unread part's highest impact. Null when the page cannot
 * match every clause of an AND.
 */
export function ceilingOf(
  states: TermReader['states'],
  tree: Node,
  pageId: number | null,
): number | null {
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

/**
 * Whether the first `wanted` pages known are final (an AND matched):
 * each read whole, and no page partly read or not seen can pass the
 * last of them.
 */
export function settled(
  reading: Reading,
  pages: KnownPage[],
  wanted: number,
): boolean {
  const {reader, asked, tree, leaves, read, names, namedPages, phraseTerms} =
    reading;
  const {states} = reader;
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
      ((pageId !== null && state.pages.has(pageId)) || state.left.length > 0),
    );
  };
  const maybe = (pageId: number | null): RankedPage | null => {
    const score = ceilingOf(states, tree, pageId);
    if (score === null) return null;
    const named = pageId !== null && namedPages.has(pageId);
    return {
      url: '',
      sections: [],
      name: named ? nameOf(names, asked, pageId) : 0,
      alias: named ? aliasRank(rankOf(names, asked.otherNames, pageId)) : 0,
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
  // The last page shown, with its true score (it is read whole): an
  // unseen page's ceiling must pass that score, not the last page's own ceiling.
  const last = shown.at(-1)!;
  // With a reader's area, a page as good as the last one (areas.ts) may
  // come before it: it must stay below that.
  const bar = reading.inArea
    ? {...last, score: last.score * (1 - TIE_MARGIN)}
    : last;
  // A tie goes to the earlier page: an unseen one may be earlier.
  const passes = (pageId: number | null) => {
    const best = maybe(pageId);
    if (best === null) return false;
    const order = byPage(bar, best);
    return order > 0 || (order === 0 && (pageId ?? -1) < last.page);
  };
  if (passes(null)) return false;
  const others = new Set<number>(namedPages);
  for (const term of read)
    for (const pageId of states.get(term)!.pages.keys()) others.add(pageId);
  for (const {page: pageId} of shown) others.delete(pageId);
  for (const pageId of others) {
    if (reading.allowed(pageId) && !resolved(pageId) && passes(pageId))
      return false;
  }
  return true;
}
