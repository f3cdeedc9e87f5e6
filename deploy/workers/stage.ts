/**
 * Writes the Workers files of a build (deploy/workers/generate.ts) and the
 * staging folder the upload reads: `<staging><baseUrl>` links to the build,
 * the host-root files link to theirs, and `_headers`, `_redirects`,
 * `.assetsignore` sit at its top. The build calls {@link stageForWorkers}
 * where it writes the nginx CSP include (docusaurus.config.ts passes it to
 * plugins/postbuild); the preview and the tests call it for a copy of a
 * build.
 *
 * Fails with a clear message when the upload would pass a platform limit
 * (files per version, bytes per file).
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {POLICY, regexLiteral, type SiteFacts} from '../policy.ts';
import {
  D1_DATABASE,
  LIMITS,
  STAGING_DIR,
  WORKER_MAIN,
  workersFiles,
  type ConfigPaths,
  type WorkersFacts,
} from './generate.ts';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The D1 database id of reader signals: CLOUDFLARE_D1_DATABASE_ID, when set. */
export function d1DatabaseId(
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const id = env.CLOUDFLARE_D1_DATABASE_ID?.trim();
  if (!id) return undefined;
  if (
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
  ) {
    throw new Error(
      `CLOUDFLARE_D1_DATABASE_ID is not a D1 database id (a UUID, as \`wrangler d1 create ${D1_DATABASE.name}\` prints): ${id}`,
    );
  }
  return id;
}

/** Every file under `dir`, relative. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/** Folders of the hashed folder whose every served file has a hashed name. */
export function hashedFolders(buildDir: string): string[] {
  const root = join(buildDir, POLICY.cache.hashedFolder);
  if (!existsSync(root)) return [];
  const hashed = new RegExp(POLICY.cache.hashedName);
  const ignored = /\.(?:gz|br)$/;
  return readdirSync(root, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .filter((entry) => {
      const files = filesUnder(join(root, entry.name)).filter(
        (name) => !ignored.test(name),
      );
      return files.length > 0 && files.every((name) => hashed.test(name));
    })
    .map((entry) => `${POLICY.cache.hashedFolder}${entry.name}/`)
    .sort();
}

/** Folders under the base URL that hold pages (HTML), each locale's included. */
export function pageFolders(
  buildDir: string,
  locales: readonly string[],
): string[] {
  const homes = ['', ...locales.slice(1).map((locale) => `${locale}/`)];
  return homes.flatMap((home) =>
    readdirSync(join(buildDir, home), {withFileTypes: true})
      .filter(
        (entry) =>
          entry.isDirectory() &&
          !entry.name.startsWith('.') &&
          !locales.includes(entry.name) &&
          filesUnder(join(buildDir, home, entry.name)).some((name) =>
            name.endsWith('.html'),
          ),
      )
      .map((entry) => `${home}${entry.name}/`)
      .sort(),
  );
}

/** What the upload would hold: file count and the largest file. */
export interface UploadSize {
  files: number;
  largest: {path: string; bytes: number};
}

/** The files of `buildDir` the upload takes (.assetsignore's patterns of the policy). */
export function uploadSize(buildDir: string): UploadSize {
  const ignored = POLICY.neverServed.map(
    (pattern) =>
      new RegExp(
        `(?:^|/)${pattern.split('*').map(regexLiteral).join('[^/]*')}(?:/|$)`,
      ),
  );
  let files = 0;
  let largest = {path: '', bytes: 0};
  for (const path of filesUnder(buildDir)) {
    if (ignored.some((pattern) => pattern.test(path))) continue;
    files += 1;
    const bytes = lstatSync(join(buildDir, path)).size;
    if (bytes > largest.bytes) largest = {path, bytes};
  }
  return {files, largest};
}

/** Throws a message naming the limit when the upload would pass one. */
export function checkUpload(size: UploadSize, buildDir: string): void {
  if (size.files > LIMITS.files) {
    throw new Error(
      `${buildDir}: the Workers upload would hold ${size.files} files; a version holds at most ${LIMITS.files} on the free plan (deploy/README.md, "Limits").`,
    );
  }
  if (size.largest.bytes > LIMITS.fileBytes) {
    throw new Error(
      `${join(buildDir, size.largest.path)} is ${size.largest.bytes} bytes; Workers serves files of at most ${LIMITS.fileBytes} bytes (25 MiB).`,
    );
  }
}

/** The CSP of a build, from the include plugins/postbuild writes. */
export function cspOfBuild(buildDir: string): string {
  const file = join(buildDir, '.nginx/csp.conf');
  const match = /^\s*default "([^"]*)";/m.exec(readFileSync(file, 'utf8'));
  if (!match) {
    throw new Error(`${file}: no \`default "…";\` line with the policy`);
  }
  return match[1]!;
}

/**
 * Writes the staging folder (removed first) and wrangler.jsonc.
 * Default: `.workers/site/` and `wrangler.jsonc` at the repository root,
 * for the build in `buildDir`.
 */
export function stageForWorkers(
  buildDir: string,
  facts: SiteFacts,
  {
    stagingDir = join(REPO_ROOT, STAGING_DIR),
    configFile = join(REPO_ROOT, 'wrangler.jsonc'),
  }: {stagingDir?: string; configFile?: string} = {},
): UploadSize {
  const build = resolve(buildDir);
  const size = uploadSize(build);
  checkUpload(size, build);
  const workerFacts: WorkersFacts = {
    ...facts,
    hashedFolders: hashedFolders(build),
    pageFolders: pageFolders(build, facts.locales),
    d1DatabaseId: d1DatabaseId(),
  };
  const configDir = dirname(configFile);
  const paths: ConfigPaths = {
    main: relative(configDir, join(REPO_ROOT, WORKER_MAIN)),
    assets: relative(configDir, stagingDir),
    migrations: relative(configDir, join(REPO_ROOT, D1_DATABASE.migrationsDir)),
  };
  const files = workersFiles(workerFacts, paths);
  rmSync(stagingDir, {recursive: true, force: true});
  const basePath = facts.baseUrl.replace(/\/$/, '');
  const link = (target: string, at: string): void => {
    mkdirSync(dirname(at), {recursive: true});
    symlinkSync(relative(dirname(at), target), at);
  };
  if (!basePath) {
    throw new Error('The Workers staging needs a base path other than "/".');
  }
  link(build, join(stagingDir, basePath));
  for (const name of POLICY.hostRoot.files) {
    const from = join(build, name);
    if (existsSync(from)) link(from, join(stagingDir, name));
  }
  for (const name of POLICY.hostRoot.hostFiles) {
    const from = join(build, POLICY.hostRoot.hostFolder, name);
    if (existsSync(from)) link(from, join(stagingDir, name));
  }
  for (const name of Object.keys(POLICY.hostRoot.wellKnown)) {
    const file = join('.well-known', name.replace(/\/$/, ''));
    const from = join(build, file);
    if (existsSync(from)) link(from, join(stagingDir, file));
  }
  for (const name of ['_headers', '_redirects', '.assetsignore'] as const) {
    writeFileSync(join(stagingDir, name), files[name]);
  }
  writeFileSync(configFile, files['wrangler.jsonc']);
  return size;
}
