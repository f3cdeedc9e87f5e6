/**
 * The Node server of the Docker image (deploy/node-server.ts) as one
 * JavaScript file with every dependency inside it, beside the migrations
 * it applies: the serving stage runs it with Node.js alone (no TypeScript
 * loader, no node_modules). deploy/nginx-conf.ts calls it when it lays out
 * the image.
 */
import {cpSync, mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';
import {MIGRATIONS_DIR} from '@paynow-docs/reader-signals/sqlite';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The bundle's file name in its folder. */
export const NODE_SERVER_BUNDLE = 'node-server.mjs';
/** The environment file the image's Node server is started with (`node --env-file`). */
export const NODE_SERVER_ENV = 'node-server.env';

/**
 * Writes `<outDir>/node-server.mjs`, `<outDir>/migrations/` and
 * `<outDir>/node-server.env` (the Node server's settings in the image).
 */
export async function bundleNodeServer(
  outDir: string,
  env: Record<string, string>,
): Promise<void> {
  mkdirSync(outDir, {recursive: true});
  await build({
    entryPoints: [join(ROOT, 'deploy/node-server.ts')],
    outfile: join(outDir, NODE_SERVER_BUNDLE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    legalComments: 'eof',
    logLevel: 'warning',
    // Bundled CommonJS modules call require() for Node's own modules.
    banner: {
      js: [
        "import {createRequire as __pnCreateRequire} from 'node:module';",
        'const require = __pnCreateRequire(import.meta.url);',
      ].join('\n'),
    },
  });
  // The bundle finds them beside itself (packages/reader-signals/sqlite.ts: MIGRATIONS_DIR).
  cpSync(MIGRATIONS_DIR, join(outDir, 'migrations'), {recursive: true});
  writeFileSync(
    join(outDir, NODE_SERVER_ENV),
    Object.entries(env)
      .map(([name, value]) => `${name}=${value}\n`)
      .join(''),
  );
}
