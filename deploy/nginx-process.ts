/**
 * Starts `deploy/serve.ts` (nginx with the site configuration) on a free
 * loopback port for the HTTP tests and the load bench, and stops it again.
 */
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface NginxProcess {
  /** Plain HTTP: the site, or with `tls` the redirect to HTTPS. */
  port: number;
  /** HTTPS, when started with `tls`. */
  tlsPort?: number;
  /** Sends SIGTERM and resolves once nginx has exited. */
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** The build to serve (default: build/). */
  dir?: string;
  /** The HTTP port (default: one the system picks). */
  port?: number;
  /** Serve HTTPS with this certificate, as in production. */
  tls?: {certificate: string; certificateKey: string};
}

/** A port free on 127.0.0.1 now (the system's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as {port: number};
      probe.close(() => resolve(port));
    });
  });
}

/** Serves the build and resolves once nginx answers. */
export async function startNginx({
  dir,
  port: requestedPort,
  tls,
}: StartOptions = {}): Promise<NginxProcess> {
  const port = requestedPort ?? (await freePort());
  const tlsPort = tls ? await freePort() : undefined;
  const args = [
    '--port',
    String(port),
    '--no-access-log',
    ...(dir ? ['--dir', dir] : []),
    ...(tls
      ? [
          '--tls-port',
          String(tlsPort),
          '--tls-cert',
          tls.certificate,
          '--tls-key',
          tls.certificateKey,
        ]
      : []),
  ];
  const server = spawn(
    process.execPath,
    ['--import', 'jiti/register', join(ROOT, 'deploy/serve.ts'), ...args],
    {cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe']},
  );
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      // Any HTTP answer means nginx is listening.
      await fetch(`http://127.0.0.1:${port}/`, {redirect: 'manual'});
      return {port, tlsPort, stop};
    } catch {
      if (attempt > 300 || server.exitCode !== null) {
        await stop();
        throw new Error(`nginx did not start:\n${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
