/**
 * Starts `npm run preview:workers` (workerd through wrangler dev, offline)
 * on a loopback port for the HTTP checks and the bench (`BENCH_ENGINE=workerd`),
 * and stops it again.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {NginxProcess} from '../nginx-process.ts';
import {freePort, startServerProcess} from '../server-process.ts';

/** Serves `dir` (default build/) through workerd; resolves once it answers. */
export async function startWorkers({
  dir,
  port: chosenPort,
  trace = false,
  data,
}: {
  dir?: string;
  /** The port (default: one the system picks). */
  port?: number;
  trace?: boolean;
  /** wrangler's local state (the D1 database; default: a temporary folder, removed on stop). */
  data?: string;
} = {}): Promise<NginxProcess> {
  const port = chosenPort ?? (await freePort());
  const state = data ?? mkdtempSync(join(tmpdir(), 'paynow-workers-state-'));
  const stop = await startServerProcess({
    script: 'deploy/workers/preview.ts',
    args: [
      '--port',
      String(port),
      ...(dir ? ['--dir', dir] : []),
      '--persist-to',
      state,
      ...(trace ? ['--trace'] : []),
    ],
    port,
    engine: 'workerd',
    timeoutMs: 60_000,
  });
  return {
    port,
    data: state,
    stop: async () => {
      await stop();
      if (!data) rmSync(state, {recursive: true, force: true});
    },
  };
}
