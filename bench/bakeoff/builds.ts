/** The builds the bake-off (bench/search-bakeoff.ts) compares, by content size. */
import {createHash} from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {builtLocales, builtSearch} from '@paynow-docs/search-engine/built';
import {
  INDEX_DIR,
  allowed,
  indexFiles,
  type SearchIndexFile,
} from '@paynow-docs/search-engine';

/** The sections a locale's search covers: its language and its docs versions. */
export function searchedRecords(index: SearchIndexFile) {
  return index.records.filter((record) => allowed(record, index.site.filters));
}

/** `1=build,5=/tmp/x/build` → [[1, 'build'], [5, '/tmp/x/build']]. */
export function parseBuilds(
  value = process.env.BAKEOFF_BUILDS ?? '1=build',
): [number, string][] {
  return value.split(',').map((part) => {
    const [factor, dir] = part.split('=');
    if (!Number(factor) || !dir) {
      throw new Error(
        `BAKEOFF_BUILDS: "${part}" is not <factor>=<build folder>.`,
      );
    }
    return [Number(factor), dir.trim()];
  });
}

/**
 * A stand-in for a build of the site with its guides `factor` times, made
 * in seconds from a 1× build (the scale bench's real builds take long): a
 * temporary folder with each locale's pages (HTML only) and its guides'
 * pages copied under `docs/scale-<k>/`, as bench/scale/site.ts copies the
 * sources, and an index whose guide records are copied the same way.
 * Returns the folder; the caller removes it.
 */
export async function syntheticBuild(
  buildDir: string,
  factor: number,
): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), `pn-bakeoff-${factor}x-`));
  try {
    const locales = builtLocales(buildDir);
    for (const [position, locale] of locales.entries()) {
      const from = position === 0 ? buildDir : path.join(buildDir, locale);
      const to = position === 0 ? dir : path.join(dir, locale);
      const others = locales.filter((other) => other !== locale);
      cpSync(from, to, {
        recursive: true,
        filter: (source) => {
          const relative = path.relative(from, source);
          return (
            !(
              position === 0 && others.includes(relative.split(path.sep)[0]!)
            ) &&
            !relative.startsWith('assets') &&
            (statSync(source).isDirectory() || source.endsWith('.html'))
          );
        },
      });
      const index = await builtSearch(buildDir, locale).file();
      const guides = `${index.site.baseUrl}docs/`;
      const all = index.records;
      const originals = all.filter((record) => record.url.startsWith(guides));
      const records = [...all];
      for (let copy = 2; copy <= factor; copy += 1) {
        const docs = path.join(to, 'docs');
        for (const name of readdirSync(docs)) {
          if (name.startsWith('scale-')) continue;
          cpSync(
            path.join(docs, name),
            path.join(docs, `scale-${copy}`, name),
            {
              recursive: true,
            },
          );
        }
        for (const record of originals) {
          records.push({
            ...record,
            id: records.length,
            url: record.url.replace(guides, `${guides}scale-${copy}/`),
          });
        }
      }
      mkdirSync(path.join(to, INDEX_DIR), {recursive: true});
      const {files} = indexFiles({...index, records}, (text) =>
        createHash('sha256').update(text).digest('hex').slice(0, 10),
      );
      for (const file of files)
        writeFileSync(path.join(to, INDEX_DIR, file.name), file.text);
    }
  } catch (error) {
    rmSync(dir, {recursive: true, force: true});
    throw error;
  }
  return dir;
}
