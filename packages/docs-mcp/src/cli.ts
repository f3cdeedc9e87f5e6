/**
 * `paynow-docs-mcp [--build DIR | --site URL] [--timeout SECONDS]`: the
 * PayNow Docs MCP server on stdio. By default it reads the build folder
 * `build/` of the current directory (offline); with `--site` it downloads
 * from the deployed site. stdout carries the protocol: messages go to stderr.
 * Both eras: a 2026-07-28 client opens with `server/discover`, a 2025 one
 * with `initialize` (the SDK's serveStdio pins the connection to its era);
 * JSON-RPC batches are refused (batch.ts).
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  StdioServerTransport,
  serveStdio,
} from '@modelcontextprotocol/server/stdio';
import {withoutBatches} from './batch.ts';
import {folderOrigin, siteOrigin, type Origin} from './origin.ts';
import {createDocsServer} from './server.ts';

const USAGE =
  'Usage: paynow-docs-mcp [--build DIR | --site URL] [--timeout SECONDS]';

function originFrom(argv: string[]): Origin {
  const {values} = parseArgs({
    args: argv,
    options: {
      build: {type: 'string'},
      site: {type: 'string'},
      timeout: {type: 'string', default: '10'},
      help: {type: 'boolean', default: false},
    },
  });
  if (values.help) {
    console.error(USAGE);
    process.exit(0);
  }
  if (values.build && values.site) {
    throw new Error(`Give --build or --site, not both.\n${USAGE}`);
  }
  const timeout = Number(values.timeout);
  if (!(timeout > 0 && timeout <= 300)) {
    throw new Error(`--timeout must be a number of seconds from 1 to 300.`);
  }
  return values.site
    ? siteOrigin(values.site, {timeoutMs: timeout * 1000})
    : folderOrigin(path.resolve(values.build ?? 'build'));
}

async function main(): Promise<void> {
  const origin = originFrom(process.argv.slice(2));
  serveStdio(() => createDocsServer(origin), {
    transport: new StdioServerTransport(
      withoutBatches(process.stdin, process.stdout),
      process.stdout,
    ),
    onerror: (error) => console.error(`[paynow-docs-mcp] ${error.message}`),
  });
  console.error(`[paynow-docs-mcp] serving ${origin.label} on stdio`);
}

main().catch((error: unknown) => {
  console.error(`[paynow-docs-mcp] ${(error as Error).message}`);
  process.exit(1);
});
