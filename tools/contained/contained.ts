/**
 * Nothing outside the project is published: Docusaurus copies `static/`
 * following symbolic links, and reads content and the OpenAPI spec through
 * them, so `static/x.txt -> /proc/self/environ` put the build's environment
 * into the site. Every content and static folder is walked before the build:
 * a symbolic link that resolves outside the project (or into a hidden folder
 * of it, such as `.git`), a broken one, and a file with more than one hard
 * link (its other name may be anywhere on the disk) fail with the path and
 * the target.
 */
import {lstatSync, readdirSync, readlinkSync, realpathSync} from 'node:fs';
import path from 'node:path';

/** The folders a build publishes from (Docusaurus content, static files, the OpenAPI spec), relative to the project. */
export const CONTENT_FOLDERS = [
  'static',
  'docs',
  'blog',
  'i18n',
  'openapi',
  'src/pages',
] as const;

export interface Uncontained {
  /** Relative to the project. */
  file: string;
  problem: string;
}

/** Whether `target` (absolute, resolved) lies in `root` and in no hidden folder of it. */
function inside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return (
    relative !== '' &&
    !relative.startsWith('..') &&
    !path.isAbsolute(relative) &&
    !relative.split(path.sep).some((part) => part.startsWith('.'))
  );
}

/** The links and hard-linked files under `folders` (relative to `root`) that could publish what lies outside it. */
export function uncontainedFiles(
  root: string,
  folders: readonly string[],
): Uncontained[] {
  const realRoot = realpathSync(root);
  const found: Uncontained[] = [];
  const walk = (absolute: string): void => {
    const file = path.relative(root, absolute);
    const stat = lstatSync(absolute);
    if (stat.isSymbolicLink()) {
      const written = readlinkSync(absolute);
      let target: string;
      try {
        target = realpathSync(absolute);
      } catch {
        found.push({file, problem: `is a broken link to ${written}`});
        return;
      }
      if (!inside(realRoot, target)) {
        found.push({
          file,
          problem: `is a link to ${written}, which resolves to ${target}, outside the project`,
        });
      }
      // A link inside the project: what it points to is checked where it lives.
      return;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(absolute).sort()) {
        walk(path.join(absolute, name));
      }
      return;
    }
    if (stat.isFile() && stat.nlink > 1) {
      found.push({
        file,
        problem: `has ${stat.nlink} hard links: its other names may be outside the project (copy the file instead)`,
      });
    }
  };
  for (const folder of folders) {
    const absolute = path.join(root, folder);
    let exists = true;
    try {
      lstatSync(absolute);
    } catch {
      exists = false;
    }
    if (exists) walk(absolute);
  }
  return found;
}

/** Throws, naming every problem, when {@link uncontainedFiles} finds any. */
export function assertContained(
  root: string,
  folders: readonly string[],
): void {
  const found = uncontainedFiles(root, folders);
  if (found.length > 0) {
    throw new Error(
      [
        `Files the build would publish from outside the project (${root}):`,
        ...found.map(({file, problem}) => `  ${file} ${problem}`),
        'Replace each link with a copy of the file inside the project, or remove it.',
      ].join('\n'),
    );
  }
}
