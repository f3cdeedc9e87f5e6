/**
 * Starts `deploy/serve.ts` (nginx with the site configuration) on a free
 * loopback port for the HTTP tests and the load bench, and stops it again.
 */
import {freePort, startServerProcess, type Stop} from './server-process.ts';

export interface NginxProcess {
  /** Plain HTTP: the site, or with `tls` the redirect to HTTPS. */
  port: number;
  /** HTTPS, when started with `tls`. */
  tlsPort?: number;
  /** Sends SIGTERM and resolves once nginx has exited. */
  stop: Stop;
}

export interface StartOptions {
  /** The build to serve (default: build/). */
  dir?: string;
  /** Serve HTTPS with this certificate, as in production. */
  tls?: {certificate: string; certificateKey: string};
  /** The plain HTTP port (default: one the system picks). */
  port?: number;
}

/** Serves the build and resolves once nginx answers. */
export async function startNginx({
  dir,
  tls,
  port: chosenPort,
}: StartOptions = {}): Promise<NginxProcess> {
  const port = chosenPort ?? (await freePort());
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
  const stop = await startServerProcess({
    script: 'deploy/serve.ts',
    args,
    port,
    engine: 'nginx',
    timeoutMs: 30_000,
  });
  return {port, tlsPort, stop};
}
