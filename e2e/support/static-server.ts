import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import handler from 'serve-handler';

export interface StaticServer {
  /** Origin plus base path, ending in a slash. */
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a build folder under `basePath` on 127.0.0.1 and a free port, for
 * tests that need a second copy of the site (another build, another path).
 */
export async function startStaticServer(
  dir: string,
  basePath: string,
): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith(basePath)) {
      response.writeHead(404).end();
      return;
    }
    request.url = `/${url.slice(basePath.length)}`;
    void handler(request, response, {
      public: dir,
      cleanUrls: true,
      trailingSlash: undefined,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers keep connections alive; end them so close() returns.
        server.closeAllConnections();
      }),
  };
}
