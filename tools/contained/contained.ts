/**
 * Nothing outside the project is published: Docusaurus copies `static/`
 * following symbolic links, and reads content and the OpenAPI spec through
 * them, so `static/x.txt -> /proc/self/environ` put the build's environment
 * into the site. Every content and static folder is walked before the build:
 * a symbolic link that resolves outside the project (or into a hidden folder
 * of it, such as `.git`), a broken one, and a file with more than one hard
 * link (its other name may be anywhere on the disk) fail with the path and
 * the target. A link that stays inside the project is followed wherever it
 * leads (another folder of the project may hold the next link of a chain),
 * each real folder once.
 *
 * The build checks again once its files are written ({@link
 * assertOutputContained}, from postbuild's site-wide step): a link added to
 * `static/` while the build ran, or a link or hard link in the output
 * folder, fails the build and its copies are removed from the output.
 */
import {
  lstatSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
} from 'node:fs';
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
export function inside(root: string, target: string): boolean {
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
  /** Real folders walked: a chain of links that loops is walked once. */
  const walked = new Set<string>();
  const walk = (absolute: string, shown: string): void => {
    const file = path.relative(root, shown);
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
        return;
      }
      // Inside the project, but maybe not in a folder walked: walk the
      // target itself, as the build will publish it under this name.
      walk(target, shown);
      return;
    }
    if (stat.isDirectory()) {
      const real = realpathSync(absolute);
      if (walked.has(real)) return;
      walked.add(real);
      for (const name of readdirSync(absolute).sort()) {
        walk(path.join(absolute, name), path.join(shown, name));
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
    // A folder the project does not have is skipped.
    if (lstatSync(absolute, {throwIfNoEntry: false})) walk(absolute, absolute);
  }
  return found;
}

/** Symbolic links and hard-linked files in a build's output folder: it must hold only plain files. */
export function linksInOutput(outDir: string): Uncontained[] {
  const found: Uncontained[] = [];
  const walk = (absolute: string): void => {
    const file = path.relative(outDir, absolute);
    const stat = lstatSync(absolute);
    if (stat.isSymbolicLink()) {
      found.push({
        file,
        problem: `is a symbolic link to ${readlinkSync(absolute)}`,
      });
    } else if (stat.isDirectory()) {
      for (const name of readdirSync(absolute).sort()) {
        walk(path.join(absolute, name));
      }
    } else if (stat.nlink > 1) {
      found.push({file, problem: `has ${stat.nlink} hard links`});
    }
  };
  walk(outDir);
  return found;
}

/**
 * The build's files as written are the truth: fails when `outDir` holds a
 * link or a hard link, or when the content folders (walked again: a link
 * may have been added while the build ran) would publish a file from
 * outside the project. Before it throws, it removes each such file from the
 * output (with its `.gz` and `.br`, in every locale's folder), so a failed
 * build leaves nothing to deploy by mistake.
 */
export function assertOutputContained(
  root: string,
  outDir: string,
  folders: readonly string[] = CONTENT_FOLDERS,
): void {
  const sources = uncontainedFiles(root, folders);
  const outputs = linksInOutput(outDir);
  if (sources.length === 0 && outputs.length === 0) return;
  const published = sources
    .filter(({file}) => file.startsWith(`static${path.sep}`))
    .map(({file}) => file.slice('static/'.length));
  const roots = [
    outDir,
    ...readdirSync(outDir, {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(outDir, entry.name)),
  ];
  for (const file of [...published, ...outputs.map((output) => output.file)]) {
    for (const folder of roots) {
      for (const suffix of ['', '.gz', '.br']) {
        // force: a copy that is not there is no error.
        const copy = path.join(folder, `${file}${suffix}`);
        rmSync(copy, {recursive: true, force: true});
      }
    }
  }
  throw new Error(
    [
      `The build published files from outside the project (${root}); they were removed from ${outDir}:`,
      ...sources.map(({file, problem}) => `  ${file} ${problem}`),
      ...outputs.map(
        ({file, problem}) =>
          `  ${path.join(path.relative(root, outDir), file)} ${problem}`,
      ),
      'Replace each link with a copy of the file inside the project, or remove it.',
    ].join('\n'),
  );
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
