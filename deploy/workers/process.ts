/**
 * Starts `npm run preview:workers` (workerd through wrangler dev, offline)
 * on a free loopback port for the HTTP checks, and stops it again.
 */
import type {NginxProcess} from '../nginx-process.ts';
import {freePort, startServerProcess} from '../server-process.ts';

/** Serves `dir` (default build/) through workerd; resolves once it answers. */
export async function startWorkers({
  dir,
  trace = false,
}: {dir?: string; trace?: boolean} = {}): Promise<NginxProcess> {
  const port = await freePort();
  const stop = await startServerProcess({
    script: 'deploy/workers/preview.ts',
    args: [
      '--port',
      String(port),
      ...(dir ? ['--dir', dir] : []),
      ...(trace ? ['--trace'] : []),
    ],
    port,
    engine: 'workerd',
    timeoutMs: 60_000,
  });
  return {port, stop};
}
