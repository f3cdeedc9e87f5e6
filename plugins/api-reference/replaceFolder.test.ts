import assert from 'node:assert/strict';
import {
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, it} from 'node:test';
import {replaceFolder} from './replaceFolder.ts';

let root: string;
let staging: string;
let target: string;

async function put(folder: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, file)), {recursive: true});
    await writeFile(path.join(folder, file), text);
  }
}

async function contents(folder: string): Promise<Record<string, string>> {
  const entries = await readdir(folder, {recursive: true, withFileTypes: true});
  const found: Record<string, string> = {};
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    found[path.relative(folder, file)] = await readFile(file, 'utf8');
  }
  return found;
}

describe('replaceFolder', () => {
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'pn-replace-folder-'));
    staging = path.join(root, '.api-staging');
    target = path.join(root, 'api');
  });
  afterEach(async () => {
    await rm(root, {recursive: true, force: true});
  });

  it('fills a folder that does not exist yet, and removes the staging folder', async () => {
    await put(staging, {'index.mdx': 'a', '_data/index.json': '{}'});
    const changes = await replaceFolder(staging, target);
    assert.deepEqual(changes, {
      written: ['_data/index.json', 'index.mdx'],
      removed: [],
    });
    assert.deepEqual(await contents(target), {
      'index.mdx': 'a',
      '_data/index.json': '{}',
    });
    await assert.rejects(stat(staging), {code: 'ENOENT'});
  });

  it('leaves an unchanged file untouched (same inode and time), so no watcher fires', async () => {
    await put(target, {'index.mdx': 'same', 'get-pet.mdx': 'old'});
    const before = await stat(path.join(target, 'index.mdx'));
    await put(staging, {'index.mdx': 'same', 'get-pet.mdx': 'new'});
    const changes = await replaceFolder(staging, target);
    assert.deepEqual(changes, {written: ['get-pet.mdx'], removed: []});
    const after = await stat(path.join(target, 'index.mdx'));
    assert.equal(after.ino, before.ino);
    assert.equal(after.mtimeMs, before.mtimeMs);
    assert.equal(
      await readFile(path.join(target, 'get-pet.mdx'), 'utf8'),
      'new',
    );
  });

  it('regenerating the same content changes nothing', async () => {
    await put(target, {'index.mdx': 'a', '_data/a.json': '1'});
    await put(staging, {'index.mdx': 'a', '_data/a.json': '1'});
    assert.deepEqual(await replaceFolder(staging, target), {
      written: [],
      removed: [],
    });
  });

  it('removes the files (and emptied folders) the new content lacks', async () => {
    await put(target, {
      'index.mdx': 'a',
      'old-op.mdx': 'x',
      'gone/_data/old.json': '{}',
    });
    await put(staging, {'index.mdx': 'a'});
    const changes = await replaceFolder(staging, target);
    assert.deepEqual(changes, {
      written: [],
      removed: ['gone/_data/old.json', 'old-op.mdx'],
    });
    assert.deepEqual(await contents(target), {'index.mdx': 'a'});
    await assert.rejects(stat(path.join(target, 'gone')), {code: 'ENOENT'});
  });
});
