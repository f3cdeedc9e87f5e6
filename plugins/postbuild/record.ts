/**
 * The build's own record of what it was made for, written by the postbuild
 * plugin to `<build>/.nginx/build.json` (nginx never serves dot-folders):
 * the nginx configuration, the local nginx server and the HTTP checks read
 * the base URL and origin from it instead of the environment, so they serve
 * and test the build as it was built.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Where the generated nginx include goes, relative to the build folder. */
export const CSP_INCLUDE = '.nginx/csp.conf';
/** Where the record goes, relative to the build folder. */
export const BUILD_RECORD = '.nginx/build.json';

export interface BuildRecord {
  /** The site's base URL (the default locale's), both slashes. */
  baseUrl: string;
  /** The site's origin (`siteConfig.url`). */
  url: string;
  /** The locales built into this folder, default first. */
  locales: string[];
  /** The base URL of each built locale. */
  localeBaseUrls: Record<string, string>;
  /**
   * The hashes of each built locale's inline scripts (the CSP allows their
   * union): what the post-build pipeline's run for one locale hands to the
   * next locale's.
   */
  scriptHashes: Record<string, string[]>;
  /** The Algolia search host the CSP allows, or null (local search). */
  algolia: string | null;
}

/** The record of the build in `buildDir`; an error that says what to run when there is none. */
export function readBuildRecord(buildDir: string): BuildRecord {
  const file = path.join(buildDir, BUILD_RECORD);
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: build the site with \`npm run build\` (or \`docusaurus build\`) first.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as BuildRecord;
}

/** Writes the record of the build in `buildDir`. */
export function writeBuildRecord(buildDir: string, record: BuildRecord): void {
  const file = path.join(buildDir, BUILD_RECORD);
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}
