/**
 * Starts `npm run preview:workers` (workerd through wrangler dev, offline)
 * on a free loopback port for the HTTP checks, and stops it again.
 */
import {spawn} from 'node:child_process';
import {join} from 'node:path';
import {freePort, type NginxProcess} from '../nginx-process.ts';
import {REPO_ROOT} from './stage.ts';

/** Serves `dir` (default build/) through workerd; resolves once it answers. */
export async function startWorkers({
  dir,
  trace = false,
}: {dir?: string; trace?: boolean} = {}): Promise<NginxProcess> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      '--import',
      'jiti/register',
      join(REPO_ROOT, 'deploy/workers/preview.ts'),
      '--port',
      String(port),
      ...(dir ? ['--dir', dir] : []),
      ...(trace ? ['--trace'] : []),
    ],
    {cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe']},
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
      await fetch(`http://127.0.0.1:${port}/`, {redirect: 'manual'});
      return {port, stop};
    } catch {
      if (attempt > 600 || server.exitCode !== null) {
        await stop();
        throw new Error(`workerd did not start:\n${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
