/**
 * The build step "serving files for each engine" (plugins/postbuild calls
 * it with the site folder and its facts, see docusaurus.config.ts): the
 * nginx configuration is rendered from the same policy when served
 * (deploy/nginx-conf.ts, reading the CSP include the build wrote); the
 * Workers files are written here. The default build (`build/`) gets
 * wrangler.jsonc at the repository root and the staging folder `.workers/`;
 * any other output folder is only checked against the platform's limits
 * (`npm run preview:workers -- --dir <folder>` stages it on its own).
 */
import {resolve} from 'node:path';
import type {BuildRecord} from '@paynow-docs/postbuild/record';
import {
  REPO_ROOT,
  checkUpload,
  stageForWorkers,
  uploadSize,
} from './workers/stage.ts';

export function writeServingFiles(
  site: string,
  {csp, record}: {csp: string; record: BuildRecord},
): void {
  if (resolve(site) !== resolve(REPO_ROOT, 'build')) {
    checkUpload(uploadSize(site), site);
    return;
  }
  const size = stageForWorkers(site, {
    baseUrl: record.baseUrl,
    locales: record.locales,
    csp,
  });
  console.log(
    `[serving-files] Workers: wrangler.jsonc and .workers/site for ${record.locales.join(', ')}; upload ${size.files} files, largest ${size.largest.bytes} bytes (${size.largest.path}).`,
  );
}
