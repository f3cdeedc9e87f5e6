/**
 * The Node server beside nginx (same machine): it answers the two paths a
 * program answers (deploy/endpoints.ts), which nginx passes to it —
 * `POST <baseUrl>feedback` (reader signals, the handler of
 * packages/reader-signals over SQLite in the data folder) and the remote MCP
 * endpoint `<baseUrl>mcp` (deploy/mcp.ts, reading the build folder from
 * disk) — and the `.md` paths nginx has no file for (a 404 in Markdown with
 * the search's best pages, deploy/markdown-not-found.ts). Everything else is nginx's. It listens on 127.0.0.1 only; nginx
 * adds every policy header to its answers.
 *
 * The client's address (hashed for the rate limit, never stored) is
 * {@link CLIENT_ADDRESS_HEADER}, trusted only on connections from the
 * loopback address (nginx); the request's own origin is its `Host` header
 * with `X-Forwarded-Proto`, as nginx sends them.
 *
 * Run by `npm run serve:nginx` (and so `npm run preview` and the e2e suite)
 * and by the Docker image, beside nginx (deploy/with-node-server.sh starts
 * it again a second after it stops):
 *   node --import jiti/register deploy/node-server.ts
 * Environment: NODE_SERVER_PORT (default {@link NODE_SERVER}.port),
 * DATA_DIR (default `data/` of the repository; git-ignored), BUILD_DIR
 * (default `build/`). Writes `<DATA_DIR>/node-server.pid` while it runs.
 * Purges reader signals past their retention at start and daily.
 */
