/**
 * `npm run search -- "<query>" [--limit N] [--json] [--build DIR] [--config FILE]`:
 * searches the built index with the site's engine, ranking and filters (the
 * search plugin's options in the site's Docusaurus config).
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import type {Config} from '@docusaurus/types';
import {builtEngine, siteFilters} from './site.ts';

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      limit: {type: 'string', default: '10'},
      json: {type: 'boolean', default: false},
      build: {type: 'string', default: 'build'},
      config: {type: 'string', default: 'docusaurus.config.ts'},
    },
  });
  const query = positionals.join(' ').trim();
  const limit = Number(values.limit);
  if (!query || !Number.isInteger(limit) || limit < 1) {
    console.error(
      'Usage: npm run search -- "<query>" [--limit N] [--json] [--build DIR] [--config FILE]',
    );
    process.exit(2);
  }
  const config = (
    (await import(pathToFileURL(path.resolve(values.config)).href)) as {
      default: Config;
    }
  ).default;
  const {hits, nbHits} = builtEngine(values.build).search({
    query,
    filters: siteFilters(config),
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
    console.log(`     ${[hit.lvl0, ...hit.crumbs].join(' › ')} · ${hit.url}`);
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
