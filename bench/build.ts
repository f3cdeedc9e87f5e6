/**
 * A cold `npm run build` (the Docusaurus build and the postbuild step that
 * precompresses the files and writes the CSP hashes): wall time, the time of
 * each step (loading, each locale, postbuild) from Docusaurus's own log lines,
 * and the peak resident memory of the whole process tree.
 */
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync, rmSync} from 'node:fs';

export interface BuildStep {
  /** `start` (until the first locale), a locale (`en`, `zh-TW`), or `postbuild`. */
  name: string;
  seconds: number;
}

export interface BuildResult {
  seconds: number;
  peakMb: number;
  ok: boolean;
  steps: BuildStep[];
}

/** Docusaurus's log line when it starts a locale: `[INFO] [zh-TW] Creating an optimized production build...`. */
const LOCALE_START =
  /^\[INFO\] \[([\w-]+)\] Creating an optimized production build/;
/** …and when the last one is written: `[SUCCESS] Generated static files in "build/zh-TW".`. */
const LOCALE_DONE = /^\[SUCCESS\] Generated static files in /;

/**
 * The steps of a build from its timed stdout lines (ms since the start):
 * each locale runs from its "Creating" line to the next one (the last to its
 * "Generated" line); what comes after is postbuild.
 */
export function stepsFrom(
  lines: readonly {at: number; text: string}[],
  totalMs: number,
): BuildStep[] {
  const marks: {name: string; at: number}[] = [{name: 'start', at: 0}];
  let lastDone = -1;
  for (const {at, text} of lines) {
    const locale = LOCALE_START.exec(text)?.[1];
    if (locale) marks.push({name: locale, at});
    if (LOCALE_DONE.test(text)) lastDone = at;
  }
  if (marks.length > 1 && lastDone >= 0)
    marks.push({name: 'postbuild', at: lastDone});
  return marks.map(({name, at}, index) => ({
    name,
    seconds: ((marks[index + 1]?.at ?? totalMs) - at) / 1000,
  }));
}

/** `start 4.1 s · en 30.2 s (45%) · zh-TW 25.0 s (38%) · postbuild 8.0 s (12%)` */
export function buildSteps({seconds, steps}: BuildResult): string {
  return steps
    .map(
      (step) =>
        `${step.name} ${step.seconds.toFixed(1)} s (${Math.round((step.seconds / seconds) * 100)}%)`,
    )
    .join(' · ');
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
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: {at: number; text: string}[] = [];
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const at = performance.now() - started;
    const parts = (pending + chunk).split('\n');
    pending = parts.pop()!;
    for (const text of parts) lines.push({at, text});
  });
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid!));
  }, 200);
  const code: number = await new Promise((resolve) =>
    child.on('exit', (exitCode) => resolve(exitCode ?? 1)),
  );
  clearInterval(timer);
  const totalMs = performance.now() - started;
  return {
    seconds: totalMs / 1000,
    peakMb: Math.round(peak / 1048576),
    ok: code === 0,
    steps: stepsFrom(lines, totalMs),
  };
}
