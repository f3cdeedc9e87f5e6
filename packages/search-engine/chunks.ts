/**
 * The index of a locale in pieces, ranked so that a query can stop early:
 * the bytes a query reads grow with what it shows, not with the site.
 *
 * - a manifest: what the index says about itself (site, popular pages,
 *   synonyms), the page count, each page's filters (runs of pages with one
 *   language and docs tag) and what it takes to find the files below (one
 *   hash all their names share, each head file's first term, each records
 *   file's first page);
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
 *
 * The jobs, a file each: the files' shapes (chunk-format.ts), the build
 * (chunk-build.ts), a query's words and what they reach (chunk-tree.ts),
 * what a search has read (chunk-reader.ts), ranking and the bound
 * (chunk-rank.ts), and the search (chunk-search.ts).
 */
export {HEAD_PAGES, shardFile, type IndexManifest} from './chunk-format.ts';
export {allRecords, chunkIndex, indexFiles, wholeIndex} from './chunk-build.ts';
export {editDistance} from './chunk-tree.ts';
export {chunkedSearch, type ChunkedSearch} from './chunk-search.ts';
