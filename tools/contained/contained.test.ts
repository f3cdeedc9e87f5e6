import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  linkSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {existsSync} from 'node:fs';
import {
  assertContained,
  assertOutputContained,
  CONTENT_FOLDERS,
  linksInOutput,
  uncontainedFiles,
} from './contained.ts';

const temp = mkdtempSync(join(tmpdir(), 'contained-'));
after(() => rmSync(temp, {recursive: true, force: true}));

/** A project with every content folder, one page each, and a secret beside it. */
function project(name: string): {root: string; secret: string} {
  const root = join(temp, name, 'site');
  for (const folder of CONTENT_FOLDERS) {
    mkdirSync(join(root, folder), {recursive: true});
    writeFileSync(join(root, folder, 'page.md'), '# Page\n');
  }
  mkdirSync(join(root, '.git'));
  writeFileSync(join(root, '.git', 'config'), '[core]\n');
  const secret = join(temp, name, 'secret.txt');
  writeFileSync(secret, 'sentinel-secret\n');
  return {root, secret};
}

for (const folder of CONTENT_FOLDERS) {
  test(`${folder}/: a link to a file outside the project fails with its path and target`, () => {
    const {root, secret} = project(`out-${folder.replace('/', '-')}`);
    symlinkSync(secret, join(root, folder, 'x.txt'));
    assert.throws(
      () => assertContained(root, CONTENT_FOLDERS),
      (error: Error) => {
        assert.ok(
          error.message.includes(
            `${folder}/x.txt is a link to ${secret}, which resolves to ${secret}, outside the project`,
          ),
          error.message,
        );
        return true;
      },
    );
  });

  test(`${folder}/: a hard link (another name of a file elsewhere) fails`, () => {
    const {root, secret} = project(`hard-${folder.replace('/', '-')}`);
    linkSync(secret, join(root, folder, 'x.txt'));
    assert.deepEqual(uncontainedFiles(root, CONTENT_FOLDERS), [
      {
        file: `${folder}/x.txt`,
        problem:
          'has 2 hard links: its other names may be outside the project (copy the file instead)',
      },
    ]);
  });
}

test('/proc/self/environ, a linked folder, a relative way out, a broken link and .git fail; links inside the project pass', () => {
  const {root} = project('kinds');
  symlinkSync('/proc/self/environ', join(root, 'static', 'env.txt'));
  symlinkSync(temp, join(root, 'docs', 'outside-folder'));
  symlinkSync('../../../secret.txt', join(root, 'blog', 'up.txt'));
  symlinkSync('missing.md', join(root, 'i18n', 'broken.md'));
  symlinkSync('../.git/config', join(root, 'openapi', 'git.yaml'));
  symlinkSync('../../docs/page.md', join(root, 'src/pages', 'same.md'));
  assert.deepEqual(
    uncontainedFiles(root, CONTENT_FOLDERS).map(({file}) => file),
    [
      'static/env.txt',
      'docs/outside-folder',
      'blog/up.txt',
      'i18n/broken.md',
      'openapi/git.yaml',
    ],
  );
});

test('a chain of links through another folder of the project is walked to its end', () => {
  const {root, secret} = project('chain');
  mkdirSync(join(root, 'somedir'));
  symlinkSync('/proc/self/environ', join(root, 'somedir', 'env.txt'));
  linkSync(secret, join(root, 'somedir', 'hard.txt'));
  writeFileSync(join(root, 'somedir', 'fine.txt'), 'fine\n');
  symlinkSync('../somedir', join(root, 'static', 'brand'));
  // A loop back into static/ ends.
  symlinkSync('../static', join(root, 'somedir', 'back'));
  assert.deepEqual(
    uncontainedFiles(root, CONTENT_FOLDERS).map(({file}) => file),
    ['static/brand/env.txt', 'static/brand/hard.txt'],
  );
  assert.throws(
    () => assertContained(root, CONTENT_FOLDERS),
    /static\/brand\/env\.txt is a link to \/proc\/self\/environ/,
  );
});

test('the output folder is the truth: a link added during the build, or a link in the output, fails and is removed', () => {
  const {root} = project('output');
  const out = join(root, 'build');
  mkdirSync(join(out, 'zh-TW', 'brand'), {recursive: true});
  mkdirSync(join(out, 'brand'));
  for (const file of [
    'brand/env.txt',
    'brand/env.txt.gz',
    'brand/env.txt.br',
    'zh-TW/brand/env.txt',
    'index.html',
  ]) {
    writeFileSync(join(out, file), 'copied\n');
  }
  assert.doesNotThrow(() => assertOutputContained(root, out));
  // Added to static/ after the config-time check (a one-locale build).
  mkdirSync(join(root, 'somedir'));
  symlinkSync('/proc/self/environ', join(root, 'somedir', 'env.txt'));
  symlinkSync('../somedir', join(root, 'static', 'brand'));
  symlinkSync('/etc/hostname', join(out, 'zh-TW', 'host.txt'));
  assert.deepEqual(linksInOutput(out), [
    {file: 'zh-TW/host.txt', problem: 'is a symbolic link to /etc/hostname'},
  ]);
  assert.throws(
    () => assertOutputContained(root, out),
    (error: Error) =>
      /static\/brand\/env\.txt is a link to \/proc\/self\/environ/.test(
        error.message,
      ) && /build\/zh-TW\/host\.txt is a symbolic link/.test(error.message),
  );
  for (const gone of [
    'brand/env.txt',
    'brand/env.txt.gz',
    'brand/env.txt.br',
    'zh-TW/brand/env.txt',
    'zh-TW/host.txt',
  ]) {
    assert.equal(existsSync(join(out, gone)), false, gone);
  }
  assert.ok(existsSync(join(out, 'index.html')));
});

test('the project as it is has none', () => {
  assert.deepEqual(
    uncontainedFiles(join(import.meta.dirname, '../..'), CONTENT_FOLDERS),
    [],
  );
});
