/**
 * A cold `npm run build` (the Docusaurus build and the postbuild step that
 * precompresses the files and writes the CSP hashes): wall time and the peak
 * resident memory of the whole process tree.
 */
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync, rmSync} from 'node:fs';

export interface BuildResult {
  seconds: number;
  peakMb: number;
  ok: boolean;
}

/** Sum of the resident memory of a process and all its descendants, in bytes. */
export function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      rss.set(pid, Number(fields[21]) * 4096);
      children.set(Number(fields[1]), [
        ...(children.get(Number(fields[1])) ?? []),
        pid,
      ]);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs `npm run <script>` in `cwd` after removing the given caches. */
export async function timedBuild(
  cwd: string,
  clean: readonly string[],
  script = 'build',
  env: NodeJS.ProcessEnv = process.env,
): Promise<BuildResult> {
  for (const dir of clean) {
    rmSync(`${cwd}/${dir}`, {recursive: true, force: true});
  }
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid!));
  }, 200);
  const code: number = await new Promise((resolve) =>
    child.on('exit', (exitCode) => resolve(exitCode ?? 1)),
  );
  clearInterval(timer);
  return {
    seconds: (performance.now() - started) / 1000,
    peakMb: Math.round(peak / 1048576),
    ok: code === 0,
  };
}
