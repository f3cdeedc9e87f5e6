/**
 * `npm run lint:zh`: Taiwan usage (tools/i18n/zh-usage.ts) in every file of
 * the repository that holds Chinese text (the zh-TW translations, the site
 * model, the config, the guides' labels, the plugins' strings…), found by
 * looking, not listed by hand, or in the files given as arguments. Prints
 * `file:line:column: problem` and exits 1 when there is any.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ALLOWED_LABELS} from './allowed-labels.ts';
import {zhUsageProblems} from './zh-usage.ts';

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|json|mdx?|ya?ml)$/;
const HAN = /\p{Script=Han}/u;

/**
 * Files whose job is to name the forms Taiwan does not use, so they hold
 * them on purpose: this lint's own word lists, tests that plant them, and
 * the search engine, which must understand every form a reader types.
 */
const NAMES_OTHER_FORMS = [
  /^tools\/i18n\//,
  /\.test\.tsx?$/,
  /^packages\/search-engine\//,
];

/** The repository's files (tracked, and new ones not ignored) that hold Han text. */
export function zhTextFiles(root = '.'): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard'],
    {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  );
  return [...new Set(listed.split('\n'))]
    .filter(
      (file) =>
        SOURCE_FILE.test(file) &&
        !NAMES_OTHER_FORMS.some((pattern) => pattern.test(file)),
    )
    .filter((file) => {
      try {
        return HAN.test(readFileSync(path.join(root, file), 'utf8'));
      } catch {
        return false; // listed by git but deleted in the work tree
      }
    })
    .sort();
}

/**
 * The text the lint reads: the glossary's `synonyms` are words readers type
 * (登錄, 充值), kept for search, so their lines are blanked (line numbers stay).
 */
export function lintedText(file: string, text: string): string {
  if (path.basename(file) !== 'glossary.yaml') return text;
  let synonymsIndent = -1;
  return text
    .split('\n')
    .map((line) => {
      const indent = line.search(/\S/);
      if (synonymsIndent >= 0 && indent > synonymsIndent) return '';
      synonymsIndent = /^\s*synonyms:\s*$/.test(line) ? indent : -1;
      return line;
    })
    .join('\n');
}

/** The problems of `files` as `file:line:column: message` lines. */
export function lintZh(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    zhUsageProblems(
      lintedText(file, readFileSync(file, 'utf8')),
      ALLOWED_LABELS,
    ).map(({line, column, message}) => `${file}:${line}:${column}: ${message}`),
  );
}

if (import.meta.filename === process.argv[1]) {
  const given = process.argv.slice(2);
  const files = given.length > 0 ? given : zhTextFiles();
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
