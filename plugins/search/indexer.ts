/**
 * Build-time indexer: the records of every page (extract.ts), numbered,
 * with the most-used pages and a description of what the index is of
 * (types.ts `IndexSite`), cut into the files of a chunked index
 * (`chunkIndex`): a manifest and its shards, each named by its content
 * hash.
 */
import {createHash} from 'node:crypto';
import {extractRecords, headingIds, isIndexable} from './extract.ts';
import {
  INDEX_VERSION,
  indexFiles,
  isPageAt,
  type IndexManifest,
  type IndexSite,
  type PageLink,
  type ReadingGroup,
  type SearchIndexFile,
  type SearchRecord,
} from '@paynow-docs/search-engine';

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

/**
 * Numbers the records of every page and writes the index: its manifest,
 * which describes itself with `site`, first, then its shards.
 */
export function buildIndexFile(
  /** Each page's path, HTML and title (from its content plugin, if it has one). */
  pages: {url: string; html: string; title?: string}[],
  site: IndexSite,
  {
    popularPages = [],
    siteNoIndex = false,
    synonyms = [],
    readings = [],
  }: {
    /** Paths (with base URL, optionally `#anchor`) of the most-used pages. */
    popularPages?: string[];
    /** The whole site is noindex (a preview): its pages are still indexed for its own search. */
    siteNoIndex?: boolean;
    /** Groups of words searched for each other (the plugin's `synonyms`). */
    synonyms?: string[][];
    /** Words with each reader's page (the plugin's `readings`). */
    readings?: ReadingGroup[];
  } = {},
): {
  file: SearchIndexFile;
  manifest: IndexManifest;
  /** The manifest's file name and text, then each shard's. */
  files: {name: string; text: string}[];
} {
  const {areas, excludedSections} = site;
  const records: SearchRecord[] = [];
  const excluded = new Set(excludedSections);
  const unusedSections = new Set(excludedSections);
  for (const {url, html, title} of pages) {
    if (!isIndexable(html, {siteNoIndex})) continue;
    for (const id of headingIds(html)) unusedSections.delete(id);
    for (const record of extractRecords(html, url, areas, excluded, title)) {
      records.push({id: records.length, ...record});
    }
  }
  if (unusedSections.size > 0) {
    throw new Error(
      `excludedSections names heading ids that no page has: ${[...unusedSections].join(', ')}`,
    );
  }
  const popular = popularPages.map((url): PageLink => {
    const record =
      records.find((candidate) => candidate.url === url) ??
      records.find((candidate) => candidate.url.split('#')[0] === url);
    if (!record) {
      throw new Error(
        `popularPages names a page or section that is not indexed: ${url}`,
      );
    }
    const {lvl1, lvl2, lvl3} = record.hierarchy;
    const path =
      record.url === url && url.includes('#')
        ? [lvl2, lvl3].filter((part): part is string => Boolean(part))
        : [];
    return {
      url,
      lvl0: record.hierarchy.lvl0,
      title: lvl1,
      heading: path.at(-1) ?? lvl1,
      path,
    };
  });
  for (const page of readings.flatMap((group) => group.pages)) {
    if (!records.some((record) => isPageAt(record.url, page)))
      throw new Error(`readings: "${page}" is not a page of the site`);
  }
  const file: SearchIndexFile = {
    version: INDEX_VERSION,
    site,
    records,
    ...(popular.length > 0 && {popular}),
    ...(synonyms.length > 0 && {synonyms}),
    ...(readings.length > 0 && {readings}),
  };
  return {file, ...indexFiles(file, hashOf)};
}
