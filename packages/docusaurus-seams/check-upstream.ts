/**
 * `npm run check:upstream`: every seam against the installed packages, as
 * the drift test checks them. With `--canary`: against the newest
 * Docusaurus canary build all its packages have (its newest version for a
 * package outside Docusaurus), unpacked into a temporary folder; prints which seams drift and
 * how. With `--table`: the manifest's table for README.md.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {checkSeam, type Resolve} from './drift.ts';
import {SEAMS, VERIFIED} from './manifest.ts';

/** The manifest as a Markdown table (README.md holds it; the drift test compares). */
export function seamsTable(): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| Seam | Kind | Upstream | Owners | Why | Exit |',
    '| --- | --- | --- | --- | --- | --- |',
    ...SEAMS.map((seam) =>
      [
        `\`${seam.id}\``,
        seam.kind,
        `${seam.pkg} ${VERIFIED[seam.pkg]}: \`${seam.file}\`${seam.names ? ` (${seam.names.map((name) => `\`${name}\``).join(', ')})` : ''}`,
        seam.owners.map((owner) => `\`${owner}\``).join(', '),
        seam.why,
        seam.exit,
      ]
        .map(cell)
        .join(' | '),
    ).map((row) => `| ${row} |`),
  ].join('\n');
}

const canaryBuild = (version: string) =>
  Number(/-canary-(\d+)$/.exec(version)?.[1] ?? -1);

/**
 * The version of each upstream package to check: for Docusaurus's, the
 * newest canary build all of them have (the registry has no `canary` tag);
 * for the others, their newest version.
 */
function canaryVersions(): Record<string, string> {
  const versions = Object.fromEntries(
    Object.keys(VERIFIED).map((pkg) => [
      pkg,
      JSON.parse(
        execFileSync('npm', ['view', pkg, 'versions', '--json'], {
          encoding: 'utf8',
        }),
      ) as string[],
    ]),
  );
  const docusaurus = Object.keys(versions).filter((pkg) =>
    pkg.startsWith('@docusaurus/'),
  );
  const [build] = versions['@docusaurus/core']!.map(canaryBuild)
    .filter((candidate) =>
      docusaurus.every((pkg) =>
        versions[pkg]!.some((version) => canaryBuild(version) === candidate),
      ),
    )
    .sort((a, b) => b - a);
  return Object.fromEntries(
    Object.entries(versions).map(([pkg, list]) => [
      pkg,
      (docusaurus.includes(pkg) &&
        list.find((version) => canaryBuild(version) === build)) ||
        list.at(-1)!,
    ]),
  );
}

/** Unpacks the newest canary (or latest) of every upstream package into `dir`/node_modules; returns the versions. */
function unpackCanaries(dir: string): Record<string, string> {
  const versions = canaryVersions();
  for (const [pkg, version] of Object.entries(versions)) {
    const tarball = (
      JSON.parse(
        execFileSync(
          'npm',
          ['pack', `${pkg}@${version}`, '--pack-destination', dir, '--json'],
          {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']},
        ),
      ) as {filename: string}[]
    )[0]!.filename;
    const target = path.join(dir, 'node_modules', pkg);
    mkdirSync(target, {recursive: true});
    execFileSync('tar', [
      '-xzf',
      path.join(dir, tarball),
      '-C',
      target,
      '--strip-components=1',
    ]);
  }
  return versions;
}

function main(args: string[]): number {
  if (args.includes('--table')) {
    console.log(seamsTable());
    return 0;
  }
  const canary = args.includes('--canary');
  const dir = canary ? mkdtempSync(path.join(tmpdir(), 'seams-canary-')) : '';
  try {
    let resolve: Resolve | undefined;
    if (canary) {
      const versions = unpackCanaries(dir);
      console.log(
        `Against: ${Object.entries(versions)
          .map(([pkg, version]) => `${pkg} ${version}`)
          .join(', ')}\n`,
      );
      resolve = (pkg) => path.join(dir, 'node_modules', pkg);
    }
    const drifts = SEAMS.map((seam) => ({seam, ...checkSeam(seam, resolve)}));
    for (const {seam, status, detail} of drifts) {
      const summary =
        status === 'changed' && seam.kind !== 'pin'
          ? `${detail.split('\n').length - 1} diff lines`
          : '';
      console.log(`${status.padEnd(9)} ${seam.id} (${seam.kind}) ${summary}`);
    }
    const drifted = drifts.filter(({status}) => status !== 'unchanged');
    for (const {detail} of drifted) console.log(`\n${detail}`);
    console.log(
      `\n${drifted.length} of ${SEAMS.length} seams drift${canary ? ' on the canary' : ''}.`,
    );
    return drifted.length > 0 ? 1 : 0;
  } finally {
    if (dir) rmSync(dir, {recursive: true, force: true});
  }
}

if (import.meta.filename === process.argv[1])
  process.exitCode = main(process.argv.slice(2));
