/**
 * Nothing outside the content folders is published through a page: a
 * Markdown link or image to a local file becomes a `require()` of that file
 * (Docusaurus's transformLinks and transformImage remark steps), which the
 * bundler copies into `assets/files/` or inlines as a `data:` URL, so
 * `[x](@site/../../../proc/self/environ)`, `[x](@site/.git/config)` or a
 * relative link out of the checkout published the file. Walking folders
 * cannot see these: the link is in the page.
 *
 * Two checks, where Docusaurus resolves files:
 * - {@link remarkContained}, a remark step that runs before Docusaurus's
 *   own: every link, image and link definition, every `import`, `require()`
 *   and `import()` of an MDX page, resolved as Docusaurus resolves it
 *   (`@site/` from the site, `/x` from the static folders, anything else
 *   from the page's folder). A target that exists must be a file of the
 *   content folders (for code imports: of the project, outside hidden
 *   folders), reached without a symbolic link out and without other hard
 *   links; else the page fails with its line and the target.
 * - {@link containedModuleRule}, a bundler rule (webpack or Rspack) over
 *   every module the bundle reads, whoever asked for it (a JSX `require` in
 *   a page, a theme, a plugin): its real path must be inside the project,
 *   outside hidden folders other than the generated `.docusaurus`, with one
 *   hard link.
 */
import {lstatSync, realpathSync, statSync} from 'node:fs';
import path from 'node:path';
import {inside} from './contained.ts';

/** Extensions of code and style modules: imported for what they do, not published as files. */
const CODE = /\.(?:[cm]?[jt]sx?|css|scss|sass|json)$/i;

export interface RemarkContainedOptions {
  /** The site's folder (`@site/`). */
  siteDir: string;
  /** Folders, relative to `siteDir`, a link or image may reach. */
  folders: readonly string[];
  /** Where `/x` is looked up, relative to `siteDir` (Docusaurus's `staticDirectories`). */
  staticDirs?: readonly string[];
}

export interface LinkProblem {
  line: number | undefined;
  url: string;
  problem: string;
}

function realOrSelf(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

function exists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/** The path part of a local URL or module request: no loaders, query or hash; undefined for a URL with a scheme. */
export function localPath(url: string): string | undefined {
  const request = url.slice(url.lastIndexOf('!') + 1);
  if (/^[a-z][a-z\d+.-]*:/i.test(request) || request.startsWith('//')) {
    return undefined;
  }
  const bare = request.replace(/[?#].*$/s, '');
  if (bare === '') return undefined;
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

/**
 * What is wrong with the file `url` names from the page `file`, or
 * undefined when it names no existing file or a contained one.
 */
export function linkProblem(
  url: string,
  file: string,
  {siteDir, folders, staticDirs = ['static']}: RemarkContainedOptions,
  kind: 'link' | 'module',
): string | undefined {
  const local = localPath(url);
  if (local === undefined) return undefined;
  let candidates: string[];
  if (local.startsWith('@site/')) {
    candidates = [path.join(siteDir, local.slice('@site/'.length))];
  } else if (path.isAbsolute(local)) {
    if (kind === 'module') candidates = [local];
    else candidates = staticDirs.map((dir) => path.join(siteDir, dir, local));
  } else if (kind === 'module' && !local.startsWith('.')) {
    // A package: the bundler rule checks where it resolves.
    return undefined;
  } else {
    candidates = [path.join(path.dirname(file), local)];
  }
  const target = candidates.find(exists);
  if (target === undefined) return undefined;
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return `is a broken link (${target})`;
  }
  // A folder is a route, never published as a file.
  if (!stat.isFile()) return undefined;
  const real = realpathSync(target);
  const asset = kind === 'link' || !CODE.test(target);
  const allowed = asset
    ? folders.map((folder) => path.join(siteDir, folder))
    : [siteDir];
  const where = asset
    ? `the content folders (${folders.join(', ')})`
    : 'the project';
  if (!allowed.some((folder) => inside(folder, target))) {
    return `resolves to ${target}, outside ${where}`;
  }
  if (!allowed.some((folder) => inside(realOrSelf(folder), real))) {
    return `resolves through a symbolic link to ${real}, outside ${where}`;
  }
  if (stat.nlink > 1) {
    return `resolves to ${target}, which has ${stat.nlink} hard links: its other names may be outside the project (copy the file instead)`;
  }
  return undefined;
}

interface Positioned {
  type?: string;
  position?: {start?: {line?: number}};
  loc?: {start?: {line?: number}};
  [key: string]: unknown;
}

/** Every file request in a Markdown or MDX tree, with its line. */
export function fileRequests(
  tree: unknown,
): {url: string; line: number | undefined; kind: 'link' | 'module'}[] {
  const found: ReturnType<typeof fileRequests> = [];
  const literal = (node: unknown): string | undefined => {
    const value = node as Positioned | undefined;
    if (value?.type === 'Literal' && typeof value.value === 'string') {
      return value.value;
    }
    if (
      value?.type === 'TemplateLiteral' &&
      Array.isArray(value.expressions) &&
      value.expressions.length === 0 &&
      Array.isArray(value.quasis)
    ) {
      return (value.quasis as {value: {cooked: string}}[])
        .map((quasi) => quasi.value.cooked)
        .join('');
    }
    return undefined;
  };
  const walk = (value: unknown, line: number | undefined): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, line);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const node = value as Positioned;
    const here =
      node.position?.start?.line ?? node.loc?.start?.line ?? line ?? undefined;
    if (
      (node.type === 'link' ||
        node.type === 'image' ||
        node.type === 'definition') &&
      typeof node.url === 'string'
    ) {
      found.push({url: node.url, line: here, kind: 'link'});
    }
    const request =
      node.type === 'ImportDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      node.type === 'ExportNamedDeclaration' ||
      node.type === 'ImportExpression'
        ? node.source
        : node.type === 'CallExpression' &&
            (node.callee as Positioned | undefined)?.type === 'Identifier' &&
            ['require', 'import'].includes(
              (node.callee as {name?: string}).name ?? '',
            ) &&
            Array.isArray(node.arguments)
          ? node.arguments[0]
          : undefined;
    const source = literal(request);
    if (source !== undefined) {
      found.push({url: source, line: here, kind: 'module'});
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'position' && key !== 'loc') walk(child, here);
    }
  };
  walk(tree, undefined);
  return found;
}

