/**
 * `npm run search -- "<query>" [--locale L] [--limit N] [--json] [--build DIR]`:
 * searches a locale's built index (the default locale's unless `--locale`)
 * with the site's engine and ranking, and the filters the index was built
 * with: only the build folder is read. Results are pages, each with its
 * best sections beneath.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {builtSearch} from '@paynow-docs/search-engine/built';

const USAGE =
  'Usage: npm run search -- "<query>" [--locale L] [--limit N] [--json] [--build DIR]';

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      limit: {type: 'string', default: '10'},
      locale: {type: 'string'},
      json: {type: 'boolean', default: false},
      build: {type: 'string', default: 'build'},
    },
  });
  const query = positionals.join(' ').trim();
  const limit = Number(values.limit);
  if (!query || !Number.isInteger(limit) || limit < 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const built = builtSearch(values.build, values.locale);
  const {filters} = built.index.site;
  const {hits, nbHits} = await built.engine.search({
    query,
    filters,
    hitsPerPage: limit,
    // The CLI says how many pages match: every part of the query's terms.
    complete: true,
  });
  const text = (segments: {text: string}[]) =>
    segments.map((segment) => segment.text).join('');
  if (values.json) {
    const rows = hits.map((hit) => ({
      url: hit.url,
      title: hit.title,
      sections: hit.sections.map((section) => ({
        url: section.url,
        section: text(section.heading),
      })),
    }));
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  console.log(
    `${nbHits} pages for "${query}" (${filters.language})${nbHits > hits.length ? `, showing ${hits.length}` : ''}`,
  );
  hits.forEach((hit, index) => {
    console.log(`${String(index + 1).padStart(3)}. ${hit.title}`);
    console.log(`     ${[hit.lvl0, ...hit.crumbs].join(' › ')} · ${hit.url}`);
    for (const section of hit.sections)
      console.log(`       › ${text(section.heading)} · ${section.url}`);
  });
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) ===
    path.resolve(import.meta.filename ?? __filename)
) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
