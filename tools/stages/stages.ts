/**
 * Runs commands side by side and reports each as one block: a heading with
 * its result and time, then everything it printed (stdout and stderr, in
 * their order), in the order the commands end. The first command that fails
 * stops the others (their whole process group) and sets the exit code.
 */
import {spawn, type ChildProcess} from 'node:child_process';

/** How one command ended. */
export interface StageResult {
  command: string;
  /** Exit code; a command ended by a signal counts as 1. */
  code: number;
  /** True when it was stopped because another command failed. */
  stopped: boolean;
  seconds: number;
  output: string;
}

/** Time a stopped process group gets to end after SIGTERM before SIGKILL. */
const KILL_GRACE_MS = 5000;

/** Sends `signal` to the process group of `child` (it leads its own group). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already ended.
  }
}

/** The heading and output of one ended command, as printed. */
export function stageBlock(result: StageResult): string {
  const status = result.stopped
    ? 'stopped'
    : result.code === 0
      ? 'passed'
      : `failed (exit code ${result.code})`;
  const heading = `── ${result.command}: ${status} in ${result.seconds.toFixed(1)} s ──`;
  const output = result.output.endsWith('\n')
    ? result.output
    : `${result.output}\n`;
  return `${heading}\n${result.output ? output : ''}`;
}

/**
 * Runs `commands` at once with `sh -c`, each in its own process group, and
 * calls `report` with each result as it ends. Resolves with every result, in
 * the order they ended.
 */
export function runStages(
  commands: readonly string[],
  report: (result: StageResult) => void = () => {},
): Promise<StageResult[]> {
  const results: StageResult[] = [];
  const running = new Map<string, ChildProcess>();
  let failed = false;
  const stopOthers = () => {
    for (const child of running.values()) {
      signalGroup(child, 'SIGTERM');
      setTimeout(() => signalGroup(child, 'SIGKILL'), KILL_GRACE_MS).unref();
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    stopOthers();
    process.exitCode = 1;
    process.removeListener(signal, onSignal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return new Promise((resolve) => {
    for (const command of commands) {
      const started = performance.now();
      const chunks: Buffer[] = [];
      const child = spawn('sh', ['-c', command], {
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running.set(command, child);
      child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.on('close', (code) => {
        running.delete(command);
        const result: StageResult = {
          command,
          code: code ?? 1,
          stopped: failed && code !== 0,
          seconds: (performance.now() - started) / 1000,
          output: Buffer.concat(chunks).toString('utf8'),
        };
        results.push(result);
        report(result);
        if (result.code !== 0 && !failed) {
          failed = true;
          stopOthers();
        }
        if (running.size === 0) {
          process.removeListener('SIGINT', onSignal);
          process.removeListener('SIGTERM', onSignal);
          resolve(results);
        }
      });
    }
  });
}

/** The exit code of a run: the first failure's, else 0. */
export function exitCode(results: readonly StageResult[]): number {
  return (
    results.find((result) => result.code !== 0 && !result.stopped)?.code ?? 0
  );
}
