/**
 * The invisible-character check on a build's output folder, whatever the
 * source (from postbuild's site-wide step). Its own module: the config
 * imports it, and Docusaurus's config loader does not know
 * `import.meta.filename`, which the lint's command line uses.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ALLOWED_INVISIBLE} from './allowed.ts';
import {invisibleProblems} from './invisible.ts';

/** What a build publishes for assistants: the pages' `.md` copies, `llms.txt`, `llms-full.txt` and each `SKILL.md`. */
const OUTPUT_TEXT = /\.(?:md|txt)$/;

/**
 * The same check on a build's output folder, whatever the source: fails
 * with `file:line:column: problem` for each invisible character in the text
 * it publishes for assistants (from postbuild's site-wide step).
 */
export function assertNoInvisibleOutput(outDir: string): void {
  const files = readdirSync(outDir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && OUTPUT_TEXT.test(entry.name))
    .map((entry) =>
      path.relative(outDir, path.join(entry.parentPath, entry.name)),
    )
    .sort();
  const problems = files.flatMap((file) =>
    invisibleProblems(
      readFileSync(path.join(outDir, file), 'utf8'),
      ALLOWED_INVISIBLE,
    ).map(({line, column, message}) => `${file}:${line}:${column}: ${message}`),
  );
  if (problems.length > 0) {
    throw new Error(
      [
        `Invisible characters in the build's text for assistants (${outDir}):`,
        ...problems.slice(0, 20).map((problem) => `  ${problem}`),
        ...(problems.length > 20
          ? [`  … and ${problems.length - 20} more`]
          : []),
      ].join('\n'),
    );
  }
}
