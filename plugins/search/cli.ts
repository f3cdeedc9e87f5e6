/**
 * `npm run search -- "<query>" [--limit N] [--json] [--build DIR]`: searches
 * the built index with the site's engine and ranking.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createEngine} from './engine.ts';
import type {SearchIndexFile} from './types.ts';

/**
 * The filters of a page of the current docs in English, as on the site: the
 * language and the current version of each docs instance (guides and API).
 */
export const SITE_FILTERS = {
  language: 'en',
  tags: ['default', 'docs-default-current', 'docs-api-current'],
};

export function loadIndex(buildDir = 'build'): SearchIndexFile {
  const dir = path.join(buildDir, 'assets', 'search');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) =>
      /^index\.[0-9a-f]+\.json$/.test(name),
    );
  } catch {
    // Reported below.
  }
  if (names.length !== 1) {
    throw new Error(`No search index in ${dir}: run \`npm run build\` first.`);
  }
  return JSON.parse(
    readFileSync(path.join(dir, names[0]!), 'utf8'),
  ) as SearchIndexFile;
}

function main(): void {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      limit: {type: 'string', default: '10'},
      json: {type: 'boolean', default: false},
      build: {type: 'string', default: 'build'},
    },
  });
  const query = positionals.join(' ').trim();
  const limit = Number(values.limit);
  if (!query || !Number.isInteger(limit) || limit < 1) {
    console.error('Usage: npm run search -- "<query>" [--limit N] [--json]');
    process.exit(2);
  }
  const engine = createEngine(loadIndex(values.build).records);
  const {hits, nbHits} = engine.search({
    query,
    filters: SITE_FILTERS,
    hitsPerPage: limit,
  });
  if (values.json) {
    const rows = hits.map((hit) => ({
      url: hit.url,
      title: hit.title,
      section: hit.heading.map((segment) => segment.text).join(''),
    }));
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  console.log(
    `${nbHits} results for "${query}"${nbHits > hits.length ? `, showing ${hits.length}` : ''}`,
  );
  hits.forEach((hit, index) => {
    const section = hit.heading.map((segment) => segment.text).join('');
    console.log(
      `${String(index + 1).padStart(3)}. ${hit.title}${section !== hit.title ? ` › ${section}` : ''}`,
    );
    console.log(`     ${hit.lvl0} · ${hit.url}`);
  });
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) ===
    path.resolve(import.meta.filename ?? __filename)
) {
  try {
    main();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
