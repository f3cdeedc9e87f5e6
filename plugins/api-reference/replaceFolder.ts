import {mkdir, readFile, readdir, rename, rm, rmdir} from 'node:fs/promises';
import path from 'node:path';
import type {SiteChanges} from '@paynow-docs/build-kit/site';

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, {recursive: true, withFileTypes: true})
    // A folder not made yet holds no files.
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)),
    )
    .sort();
}

async function sameBytes(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([
    readFile(a),
    readFile(b).catch(() => null),
  ]);
  return right !== null && left.equals(right);
}

/**
 * Makes `target` hold exactly the files of `staging` (a folder on the same
 * file system), then removes `staging`. A file whose bytes did not change is
 * not touched; a changed or new one is moved in with one `rename`, so a
 * reader (the development server's file watcher, a docs plugin loading its
 * content) sees the old file or the new one, never a missing or half-written
 * one; a file the new content lacks is removed. Regenerating unchanged content
 * changes nothing, and so starts no reload. Returns the files written (new or
 * with other bytes) and removed, relative to `target`, sorted.
 */
export async function replaceFolder(
  staging: string,
  target: string,
): Promise<SiteChanges> {
  const [next, current] = await Promise.all([
    listFiles(staging),
    listFiles(target),
  ]);
  const written: string[] = [];
  for (const file of next) {
    const from = path.join(staging, file);
    const to = path.join(target, file);
    if (await sameBytes(from, to)) continue;
    await mkdir(path.dirname(to), {recursive: true});
    await rename(from, to);
    written.push(file);
  }
  const keep = new Set(next);
  const removed = current.filter((file) => !keep.has(file));
  for (const file of removed) {
    await rm(path.join(target, file), {force: true});
  }
  // Folders the removals emptied go too (the deepest first).
  const folders = new Set<string>();
  for (const file of removed) {
    for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) {
      folders.add(dir);
    }
  }
  const deepestFirst = [...folders].sort((a, b) => b.length - a.length);
  for (const folder of deepestFirst) {
    await rmdir(path.join(target, folder)).catch(() => undefined);
  }
  await rm(staging, {recursive: true, force: true});
  return {written, removed};
}
