/**
 * `npm run lint:invisible`: bidirectional controls and zero-width characters
 * (tools/invisible/invisible.ts) in the text the site publishes: guides,
 * blog, pages, translations (Markdown, MDX, JSON strings, YAML, front matter
 * included), the glossary, the OpenAPI spec and the labels of the site's
 * configuration; or in the files given as arguments. Prints
 * `file:line:column: problem` and exits 1 when there is any. The build runs
 * the same check on its output (output.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../files.ts';
import {ALLOWED_INVISIBLE} from './allowed.ts';
import {invisibleProblems, type AllowedInvisible} from './invisible.ts';

/** The folders of published text, and the single files beside them. */
export const PUBLISHED_TEXT = {
  folders: ['docs', 'blog', 'i18n', 'src/pages', 'openapi'],
  files: [
    'glossary.yaml',
    'docusaurus.config.ts',
    'site.i18n.ts',
    'site.areas.ts',
    'sidebars.ts',
  ],
};

const TEXT_FILE = /\.(?:json|mdx?|ya?ml|tsx?|txt)$/;

/** The files the lint reads by default, relative to `root`. */
export function publishedTextFiles(root: string): string[] {
  return [
    ...PUBLISHED_TEXT.folders.flatMap((dir) =>
      filesUnder(root, dir, TEXT_FILE),
    ),
    ...PUBLISHED_TEXT.files.filter((file) => existsSync(path.join(root, file))),
  ];
}

/** The problems of `files` (read relative to `root`) as `file:line:column: message` lines. */
export function lintInvisible(
  files: readonly string[],
  {
    root = process.cwd(),
    allowed = ALLOWED_INVISIBLE,
  }: {root?: string; allowed?: readonly AllowedInvisible[]} = {},
): string[] {
  return files.flatMap((file) =>
    invisibleProblems(
      readFileSync(path.resolve(root, file), 'utf8'),
      allowed,
    ).map(({line, column, message}) => `${file}:${line}:${column}: ${message}`),
  );
}

if (import.meta.filename === process.argv[1]) {
  const given = process.argv.slice(2);
  const files = given.length > 0 ? given : publishedTextFiles(process.cwd());
  const problems = lintInvisible(files);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `lint:invisible: ${problems.length} invisible character(s) in ${files.length} files.`,
    );
    process.exit(1);
  }
  console.log(
    `lint:invisible: ${files.length} files, no invisible characters.`,
  );
}
