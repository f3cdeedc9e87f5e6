/**
 * `npm run lint:zh`: Taiwan usage (tools/i18n/zh-usage.ts) in the zh-TW
 * translations (`i18n/zh-TW/**`) and the per-locale text of
 * docusaurus.config.ts and site.i18n.ts, or in the files given as arguments. Prints
 * `file:line:column: problem` and exits 1 when there is any.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {ALLOWED_LABELS} from './allowed-labels.ts';
import {zhUsageProblems} from './zh-usage.ts';

const TEXT_FILE = /\.(?:json|mdx?|ya?ml)$/;

/** Every text file under `dir`. */
export function textFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The problems of `files` as `file:line:column: message` lines. */
export function lintZh(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    zhUsageProblems(readFileSync(file, 'utf8'), ALLOWED_LABELS).map(
      ({line, column, message}) => `${file}:${line}:${column}: ${message}`,
    ),
  );
}

if (import.meta.filename === process.argv[1]) {
  const given = process.argv.slice(2);
  const files =
    given.length > 0
      ? given
      : [...textFiles('i18n/zh-TW'), 'docusaurus.config.ts', 'site.i18n.ts'];
  const problems = lintZh(files);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `lint:zh: ${problems.length} problem(s) of Taiwan usage in ${files.length} files.`,
    );
    process.exit(1);
  }
  console.log(`lint:zh: ${files.length} files in Taiwan usage.`);
}
