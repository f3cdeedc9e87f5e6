/**
 * The seams of this repository with Docusaurus: the manifest, and where the
 * installed upstream packages and a seam's upstream file are.
 */
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {SEAMS, type Seam} from './manifest.ts';

export {SEAMS, VERIFIED, type Seam, type UpstreamPackage} from './manifest.ts';

/**
 * The folder of `pkg` as Node resolves it from the folder `from` (without
 * the package's `exports` map, which hides `lib/`). `__dirname`, not
 * `import.meta`: the site config loads this module through Docusaurus's jiti.
 */
export function packageDir(pkg: string, from = __dirname): string {
  const require = createRequire(path.join(from, 'package.json'));
  const found = (require.resolve.paths(pkg) ?? [])
    .map((dir) => path.join(dir, pkg))
    .find((dir) => existsSync(path.join(dir, 'package.json')));
  if (!found) throw new Error(`${pkg} is not installed (from ${from})`);
  return found;
}

/** A file of an installed upstream package: `upstreamFile('@docusaurus/core', 'lib/client/exports/Translate.js')`. */
export function upstreamFile(pkg: string, file: string): string {
  return path.join(packageDir(pkg), file);
}

function seam(id: string): Seam {
  const found = SEAMS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No seam ${id} in the manifest`);
  return found;
}

/** The installed upstream file of the seam `id` (see manifest.yaml). */
export function seamFile(id: string): string {
  const {pkg, file} = seam(id);
  return upstreamFile(pkg, file);
}

/** What matches the upstream module of the seam `id` in a bundler's resolved paths (a module replacement's rule). */
export function seamPattern(id: string): RegExp {
  const {pkg, file} = seam(id);
  return new RegExp(
    `${`${pkg}/${file}`
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replaceAll('/', '[\\\\/]')}$`,
  );
}