import {createServer, type IncomingMessage} from 'node:http';
import {rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {Readable} from 'node:stream';
import {fileURLToPath} from 'node:url';
import {readBuildRecord} from '@paynow-docs/postbuild/record';
import {handleFeedback} from '@paynow-docs/reader-signals/handler';
import {
  openSignalsDatabase,
  type SignalsDatabase,
} from '@paynow-docs/reader-signals/sqlite';
import {purge} from '@paynow-docs/reader-signals/store';
import {folderOrigin} from '@paynow/docs-mcp/origin';
import {
  CLIENT_ADDRESS_HEADER,
  FEEDBACK_PATH,
  MCP_CARD_PATH,
  MCP_PATH,
  NODE_SERVER,
} from './endpoints.ts';
import {markdownNotFound} from './markdown-not-found.ts';
import {serveMcp, serveServerCard} from './mcp.ts';
import {POLICY} from './policy.ts';
import {isMain, runMain} from './process-group.ts';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface NodeServerOptions {
  /** The build folder (its record gives the base URL; MCP reads its files). */
  buildDir: string;
  /** Where the database lives (created when missing). */
  dataDir: string;
  /** Posts per address and window (reader-signals' default unless given: the e2e server raises it). */
  postsPerWindow?: number;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The web Request of a Node request, with the client's address as nginx gave it. */
export function webRequest(message: IncomingMessage) {
  const peer = message.socket.remoteAddress ?? null;
  const fromProxy = peer !== null && LOOPBACK.has(peer);
  const header = (name: string): string | undefined => {
    const value = message.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  const proto =
    fromProxy && header('X-Forwarded-Proto') === 'https' ? 'https' : 'http';
  const host = header('Host') ?? `${NODE_SERVER.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      headers.append(name, one);
    }
  }
  const hasBody = message.method !== 'GET' && message.method !== 'HEAD';
  const request = new Request(`${proto}://${host}${message.url ?? '/'}`, {
    method: message.method,
    headers,
    ...(hasBody
      ? {body: Readable.toWeb(message) as ReadableStream, duplex: 'half'}
      : {}),
  } as RequestInit);
  return {
    request,
    clientAddress: fromProxy ? (header(CLIENT_ADDRESS_HEADER) ?? peer) : peer,
  };
}

/** The database, opened on first use and again after a failure (a missing or read-only folder is a 503, not a crash). */
function lazyDatabase(dataDir: string) {
  let database: SignalsDatabase | undefined;
  return {
    get(): SignalsDatabase | undefined {
      if (!database) {
        try {
          database = openSignalsDatabase(dataDir);
        } catch (error) {
          console.error(
            `[node-server] reader signals' database in ${dataDir} cannot be opened: ${(error as Error).message}`,
          );
        }
      }
      return database;
    },
    close(): void {
      database?.close();
      database = undefined;
    },
  };
}

/** The server (not listening yet) and the function that closes its database. */
export function createNodeServer({
  buildDir,
  dataDir,
  postsPerWindow,
}: NodeServerOptions) {
  const {baseUrl, locales} = readBuildRecord(buildDir);
  const database = lazyDatabase(dataDir);
  const site = folderOrigin(buildDir);
  const server = createServer(async (message, res) => {
    let answer: Response;
    try {
      const {request, clientAddress} = webRequest(message);
      const path = new URL(request.url).pathname;
      if (path === `${baseUrl}${FEEDBACK_PATH}`) {
        answer = await handleFeedback(request, {
          baseUrl,
          driver: database.get()?.driver,
          clientAddress,
          postsPerWindow,
        });
      } else if (path === `${baseUrl}${MCP_PATH}`) {
        answer = await serveMcp(request, {baseUrl, origin: () => site});
      } else if (path === `${baseUrl}${MCP_CARD_PATH}`) {
        answer = await serveServerCard(request, {baseUrl});
      } else if (
        path.startsWith(baseUrl) &&
        path.endsWith(POLICY.markdown.extension) &&
        POLICY.methods.includes(request.method)
      ) {
        // nginx passes only the .md paths it has no file for.
        answer = await markdownNotFound(
          new URL(request.url),
          {baseUrl, locales, csp: ''},
          site,
        );
      } else {
        answer = new Response('Not found\n', {
          status: 404,
          headers: {'Content-Type': 'text/plain; charset=utf-8'},
        });
      }
    } catch (error) {
      console.error(`[node-server] ${(error as Error).stack}`);
      answer = new Response('Internal error\n', {
        status: 500,
        headers: {'Content-Type': 'text/plain; charset=utf-8'},
      });
    }
    const headers: string[] = [];
    answer.headers.forEach((value, name) => headers.push(name, value));
    res.writeHead(answer.status, headers);
    if (answer.body) {
      Readable.fromWeb(answer.body as never).pipe(res);
    } else {
      res.end();
    }
  });
  server.headersTimeout = 5_000;
  server.requestTimeout = 15_000;
  return {
    server,
    purgeNow: async () => {
      const db = database.get();
      return db ? purge(db.driver, new Date()) : 0;
    },
    close: () => database.close(),
  };
}

async function main(): Promise<void> {
  const port = Number(process.env.NODE_SERVER_PORT ?? NODE_SERVER.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(
      `Invalid NODE_SERVER_PORT: ${process.env.NODE_SERVER_PORT}`,
    );
  }
  const buildDir = resolve(REPO_ROOT, process.env.BUILD_DIR ?? 'build');
  const dataDir = resolve(REPO_ROOT, process.env.DATA_DIR ?? 'data');
  // Only the end-to-end server sets it: its browsers all post from 127.0.0.1.
  const rate = process.env.SIGNALS_POSTS_PER_WINDOW;
  const postsPerWindow = rate === undefined ? undefined : Number(rate);
  if (
    postsPerWindow !== undefined &&
    !(Number.isInteger(postsPerWindow) && postsPerWindow > 0)
  ) {
    throw new Error(`Invalid SIGNALS_POSTS_PER_WINDOW: ${rate}`);
  }
  const {server, purgeNow, close} = createNodeServer({
    buildDir,
    dataDir,
    postsPerWindow,
  });
  const pidFile = join(dataDir, 'node-server.pid');
  const runPurge = () =>
    purgeNow().then(
      (deleted) =>
        deleted > 0 &&
        console.error(
          `[node-server] purge: ${deleted} reader signals past their retention deleted`,
        ),
      (error: Error) =>
        console.error(`[node-server] purge failed: ${error.message}`),
    );
  await runPurge();
  setInterval(runPurge, 24 * 60 * 60 * 1000).unref();
  server.listen(port, NODE_SERVER.host, () => {
    try {
      writeFileSync(pidFile, `${process.pid}\n`);
    } catch {
      // No data folder: feedback answers 503 until it can be created.
    }
    console.error(
      `[node-server] http://${NODE_SERVER.host}:${port} (feedback and MCP for ${buildDir}; data in ${dataDir})`,
    );
  });
  const stop = (): void => {
    server.close();
    server.closeAllConnections();
    close();
    rmSync(pidFile, {force: true});
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (isMain(import.meta.url)) runMain('[node-server]', main);
