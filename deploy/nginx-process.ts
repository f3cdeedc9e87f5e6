/**
 * Starts `deploy/serve.ts` (nginx with the site configuration, and the Node
 * server beside it) on a free loopback port for the HTTP tests and the load
 * bench, and stops it again.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {freePort, startServerProcess, type Stop} from './server-process.ts';

export interface NginxProcess {
  /** Plain HTTP: the site, or with `tls` the redirect to HTTPS. */
  port: number;
  /** HTTPS, when started with `tls`. */
  tlsPort?: number;
  /** Sends SIGTERM and resolves once nginx has exited. */
  stop: Stop;
  /** Where reader signals are stored: the Node server's data folder, or workerd's local state. */
  data: string;
}

export interface StartOptions {
  /** The build to serve (default: build/). */
  dir?: string;
  /** Serve HTTPS with this certificate, as in production. */
  tls?: {certificate: string; certificateKey: string};
  /** The plain HTTP port (default: one the system picks). */
  port?: number;
  /** The Node server's data folder (default: a temporary folder, removed on stop). */
  data?: string;
}

/** Serves the build and resolves once nginx answers. */
export async function startNginx({
  dir,
  tls,
  port: chosenPort,
  data: chosenData,
}: StartOptions = {}): Promise<NginxProcess> {
  const data = chosenData ?? mkdtempSync(join(tmpdir(), 'paynow-data-'));
  const nodePort = await freePort();
  const port = chosenPort ?? (await freePort());
  const tlsPort = tls ? await freePort() : undefined;
  const args = [
    '--port',
    String(port),
    '--no-access-log',
    '--data',
    data,
    '--node-port',
    String(nodePort),
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
  // nginx answers first; the Node server beside it a moment later (until
  // then nginx answers its paths 503 itself).
  const deadline = Date.now() + 30_000;
  for (;;) {
    const probe = await fetch(`http://127.0.0.1:${nodePort}/`).catch(
      () => undefined,
    );
    await probe?.body?.cancel();
    if (probe) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The Node server beside nginx did not start.');
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    port,
    tlsPort,
    data,
    stop: async () => {
      await stop();
      if (!chosenData) rmSync(data, {recursive: true, force: true});
    },
  };
}
