/**
 * How a seam is checked against an upstream package, installed or canary:
 * a `fork` or `copy` by its upstream file's code against the stored
 * original (`upstream/<pkg>/<file>.orig`), compared as JavaScript tokens
 * (comments and layout do not count, any change of code does); an `import`
 * or `contract` by the names its upstream file must still declare; a `pin`
 * by the version its owner installs against @docusaurus/core's.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {diff} from 'node:util';
import ts from 'typescript';
import {packageDir} from './index.ts';
import {VERIFIED, type Seam} from './manifest.ts';

export type Drift = {
  status: 'unchanged' | 'changed' | 'gone';
  /** Why, with what to do: the message of a failing drift test. */
  detail: string;
};

/** Where a package's folder is, as seen from a folder (the installed packages by default). */
export type Resolve = (pkg: string, from?: string) => string;

const root = path.resolve(import.meta.dirname, '../..');

/** The stored original of a `fork` or `copy`. */
export function storedFile(seam: Seam): string {
  return path.join(
    import.meta.dirname,
    'upstream',
    seam.pkg,
    `${seam.file}.orig`,
  );
}

/**
 * The code of a module as the tokens of its syntax tree (JSX included):
 * what changes its behaviour, not its comments or layout.
 */
export function codeTokens(source: string): string[] {
  const file = ts.createSourceFile(
    'module.jsx',
    source,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JSX,
  );
  const tokens: string[] = [];
  const walk = (node: ts.Node): void => {
    const kind = ts.SyntaxKind[node.kind];
    if (kind.startsWith('JSDoc')) return;
    const children = node.getChildren(file);
    if (children.length > 0) {
      children.forEach(walk);
      return;
    }
    const text = node.getText(file).replace(/\s+/g, ' ').trim();
    if (text || node.kind !== ts.SyntaxKind.JsxText)
      tokens.push(`${kind} ${text}`);
  };
  walk(file);
  return tokens;
}

/** The changed lines of `after` against `before`, each with a line around it. */
export function lineDiff(before: string, after: string): string {
  const lines = diff(before.split('\n'), after.split('\n'));
  return lines
    .map(([op, line], index) => {
      const near = [-1, 1].some(
        (step) => (lines[index + step]?.[0] ?? 0) !== 0,
      );
      if (op === 0) return near ? `  ${line}` : undefined;
      return `${op === 1 ? '-' : '+'} ${line}`;
    })
    .filter((line) => line !== undefined)
    .join('\n');
}

/** The names and strings a module's code declares or contains (identifiers, string contents). */
function declaredNames(source: string): Set<string> {
  return new Set(
    codeTokens(source).map((token) =>
      token.slice(token.indexOf(' ') + 1).replace(/^(['"`])(.*)\1$/, '$2'),
    ),
  );
}

function version(dir: string): string {
  return (
    JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

/** A pin: the owner's package.json names, and installs, the version of @docusaurus/core. */
function checkPin(seam: Seam, resolve: Resolve): Drift {
  const manifest = path.join(root, seam.owners[0]!);
  const owner = path.dirname(manifest);
  const {dependencies = {}} = JSON.parse(readFileSync(manifest, 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const core = version(resolve('@docusaurus/core'));
  const installed = version(resolve(seam.pkg, owner));
  if (dependencies[seam.pkg] === core && installed === core) {
    return {status: 'unchanged', detail: `${seam.pkg} ${core}`};
  }
  return {
    status: 'changed',
    detail: `Seam ${seam.id}: ${seam.owners[0]} names ${seam.pkg} ${dependencies[seam.pkg]} and ${installed} is what it runs, but @docusaurus/core is ${core}: set ${seam.pkg} to ${core} there (npm install), or the post-build keeps running the old plugin.`,
  };
}

/** The seam checked against the packages `resolve` finds (the installed ones by default). */
export function checkSeam(seam: Seam, resolve: Resolve = packageDir): Drift {
  if (seam.kind === 'pin') return checkPin(seam, resolve);
  const upstream = path.join(resolve(seam.pkg), seam.file);
  const owners = seam.owners.join(', ');
  if (!existsSync(upstream)) {
    return {
      status: 'gone',
      detail: `Seam ${seam.id}: ${upstream} is gone; ${owners} depend${seam.owners.length > 1 ? '' : 's'} on it (${seam.pkg} ${VERIFIED[seam.pkg]}). Find where it went, or retire the seam: ${seam.exit}`,
    };
  }
  const installed = readFileSync(upstream, 'utf8');
  if (seam.kind === 'import' || seam.kind === 'contract') {
    const declared = declaredNames(installed);
    const missing = (seam.names ?? []).filter((name) => !declared.has(name));
    if (missing.length > 0) {
      // A renamed define or file keeps its prefix (`process.env.`): say the new name.
      const prefix = (name: string) => name.slice(0, name.lastIndexOf('.') + 1);
      const near = [...declared].filter((name) =>
        missing.some((gone) => prefix(gone) && name.startsWith(prefix(gone))),
      );
      return {
        status: 'changed',
        detail: `Seam ${seam.id}: ${upstream} no longer has ${missing.join(', ')}${near.length > 0 ? ` (it has ${near.join(', ')})` : ''}, which ${owners} rely on (${seam.pkg} ${VERIFIED[seam.pkg]}): use its new name there.`,
      };
    }
    // A contract holds on both sides: each owner still writes every name.
    const unread =
      seam.kind === 'contract'
        ? seam.owners.flatMap((owner) =>
            (seam.names ?? [])
              .filter(
                (name) =>
                  !readFileSync(path.join(root, owner), 'utf8').includes(name),
              )
              .map((name) => `${owner} does not read ${name}`),
          )
        : [];
    return unread.length === 0
      ? {status: 'unchanged', detail: ''}
      : {status: 'changed', detail: `Seam ${seam.id}: ${unread.join('; ')}.`};
  }
  const storedPath = storedFile(seam);
  const stored = readFileSync(storedPath, 'utf8');
  if (
    JSON.stringify(codeTokens(installed)) === JSON.stringify(codeTokens(stored))
  ) {
    return {status: 'unchanged', detail: ''};
  }
  return {
    status: 'changed',
    detail: `Seam ${seam.id}: ${upstream} changed since ${owners} ${seam.kind === 'copy' ? 'copied' : 'forked'} it (${seam.pkg} ${VERIFIED[seam.pkg]}, kept in ${path.relative(root, storedPath)}). Carry the change into the ${seam.kind}, then copy the file over the stored one:\n${lineDiff(stored, installed)}`,
  };
}
