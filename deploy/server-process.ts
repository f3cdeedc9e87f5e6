/**
 * Starts a serving script of deploy/ (`serve.ts`, `workers/preview.ts`) as a
 * child process for the HTTP checks and the load bench, resolves once it
 * answers HTTP, and stops it again.
 */
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Sends SIGTERM and resolves once the server has exited. */
export type Stop = () => Promise<void>;

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

/**
 * Runs `script` (relative to the repository) with `args`, and resolves once
 * http://127.0.0.1:`port`/ gives any HTTP answer; fails with the script's
 * error output when it exits first or does not answer within `timeoutMs`.
 */
export async function startServerProcess({
  script,
  args,
  port,
  engine,
  timeoutMs,
}: {
  script: string;
  args: readonly string[];
  port: number;
  /** Named in the error: `nginx`, `workerd`. */
  engine: string;
  timeoutMs: number;
}): Promise<Stop> {
  const server = spawn(
    process.execPath,
    ['--import', 'jiti/register', join(ROOT, script), ...args],
    {cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe']},
  );
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop: Stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, {redirect: 'manual'});
      return stop;
    } catch {
      if (Date.now() > deadline || server.exitCode !== null) {
        await stop();
        throw new Error(`${engine} did not start:\n${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
