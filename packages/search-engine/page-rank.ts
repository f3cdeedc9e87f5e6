/**
 * A ranked page and its sections: the tiers a page is in (its Han
 * phrases whole, the reader's own glossary words), read from the page as
 * a whole, and its score from its best sections. Shared by the in-memory
 * engine and the chunked search.
 */
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

export interface RankedPage {
  url: string;
  sections: RankedSection[];
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
