/**
 * Bundles the server into one JavaScript file, `dist/paynow-docs-mcp.js`,
 * with every dependency inside it: the published package runs with Node.js
 * alone (no TypeScript loader, no install of other packages, no file of the
 * repository). `npm pack` runs it (prepack); `npm run build:mcp` at the root.
 */
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'dist/paynow-docs-mcp.js');

await rm(path.join(root, 'dist'), {recursive: true, force: true});
const result = await build({
  entryPoints: [path.join(root, 'src/cli.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: false,
  legalComments: 'eof',
  metafile: true,
  logLevel: 'warning',
  // Bundled CommonJS modules call require() for Node's own modules.
  banner: {
    js: [
      '#!/usr/bin/env node',
      "import {createRequire as __pnCreateRequire} from 'node:module';",
      'const require = __pnCreateRequire(import.meta.url);',
    ].join('\n'),
  },
});
const bytes = Object.values(result.metafile.outputs).reduce(
  (sum, output) => sum + output.bytes,
  0,
);
console.error(
  `[docs-mcp] ${path.relative(process.cwd(), outfile)}: ${(bytes / 1024).toFixed(0)} KiB`,
);
