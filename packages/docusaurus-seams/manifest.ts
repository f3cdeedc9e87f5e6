/**
 * The manifest of the seams, `manifest.yaml`, read and checked: a malformed
 * record fails every importer, naming the file, the line and the seam. The
 * versions are this package's peerDependencies (but `typescript`).
 * `__dirname`, not `import.meta`: the site config loads this module through
 * Docusaurus's jiti (index.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  LineCounter,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type Node,
} from 'yaml';

export type UpstreamPackage = Exclude<
  keyof (typeof import('./package.json'))['peerDependencies'],
  'typescript'
>;

export type Seam = {
  /** Named in every failure message. */
  id: string;
  /**
   * - `fork`: a module the bundler replaces with ours (or that ours starts from);
   * - `copy`: a theme component ejected into ours (an eject, not a wrap);
   * - `import`: names we import from a file outside the package's public API;
   * - `contract`: a name or string ours relies on (a define, a generated file);
   * - `pin`: a Docusaurus plugin a workspace package depends on by exact version.
   */
  kind: 'fork' | 'copy' | 'import' | 'contract' | 'pin';
  pkg: UpstreamPackage;
  /** The upstream file, in the package. `fork` and `copy` keep it byte for byte in `upstream/<pkg>/<file>.orig`. */
  file: string;
  /** `import`, `contract` (and only they): what the upstream file must still declare or contain (as a token: a name or a string). */
  names?: string[];
  /** The repository files that own the seam (for a `pin`, first the package.json that names it). */
  owners: string[];
  /** Why, with the number that justified it. */
  why: string;
  /** The upstream change that would retire it, or when to delete it. */
  exit: string;
};

const KINDS = ['fork', 'copy', 'import', 'contract', 'pin'];
const STRINGS = ['id', 'kind', 'pkg', 'file', 'why', 'exit'];
const REQUIRED = [...STRINGS, 'owners'];

/** The seams of a manifest's text; throws every problem, each as `file:line: seam id: what`. */
export function parseManifest(
  text: string,
  versions: Record<string, string>,
  file = 'manifest.yaml',
): Seam[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {lineCounter});
  const line = (node: unknown) =>
    lineCounter.linePos((node as Node | undefined)?.range?.[0] ?? 0).line;
  const malformed = (problems: string[]) =>
    new Error(`Malformed seams manifest:\n${problems.join('\n')}`);
  if (doc.errors.length)
    throw malformed(
      doc.errors.map(
        (error) => `${file}:${error.linePos?.[0].line}: ${error.message}`,
      ),
    );
  if (!isSeq(doc.contents)) throw malformed([`${file}:1: not a list of seams`]);
  const problems: string[] = [];
  const seams: Record<string, unknown>[] = [];
  const ids = new Map<unknown, number>();
  for (const item of doc.contents.items) {
    if (!isMap(item)) {
      problems.push(`${file}:${line(item)}: a seam is a mapping`);
      continue;
    }
    const seam = item.toJS(doc) as Record<string, unknown>;
    seams.push(seam);
    const say = (node: unknown, what: string) =>
      problems.push(
        `${file}:${line(node ?? item)}: seam ${String(seam.id ?? '(no id)')}: ${what}`,
      );
    for (const {key} of item.items) {
      const name = String(isScalar(key) ? key.value : key);
      if (![...REQUIRED, 'names'].includes(name))
        say(key, `unknown key ${name}`);
    }
    const missing = REQUIRED.filter((key) => !item.has(key));
    if (missing.length) say(item, `missing ${missing.join(', ')}`);
    for (const key of STRINGS)
      if (item.has(key) && (typeof seam[key] !== 'string' || !seam[key]))
        say(item.get(key, true), `${key} is not a non-empty string`);
    for (const key of ['owners', 'names']) {
      const list = seam[key];
      if (
        item.has(key) &&
        !(
          Array.isArray(list) &&
          list.length &&
          list.every((entry) => typeof entry === 'string' && entry)
        )
      )
        say(item.get(key, true), `${key} is not a list of strings`);
    }
    if (item.has('kind') && !KINDS.includes(seam.kind as string))
      say(
        item.get('kind', true),
        `kind ${String(seam.kind)} is not one of ${KINDS.join('|')}`,
      );
    else if (
      item.has('kind') &&
      ['import', 'contract'].includes(seam.kind as string) !== item.has('names')
    )
      say(
        item,
        item.has('names')
          ? `kind ${String(seam.kind)} has no names (import and contract do)`
          : `kind ${String(seam.kind)} needs names`,
      );
    if (item.has('pkg') && !Object.hasOwn(versions, seam.pkg as string))
      say(
        item.get('pkg', true),
        `pkg ${String(seam.pkg)} is not in package.json's peerDependencies`,
      );
    const first = ids.get(seam.id);
    if (first)
      say(item.get('id', true), `duplicate id (first at line ${first})`);
    else if (typeof seam.id === 'string') ids.set(seam.id, line(item));
  }
  if (problems.length) throw malformed(problems);
  return seams as Seam[];
}

const {peerDependencies} = JSON.parse(
  readFileSync(path.join(__dirname, 'package.json'), 'utf8'),
) as {peerDependencies: Record<string, string>};

/** The versions every seam is verified against: package.json's peerDependencies but `typescript` (the drift test holds the installed ones to them). */
export const VERIFIED = Object.fromEntries(
  Object.entries(peerDependencies).filter(([pkg]) => pkg !== 'typescript'),
) as Record<UpstreamPackage, string>;

export const SEAMS: Seam[] = parseManifest(
  readFileSync(path.join(__dirname, 'manifest.yaml'), 'utf8'),
  VERIFIED,
  path.join(__dirname, 'manifest.yaml'),
);
