/**
 * Every English guide (`docs/**.mdx`) has its twin in each translated locale
 * (`i18n/zh-TW/docusaurus-plugin-content-docs/current/`), with every Chinese
 * label and heading id of the English page (./labels.ts): the checks of
 * `npm run lint:twins` (./check-twins.ts) and of the build (assertTwins,
 * docusaurus.config.ts).
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {translationSource} from '../../site.i18n.ts';
import type {Locale} from '../../site.settings.ts';
import {twinProblems} from './labels.ts';
import {siteRelative} from '../files.ts';

/** The English guides: every `.md`/`.mdx` under `dir`, without `_`-prefixed files. */
export function guideFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.mdx?$/.test(entry.name) &&
        !entry.name.startsWith('_'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The English guides of `docsDir` (relative to `siteDir`), each with its twin in `locale` and what to do when it has none. */
function guidesAndTwins(siteDir: string, locale: Locale, docsDir = 'docs') {
  return guideFiles(path.join(siteDir, docsDir)).map((file) => {
    const english = siteRelative(siteDir, file);
    const twin = translationSource(english, locale)!;
    const missing = existsSync(path.join(siteDir, twin))
      ? null
      : `${english} has no ${locale} twin: add ${twin} (README.md, "Adding a page and its translation")`;
    return {english, twin, missing};
  });
}

/**
 * Fails when an English guide has no twin in `locale`, naming each file to
 * add: a build calls it before anything is built (docusaurus.config.ts), as
 * Docusaurus would build the English page in its place and fail later on a
 * link to it, blaming the link.
 */
export function assertTwins(siteDir: string, locale: Locale): void {
  const missing = guidesAndTwins(siteDir, locale).flatMap(
    (guide) => guide.missing ?? [],
  );
  if (missing.length > 0) throw new Error(missing.join('\n'));
}

/** The problems of every guide in `docsDir` (relative to `siteDir`). */
export function checkTwins(siteDir: string, docsDir = 'docs'): string[] {
  return guidesAndTwins(siteDir, 'zh-TW', docsDir).flatMap(
    ({english, twin, missing}) =>
      missing
        ? [missing]
        : twinProblems(
            {
              file: english,
              source: readFileSync(path.join(siteDir, english), 'utf8'),
            },
            {
              file: twin,
              source: readFileSync(path.join(siteDir, twin), 'utf8'),
            },
          ),
  );
}
