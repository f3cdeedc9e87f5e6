/**
 * The reference column of `npm run bench`: a stock Docusaurus 3.10 classic
 * site, exactly as `create-docusaurus` makes it, built in bench/.cache/stock
 * (git-ignored) and served by the same nginx as ours. Its only change is the
 * base URL, so both sites are served under the same path.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {BASE_URL} from '../site.settings.ts';
import {
  checkPages,
  contentSecurityPolicy,
  cspInclude,
} from '@paynow-docs/postbuild/csp';
import {precompress} from '@paynow-docs/postbuild/precompress';
import {CSP_INCLUDE, writeBuildRecord} from '@paynow-docs/postbuild/record';
import {timedBuild, type BuildResult} from './build.ts';

/** The Docusaurus version this site uses (create-docusaurus has the same version). */
export const STOCK_VERSION = '3.10.2';
const CACHE = resolve('bench/.cache');
export const STOCK_DIR = join(CACHE, 'stock');
export const STOCK_BUILD = join(STOCK_DIR, 'build');

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, {cwd, stdio: 'inherit'});
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  }
}

/** Creates the stock site once (npm registry), then builds it; returns the build time. */
export async function buildStock(): Promise<BuildResult> {
  if (!existsSync(join(STOCK_DIR, 'package.json'))) {
    mkdirSync(CACHE, {recursive: true});
    run(
      'npx',
      [
        '--yes',
        `create-docusaurus@${STOCK_VERSION}`,
        'stock',
        'classic',
        '--typescript',
        '--skip-install',
      ],
      CACHE,
    );
  }
  const configFile = join(STOCK_DIR, 'docusaurus.config.ts');
  const config = readFileSync(configFile, 'utf8');
  const based = config.replace(
    /baseUrl: '[^']*'/,
    `baseUrl: ${JSON.stringify(BASE_URL)}`,
  );
  if (
    based === config &&
    !config.includes(`baseUrl: ${JSON.stringify(BASE_URL)}`)
  ) {
    throw new Error(`${configFile} has no baseUrl line to set`);
  }
  writeFileSync(configFile, based);
  if (!existsSync(join(STOCK_DIR, 'node_modules', '@docusaurus', 'core'))) {
    run('npm', ['install', '--no-audit', '--no-fund'], STOCK_DIR);
  }
  const result = await timedBuild(STOCK_DIR, [
    '.docusaurus',
    'node_modules/.cache',
    'build',
  ]);
  if (result.ok) {
    // Same nginx configuration as ours, so the stock build needs its CSP
    // include and record too (it has no postbuild plugin); its inline scripts
    // are stock Docusaurus's own, allowed as they are (it is a reference,
    // never deployed). Precompressed like ours.
    const {hashes} = checkPages(STOCK_BUILD, {
      expected: [
        {
          source: 'stock Docusaurus (bench reference site)',
          reason: 'The reference is measured as create-docusaurus makes it.',
          text: /^[\s\S]*$/,
        },
      ],
    });
    mkdirSync(join(STOCK_BUILD, '.nginx'), {recursive: true});
    writeFileSync(
      join(STOCK_BUILD, CSP_INCLUDE),
      cspInclude(contentSecurityPolicy({scriptHashes: hashes})),
    );
    precompress(STOCK_BUILD);
    // The nginx helper serves a build as its record says.
    writeBuildRecord(STOCK_BUILD, {
      baseUrl: BASE_URL,
      url: 'https://stock.example',
      locales: ['en'],
      localeBaseUrls: {en: BASE_URL},
      scriptHashes: {en: hashes},
      algolia: null,
    });
  }
  return result;
}
