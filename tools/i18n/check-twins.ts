/**
 * `npm run lint:twins`: every English guide (`docs/**.mdx`) has its zh-TW
 * twin under `i18n/zh-TW/docusaurus-plugin-content-docs/current/`, with every
 * Chinese label and heading id of the English page (tools/i18n/labels.ts).
 * Prints one line per problem and exits 1 when there is any.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {translationSource} from '../../site.i18n.ts';
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

/** The problems of every guide in `docsDir` (relative to `siteDir`). */
export function checkTwins(siteDir: string, docsDir = 'docs'): string[] {
  return guideFiles(path.join(siteDir, docsDir)).flatMap((file) => {
    const english = path.relative(siteDir, file).split(path.sep).join('/');
    const twin = translationSource(english, 'zh-TW')!;
    if (!existsSync(path.join(siteDir, twin))) {
      return [`${english}: no zh-TW translation at ${twin}`];
    }
    return twinProblems(
      {file: english, source: readFileSync(file, 'utf8')},
      {file: twin, source: readFileSync(path.join(siteDir, twin), 'utf8')},
    );
  });
}

if (import.meta.filename === process.argv[1]) {
  const problems = checkTwins(process.cwd());
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`lint:twins: ${problems.length} problem(s).`);
    process.exit(1);
  }
  console.log(
    'lint:twins: every guide has its zh-TW twin with the same labels and heading ids.',
  );
}
