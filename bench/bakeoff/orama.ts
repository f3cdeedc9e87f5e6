/**
 * Orama (`@orama/orama`, BM25 with per-property boosts) in the bake-off,
 * with a tokenizer for Chinese: Han text as single characters and
 * overlapping pairs (Orama's own tokenizer splits on spaces, which Chinese
 * has none of), other text as lower-case words. One document per section
 * of our index (each section a record), its page title and its heading
 * weighted above its text, searched with Orama's defaults otherwise (a
 * term also finds the words it begins; any term matches). A reader
 * downloads its code and its whole serialized index before the first
 * result; a result is a page, ranked by its best section.
 */
import {build} from 'esbuild';
import {create, insertMultiple, save, search, type Orama} from '@orama/orama';
import {RUN, isHan, type SearchIndexFile} from '@paynow-docs/search-engine';
import {gzipSize} from '../units.ts';
import {searchedRecords} from './builds.ts';

/** Boosts of the page title and of the section's heading (the text is 1). */
export const ORAMA_BOOST = {title: 3, heading: 2} as const;

/** Sections read per query to rank its pages. */
const SECTIONS = 50;

/**
 * The tokens of `text`: Han runs as each character and each overlapping
 * pair (`退款單` → 退, 款, 單, 退款, 款單), other letters and digits as
 * lower-case words; in order, repeats kept (Orama counts a term's frequency
 * in a field from them).
 */
export function cjkTokens(text: string): string[] {
  const tokens: string[] = [];
  const pieces = text.normalize('NFKC').toLowerCase().match(RUN) ?? [];
  for (const piece of pieces) {
    if (!isHan(piece)) {
      tokens.push(piece);
      continue;
    }
    const chars = [...piece];
    tokens.push(...chars);
    for (let i = 0; i + 1 < chars.length; i += 1) {
      tokens.push(chars[i]! + chars[i + 1]!);
    }
  }
  return tokens;
}

const SCHEMA = {
  page: 'string',
  title: 'string',
  heading: 'string',
  content: 'string',
} as const;

/** The sections of a locale's index its filters search (its language, its docs versions), as Orama documents. */
export function oramaDocuments(index: SearchIndexFile) {
  return searchedRecords(index).map((record) => ({
    page: record.url.split('#')[0]!,
    title: record.hierarchy.lvl1,
    heading:
      record.type === 'lvl1'
        ? ''
        : (record.hierarchy.lvl3 ?? record.hierarchy.lvl2 ?? ''),
    content: record.content,
  }));
}

/** Orama over a locale's index: its build time, its serialized size (gzip) and a search for pages. */
export async function buildOrama(index: SearchIndexFile) {
  const started = performance.now();
  const db = create({
    schema: SCHEMA,
    components: {
      tokenizer: {
        language: 'chinese-english',
        normalizationCache: new Map(),
        // A query (no property) is read as a set of terms.
        tokenize: (raw: string, _language?: string, prop?: string) =>
          prop ? cjkTokens(raw) : [...new Set(cjkTokens(raw))],
      },
    },
  });
  await insertMultiple(db, oramaDocuments(index));
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    dataBytes: gzipSize(JSON.stringify(save(db))),
    /** The first `limit` pages for `query` (URLs), best first, and the time it took, ms. */
    async pages(
      query: string,
      limit: number,
    ): Promise<{pages: string[]; ms: number}> {
      const begun = performance.now();
      const result = await search(db as Orama<typeof SCHEMA>, {
        term: query,
        properties: ['title', 'heading', 'content'],
        boost: ORAMA_BOOST,
        limit: SECTIONS,
      });
      const pages = [
        ...new Set(result.hits.map((hit) => hit.document.page)),
      ].slice(0, limit);
      return {pages, ms: performance.now() - begun};
    },
  };
}

/** Gzip bytes of the Orama code a page needs to load a saved index and search it (bundled and minified). */
export async function oramaCodeBytes(): Promise<number> {
  const {outputFiles} = await build({
    stdin: {
      contents: `export {create, load, search} from '@orama/orama';`,
      resolveDir: import.meta.dirname,
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  });
  return gzipSize(outputFiles[0]!.text);
}
