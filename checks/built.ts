/**
 * The production build the checks read (`build/`, made by `npm run build`),
 * and one of its files as text, with a message that says how to make it.
 */
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

export const BUILD = join(dirname(fileURLToPath(import.meta.url)), '../build');

export function built(path: string): string {
  const file = join(BUILD, path);
  if (!existsSync(file)) {
    throw new Error(
      `${path} is not in the build: run \`npm run build\` first.`,
    );
  }
  return readFileSync(file, 'utf8');
}
