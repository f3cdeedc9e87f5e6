/**
 * Our engine in the bake-off, as the site runs it: the chunked index of a
 * build (its manifest and the shards beside it, `@paynow-docs/search-engine`),
 * searched cold for each query as a reader's first search is, counting the
 * gzip bytes of the manifest and of every shard the query read.
 */
import {readFileSync} from 'node:fs';
import {builtSearch} from '@paynow-docs/search-engine/built';
import {
  INDEX_DIR,
  chunkedSearch,
  type SearchParams,
} from '@paynow-docs/search-engine';
import path from 'node:path';
import {localePath} from '@paynow-docs/build-kit';
import {gzipSize} from '../units.ts';

export interface QueryCost {
  /** The pages of the first results, by URL. */
  pages: string[];
  /** Gzip bytes: the manifest and each shard read. */
  bytes: number;
  /** Files read (the manifest included). */
  files: number;
  /** Time to the answer, ms (shards read from disk). */
  ms: number;
}

/** A locale's chunked index in a build, each query searched with nothing read before. */
export function oursOf(build: string, locale: string, defaultLocale: string) {
  const {index: manifest, pathOf} = builtSearch(build, locale);
  const dir = path.join(build, localePath(locale, defaultLocale), INDEX_DIR);
  const sizes = new Map<string, number>();
  const texts = new Map<string, string>();
  const text = (file: string) => {
    let body = texts.get(file);
    if (body === undefined) {
      body = readFileSync(path.join(dir, file), 'utf8');
      texts.set(file, body);
    }
    return body;
  };
  const gzipOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSize(text(file));
      sizes.set(file, size);
    }
    return size;
  };
  const manifestBytes = gzipSize(JSON.stringify(manifest));
  return {
    manifest,
    pathOf,
    async cost(query: string, hitsPerPage: number): Promise<QueryCost> {
      const search = chunkedSearch(manifest, async (file) => text(file));
      const params: SearchParams = {
        query,
        filters: manifest.site.filters,
        hitsPerPage,
      };
      const started = performance.now();
      const {hits} = await search.search(params);
      const ms = performance.now() - started;
      const read = search.loaded();
      return {
        pages: hits.map((hit) => hit.url),
        bytes: manifestBytes + read.reduce((sum, f) => sum + gzipOf(f), 0),
        files: read.length + 1,
        ms,
      };
    },
  };
}
