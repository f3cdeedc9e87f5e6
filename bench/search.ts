/**
 * The search budgets, measured by the search plugin's own benchmark (`npm
 * run bench:search`: bytes from opening the modal to the first results,
 * index size, engine query time), read back from the JSON it writes.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {SEARCH} from './budgets.ts';

export interface SearchResult {
  openToResultsGzip?: number;
  codeGzip?: number;
  indexGzip?: number;
  indexRaw?: number;
  queryP50Ms?: number;
  queryP95Ms?: number;
  failures: string[];
}

const RESULT_FILE = 'bench/results/search.json';

export function measureSearch(): SearchResult {
  rmSync(RESULT_FILE, {force: true});
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '--config', 'bench/search/playwright.config.ts'],
    {stdio: 'inherit', env: {...process.env, E2E_SERVER: 'nginx'}},
  );
  if (!existsSync(RESULT_FILE)) {
    return {failures: [`npm run bench:search exited ${run.status}`]};
  }
  const {
    openToFirstResults: open,
    index,
    queries,
  } = JSON.parse(readFileSync(RESULT_FILE, 'utf8'));
  return {
    openToResultsGzip: open.totalGzip,
    codeGzip: open.codeGzip,
    indexGzip: open.indexGzip,
    indexRaw: index.raw,
    queryP50Ms: queries.p50Ms,
    queryP95Ms: queries.p95Ms,
    failures: [
      open.totalGzip > SEARCH.totalGzip && 'total',
      open.codeGzip > SEARCH.codeGzip && 'code',
      open.indexGzip > SEARCH.indexGzip && 'index',
      queries.p95Ms > SEARCH.queryP95Ms && 'query p95',
    ].filter((failure): failure is string => Boolean(failure)),
  };
}
