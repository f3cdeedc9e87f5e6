/**
 * Limits on how far the size of an input multiplies the engine's work: a
 * query word's expansions (each one a head to read), and the glossary's
 * groups (each reader's search builds a table that grows with the square
 * of a group's size). Listed in the project's caps table.
 */

/**
 * Indexed terms one query word reaches by prefix and by typo, besides
 * itself: the best ones by weight (the shortest completions, the closest
 * typos), so a vocabulary of thousands of terms sharing a prefix costs a
 * query no more heads than this. Above the site's largest (24 terms
 * start with `con`); MiniSearch, the in-memory reference, has no such cap.
 */
export const MAX_EXPANSIONS = 32;

/** Words in one synonym group (a glossary term's words in both locales). */
export const MAX_SYNONYM_GROUP = 24;

/** Words in all synonym groups together (the whole glossary). */
export const MAX_SYNONYM_WORDS = 1_500;
