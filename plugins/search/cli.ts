/**
 * `npm run search -- "<query>" [--locale L] [--limit N] [--json] [--build DIR] [--config FILE]`:
 * searches a locale's built index (the default locale's unless `--locale`)
 * with the site's engine, ranking and filters (the search plugin's options
 * in the site's Docusaurus config). Results are pages, each with its best
 * sections beneath.
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import type {Config} from '@docusaurus/types';
import {
  builtEngine,
  checkLocale,
  defaultLocaleOf,
  localeBuildDir,
  siteFilters,
} from './site.ts';

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      limit: {type: 'string', default: '10'},
      locale: {type: 'string'},
      json: {type: 'boolean', default: false},
      build: {type: 'string', default: 'build'},
      config: {type: 'string', default: 'docusaurus.config.ts'},
    },
  });
  const query = positionals.join(' ').trim();
  const limit = Number(values.limit);
  if (!query || !Number.isInteger(limit) || limit < 1) {
    console.error(
      'Usage: npm run search -- "<query>" [--locale L] [--limit N] [--json] [--build DIR] [--config FILE]',
    );
    process.exit(2);
  }
  const config = (
    (await import(pathToFileURL(path.resolve(values.config)).href)) as {
      default: Config;
    }
  ).default;
  const locale = checkLocale(config, values.locale ?? defaultLocaleOf(config));
  const {hits, nbHits} = builtEngine(
    localeBuildDir(config, locale, values.build),
  ).search({
    query,
    filters: siteFilters(config, locale),
    hitsPerPage: limit,
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
    `${nbHits} pages for "${query}" (${locale})${nbHits > hits.length ? `, showing ${hits.length}` : ''}`,
  );
  hits.forEach((hit, index) => {
    console.log(`${String(index + 1).padStart(3)}. ${hit.title}`);
    console.log(`     ${[hit.lvl0, ...hit.crumbs].join(' › ')} · ${hit.url}`);
    for (const section of hit.sections) {
      console.log(`       › ${text(section.heading)} · ${section.url}`);
    }
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
