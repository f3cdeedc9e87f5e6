/**
 * A ranked page and its sections: the tiers a page is in (its Han
 * phrases whole, the reader's own glossary words), read from the page as
 * a whole, and its score from its best sections; and the tiers of a
 * query's pages (every word, all but one, any) and the pages shown from
 * them. Shared by the in-memory engine and the chunked search.
 */
import type {Asked} from './ask.ts';
import {MAX_SECTIONS, type SearchRecord} from './types.ts';

/** How much the further matching sections of a page add to its best one. */
export const MORE_SECTIONS_WEIGHT = 0.1;

export interface RankedSection {
  record: SearchRecord;
  terms: string[];
  score: number;
  /** Whether the section holds every Han phrase of the query whole. */
  exact: boolean;
  /** Whether the section matched the reader's own word of every glossary word of the query, not only the glossary's other words. */
  literal: boolean;
}

/** A page and its sections, of type `S` (the chunked search's know their records' ids). */
export interface RankedPage<S extends RankedSection = RankedSection> {
  url: string;
  sections: S[];
  /** How strongly its names match the reader's words ({@link nameRank}). */
  name: number;
  exact: boolean;
  /** Its best section matched the reader's own words ({@link RankedSection.literal}). */
  literal: boolean;
  /** How strongly its names match the glossary's other words for the query: below the reader's own words. */
  alias: number;
  score: number;
}

export function bySection(a: RankedSection, b: RankedSection): number {
  return (
    Number(b.exact) - Number(a.exact) ||
    Number(b.literal) - Number(a.literal) ||
    b.score - a.score
  );
}

/**
 * A page's tiers and score from its sections, in order (best first): its
 * best section's, plus {@link MORE_SECTIONS_WEIGHT} of the next ones it
 * shows.
 */
export function settlePage(page: RankedPage): void {
  const [best, ...more] = page.sections;
  page.exact = best!.exact;
  page.literal = best!.literal;
  page.score =
    best!.score +
    MORE_SECTIONS_WEIGHT *
      more
        .slice(0, MAX_SECTIONS - 1)
        .reduce((sum, section) => sum + section.score, 0);
}

export function byPage(a: RankedPage, b: RankedPage): number {
  return (
    b.name - a.name ||
    Number(b.exact) - Number(a.exact) ||
    Number(b.literal) - Number(a.literal) ||
    b.alias - a.alias ||
    b.score - a.score
  );
}

/** The pages of a query by tier, each tier ranked. */
export interface Tiers<P> {
  /**
   * Pages with every clause in one section, and pages the query names (a
   * title, a reader's page of its glossary word, an area or a keyword:
   * `name` above 0) with every clause in any of their sections.
   */
  strict: P[];
  /**
   * Other pages with every clause but one content word in one section,
   * and pages the query names with them in any of their sections.
   */
  relaxed: P[];
  /** Pages with any clause. */
  any: P[];
}

/**
 * The tiers of matching pages (`has`: whether a section has a clause of
 * the query), each page with the sections that put it there and its tiers
 * and score from them ({@link settlePage}), each tier in `order`. A page
 * the query names is about the question as a whole: it has every word
 * when its sections together have them (Seller functions, the reader's
 * page of 撥款, has 撥款 and 帳戶 in different sections). Any other page
 * needs them in one section: a long page holds most common words
 * somewhere, and counting those pages had more questions miss. A page
 * the query names without one content word is still among the pages
 * shown (銀行入帳跟交易對不起來: the reconciliation page has no 銀行).
 * Only the query's required clauses count ({@link Asked.required}).
 */
export function tiersOf<S extends RankedSection, P extends RankedPage<S>>(
  pages: P[],
  asked: Asked,
  has: (clause: number, section: S) => boolean,
  order: (a: P, b: P) => number,
): Tiers<P> {
  const all = asked.required;
  const holds = (kept: number[]) => (section: S) =>
    kept.every((n) => has(n, section));
  const tiers: Tiers<P> = {strict: [], relaxed: [], any: []};
  const put = (tier: P[], page: P, sections: S[]) => {
    if (sections !== page.sections) {
      page.sections = sections;
      settlePage(page);
    }
    tier.push(page);
  };
  for (const page of pages) {
    const together = page.sections.filter(holds(all));
    const near = page.sections.filter((section) =>
      asked.relaxed.some((kept) => holds(kept)(section)),
    );
    // A page the query names may hold the words in different sections.
    const named = (kept: number[]) =>
      page.name > 0 && kept.every((n) => page.sections.some((s) => has(n, s)));
    if (together.length > 0) put(tiers.strict, page, together);
    else if (named(all)) put(tiers.strict, page, page.sections);
    else if (near.length > 0) put(tiers.relaxed, page, near);
    else if (asked.relaxed.some(named)) put(tiers.relaxed, page, page.sections);
    else put(tiers.any, page, page.sections);
  }
  for (const tier of Object.values(tiers)) tier.sort(order);
  return tiers;
}

/**
 * The pages shown, best first: every page with all words, then those
 * without one; when none has all, then any page with a word.
 */
export function shownPages<P>({strict, relaxed, any}: Tiers<P>): P[] {
  return strict.length > 0 ? [...strict, ...relaxed] : [...relaxed, ...any];
}