/** Every problem of one page's tree. */
export function pageProblems(
  tree: unknown,
  file: string,
  options: RemarkContainedOptions,
): LinkProblem[] {
  return fileRequests(tree).flatMap(({url, line, kind}) => {
    const problem = linkProblem(url, file, options, kind);
    return problem === undefined ? [] : [{url, line, problem}];
  });
}

/**
 * The remark step (`beforeDefaultRemarkPlugins` of each content plugin):
 * fails the page, naming it, each line and each target.
 */
export function remarkContained(options: RemarkContainedOptions) {
  return (tree: unknown, vfile: {path?: string}): void => {
    const file = vfile.path;
    if (file === undefined) return;
    const problems = pageProblems(tree, file, options);
    if (problems.length === 0) return;
    const page = path.relative(options.siteDir, file);
    throw new Error(
      [
        `${page} links to files the build would publish from outside the content folders:`,
        ...problems.map(
          ({url, line, problem}) =>
            `  ${page}:${line ?? '?'}: ${JSON.stringify(url)} ${problem}`,
        ),
        'Link only to files inside the content folders (copy the file there), without symbolic or hard links out.',
      ].join('\n'),
    );
  };
}

/** What is wrong with a module the bundle reads, or undefined. */
export function moduleProblem(
  resource: string,
  root: string,
): string | undefined {
  let real: string;
  try {
    real = realpathSync(resource);
  } catch {
    return undefined;
  }
  const realRoot = realOrSelf(root);
  const relative = path.relative(realRoot, real);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    return `${resource} is outside the project (${realRoot})`;
  }
  const parts = relative.split(path.sep);
  if (
    parts.some(
      (part, index) =>
        part.startsWith('.') &&
        !(index === 0 && part === '.docusaurus') &&
        !(parts[index - 1] === 'node_modules' && part === '.cache'),
    )
  ) {
    return `${resource} is in a hidden folder of the project`;
  }
  if (parts[0] !== 'node_modules') {
    const stat = statSync(real);
    if (stat.isFile() && stat.nlink > 1) {
      return `${resource} has ${stat.nlink} hard links: its other names may be outside the project`;
    }
  }
  return undefined;
}

/** The loader that fails a refused module (its message comes from the rule). */
const REFUSE_LOADER = path.join(__dirname, 'refuse-loader.cjs');

/**
 * The bundler rule: any module whose real path {@link moduleProblem}
 * refuses fails the build, naming it and the module that asked for it. A
 * `pre` rule, so it runs for inline-loader requests (`!file-loader!…`,
 * `!url-loader!…`) too.
 */
export function containedModuleRule(root: string) {
  return {
    enforce: 'pre' as const,
    test: (resource: string) => moduleProblem(resource, root) !== undefined,
    use: ({resource = '', issuer}: {resource?: string; issuer?: string}) => [
      {
        loader: REFUSE_LOADER,
        options: {
          message: `${issuer ? `${path.relative(root, issuer)} requires a file the build must not publish: ` : ''}${moduleProblem(resource, root) ?? resource}.`,
        },
      },
    ],
  };
}
