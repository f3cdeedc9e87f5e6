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

/** The English guides of `docsDir` (relative to `siteDir`), each with its twin in `locale`. */
function guidesAndTwins(
  siteDir: string,
  locale: Locale,
  docsDir: string,
): {english: string; twin: string; missing: boolean}[] {
  return guideFiles(path.join(siteDir, docsDir)).map((file) => {
    const english = path.relative(siteDir, file).split(path.sep).join('/');
    const twin = translationSource(english, locale)!;
    return {english, twin, missing: !existsSync(path.join(siteDir, twin))};
  });
}

const missingTwin = (english: string, twin: string, locale: Locale) =>
  `${english} has no ${locale} twin: add ${twin} (README.md, "Adding a page and its translation")`;

/**
 * Fails when an English guide has no twin in `locale`, naming each file to
 * add: the build of that locale calls it first (docusaurus.config.ts), as
 * Docusaurus would otherwise build the English page in its place and fail
 * later on a link to it, blaming the link.
 */
export function assertTwins(
  siteDir: string,
  locale: Locale,
  docsDir = 'docs',
): void {
  const missing = guidesAndTwins(siteDir, locale, docsDir)
    .filter((guide) => guide.missing)
    .map(({english, twin}) => missingTwin(english, twin, locale));
  if (missing.length > 0) throw new Error(missing.join('\n'));
}

/** The problems of every guide in `docsDir` (relative to `siteDir`). */
export function checkTwins(siteDir: string, docsDir = 'docs'): string[] {
  const locale = 'zh-TW';
  return guidesAndTwins(siteDir, locale, docsDir).flatMap(
    ({english, twin, missing}) => {
      if (missing) return [missingTwin(english, twin, locale)];
      const file = path.join(siteDir, english);
      return twinProblems(
        {file: english, source: readFileSync(file, 'utf8')},
        {file: twin, source: readFileSync(path.join(siteDir, twin), 'utf8')},
      );
    },
  );
}
