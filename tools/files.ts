import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

/** `file` relative to `siteDir`, with `/` separators. */
export function siteRelative(siteDir: string, file: string): string {
  return path.relative(siteDir, file).split(path.sep).join('/');
}

/**
 * Every file of `dir` under `siteDir` whose name matches `pattern`, relative
 * to `siteDir` with `/` separators, sorted, without tests
 * (`*.test.ts`, `*.check.tsx`); none when `dir` is missing.
 */
export function filesUnder(
  siteDir: string,
  dir: string,
  pattern: RegExp,
): string[] {
  const root = path.join(siteDir, dir);
  if (!existsSync(root)) return [];
  return readdirSync(root, {withFileTypes: true, recursive: true})
    .filter(
      (entry) =>
        entry.isFile() &&
        pattern.test(entry.name) &&
        !/\.(?:test|check)\.tsx?$/.test(entry.name),
    )
    .map((entry) =>
      siteRelative(siteDir, path.join(entry.parentPath, entry.name)),
    )
    .sort();
}
