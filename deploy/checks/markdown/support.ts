/**
 * What the HTTP checks of the Markdown negotiation share: the real nginx
 * serving the current build, and the base URL, origin and locales the build
 * records (`build/.nginx/build.json`, written by plugins/postbuild).
 */
import {after, before} from 'node:test';
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {readBuildRecord} from '@paynow-docs/postbuild/record';
import {type NginxProcess} from '../../nginx-process.ts';
import {startServer} from '../engine.ts';

const BUILD = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../..',
  'build',
);
const RECORD = readBuildRecord(BUILD);
export const BASE_URL = RECORD.baseUrl;
export const SITE_URL = RECORD.url;
export const PAGE = `${BASE_URL}docs/payment-admin/refund`;
export const MARKDOWN = 'text/markdown; charset=utf-8';
/** The site's other locales, each under `<BASE_URL><locale>/`. */
export const OTHER_LOCALES = RECORD.locales.slice(1);

/** The nginx serving the build (set before the checks). */
export const state = {server: undefined as NginxProcess | undefined};

export function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`http://127.0.0.1:${state.server!.port}${path}`, {
    headers,
    redirect: 'manual',
  });
}

/** Whether a (combined) `Vary` header names `Accept` itself, not only `Accept-Encoding`. */
export function variesOnAccept(response: Response): boolean {
  return (response.headers.get('vary') ?? '')
    .split(',')
    .some((name) => name.trim().toLowerCase() === 'accept');
}

/** A file of the build, as text. */
export function built(path: string): string {
  return readFileSync(join(BUILD, path), 'utf8');
}

before(async () => {
  if (!existsSync(join(BUILD, 'docs/payment-admin/refund.md'))) {
    throw new Error(
      'No build with Markdown copies: run `npm run build` first.',
    );
  }
  state.server = await startServer({dir: BUILD});
});

after(async () => {
  await state.server?.stop();
});
