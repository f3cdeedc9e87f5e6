/**
 * `.ci/node`, the Node.js that `.ci/run` (and the README's recipe) takes from
 * the npm registry: a tarball that does not match the pinned SHA-512 never
 * runs, whether it comes from the registry or sits in the cache, and the
 * unpacked copy is checked against the tarball on every use.
 */
import {spawnSync} from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';

const root = join(import.meta.dirname, '../..');
const script = join(root, '.ci/node');
const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
const name = `node-linux-${arch}-24.21.0`;

function run(cache: string, path = process.env.PATH!) {
  const result = spawnSync(script, {
    cwd: root,
    encoding: 'utf8',
    env: {...process.env, PATH: path, XDG_CACHE_HOME: cache},
  });
  return {status: result.status, stdout: result.stdout, stderr: result.stderr};
}

describe('.ci/node', {skip: process.platform !== 'linux'}, () => {
  let scratch: string;
  /** A folder whose `npm` "downloads" the file `fakeTarball`. */
  let fakeNpm: string;
  let fakeTarball: string;
  let realTarball: string;

  before(() => {
    scratch = mkdtempSync(join(tmpdir(), 'ci-node-'));
    // The real tarball, through the real npm (npm's cache makes it quick).
    const first = run(join(scratch, 'real'));
    assert.equal(first.status, 0, first.stderr);
    realTarball = join(scratch, 'real/paynow-docs', name, `${name}.tgz`);
    assert.ok(existsSync(realTarball));
    // A tarball of the same name whose node is a shell script.
    const forged = join(scratch, 'forged');
    mkdirSync(join(forged, 'package/bin'), {recursive: true});
    writeFileSync(join(forged, 'package/bin/node'), '#!/bin/sh\necho owned\n');
    chmodSync(join(forged, 'package/bin/node'), 0o755);
    fakeTarball = join(scratch, 'forged.tgz');
    spawnSync('tar', ['-czf', fakeTarball, '-C', forged, 'package']);
    fakeNpm = join(scratch, 'fake-npm');
    mkdirSync(fakeNpm);
    writeFileSync(
      join(fakeNpm, 'npm'),
      `#!/bin/sh\n# npm pack <pkg> --pack-destination <dir> --silent\ncp "${fakeTarball}" "$4/${name}.tgz"\necho ${name}.tgz\n`,
    );
    chmodSync(join(fakeNpm, 'npm'), 0o755);
  });
  after(() => rmSync(scratch, {recursive: true, force: true}));

  test('a tarball from the registry that does not match the pin is refused, nothing unpacked', () => {
    const cache = join(scratch, 'forged-download');
    const result = run(cache, `${fakeNpm}:${process.env.PATH}`);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /does not match its pinned SHA-512/);
    assert.equal(result.stdout, '');
    assert.ok(!existsSync(join(cache, 'paynow-docs', name, 'package')));
  });

  test('a cached tarball that no longer matches the pin is not reused', () => {
    const cache = join(scratch, 'tampered-tarball');
    const dir = join(cache, 'paynow-docs', name);
    mkdirSync(dir, {recursive: true});
    copyFileSync(fakeTarball, join(dir, `${name}.tgz`));
    const result = run(cache, `${fakeNpm}:${process.env.PATH}`);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /does not match its pinned SHA-512/);
    assert.ok(!existsSync(join(dir, 'package')));
  });

  test('an unpacked copy without its tarball (the old cache layout) is not run', () => {
    const cache = join(scratch, 'old-layout');
    const bin = join(cache, 'paynow-docs', name, 'package/bin');
    mkdirSync(bin, {recursive: true});
    writeFileSync(join(bin, 'node'), '#!/bin/sh\necho owned\n');
    const result = run(cache, `${fakeNpm}:${process.env.PATH}`);
    assert.notEqual(result.status, 0);
  });

  test('a changed or added file in the cached copy is replaced by the checked tarball', () => {
    const cache = join(scratch, 'tampered-copy');
    const dir = join(cache, 'paynow-docs', name);
    mkdirSync(dir, {recursive: true});
    copyFileSync(realTarball, join(dir, `${name}.tgz`));
    const first = run(cache, `${fakeNpm}:${process.env.PATH}`);
    assert.equal(first.status, 0, first.stderr);
    const bin = first.stdout.trim();
    assert.equal(bin, join(dir, 'package/bin'));
    const original = readFileSync(join(bin, 'node'));
    appendFileSync(join(bin, 'node'), 'x');
    writeFileSync(join(bin, 'npm'), '#!/bin/sh\necho owned\n');

    const again = run(cache, `${fakeNpm}:${process.env.PATH}`);
    assert.equal(again.status, 0, again.stderr);
    assert.match(again.stderr, /differs from its checked tarball/);
    assert.deepEqual(readdirSync(bin), ['node']);
    assert.ok(readFileSync(join(bin, 'node')).equals(original));
    const version = spawnSync(join(bin, 'node'), ['--version'], {
      encoding: 'utf8',
    });
    assert.equal(version.stdout.trim(), 'v24.21.0');
  });

  test('.ci/run and the README take Node.js only through .ci/node, never unpacking into the checkout', () => {
    const ci = readFileSync(join(root, '.ci/run'), 'utf8');
    assert.match(ci, /\$\(\.ci\/node\)/);
    assert.doesNotMatch(ci, /npm pack|tar -x/);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    assert.match(readme, /export PATH="\$\(\.ci\/node\):\$PATH"/);
    assert.doesNotMatch(readme, /npm pack node-linux|tar -xzf node-linux/);
  });
});
