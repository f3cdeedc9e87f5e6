/**
 * How `serve:nginx` and `preview:workers` keep the server they start from
 * outliving them: the server leads a process group of its own (its workers
 * or child processes included), and that group is stopped with them however
 * they end: a signal, their parent's death, or being killed outright.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {rmSync} from 'node:fs';
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

/** Whether the module at `url` (its `import.meta.url`) is the script node was started with. */
export function isMain(url: string): boolean {
  const script = process.argv[1];
  return script !== undefined && resolve(script) === fileURLToPath(url);
}

/** Runs a script's `main`; a failure is one line, `<name> <message>`, and exit status 1. */
export function runMain(name: string, main: () => Promise<void>): void {
  main().catch((error: Error) => {
    console.error(`${name} ${error.message}`);
    process.exit(1);
  });
}

/**
 * Calls `orphaned` once this process outlives whoever started it: its
 * parent died and another process adopted it (`npm run serve:nginx` execs
 * its script, so its parent is npm; a killed npm passes nothing on).
 * Returns the function that stops watching.
 */
export function watchParent(orphaned: () => void): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      orphaned();
    }
  }, 250);
  timer.unref();
  return () => clearInterval(timer);
}

export interface Supervised {
  /** The server, spawned `detached` so that it leads its own group. */
  child: ChildProcess;
  /** Its temporary folder, removed once it has stopped. */
  temp: string;
  /** The prefix of this process's messages, `[serve:nginx]`. */
  name: string;
  /** Stops the parent watch that ran until the server started. */
  stopWatching: () => void;
}

/**
 * From now on: SIGINT, SIGTERM or SIGHUP to this process, or its parent's
 * death, stops the server's group with SIGTERM; when the server exits, its
 * group is killed, the folder removed, and this process exits with its code.
 * If this process is killed outright (SIGKILL, a crash), a watchdog of its
 * own group does the same: it waits for the end of a pipe only this process
 * holds open.
 */
export function superviseGroup({
  child,
  temp,
  name,
  stopWatching,
}: Supervised): void {
  let stopWatchingParent = stopWatching;
  const signalGroup = (signal: NodeJS.Signals): void => {
    stopWatchingParent();
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is gone already.
    }
  };
  const cleanUp = (): void => {
    // Whatever ended the server, nothing of its group outlives it.
    signalGroup('SIGKILL');
    rmSync(temp, {recursive: true, force: true});
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => signalGroup('SIGTERM'));
  }
  const watchdog = spawn(
    process.execPath,
    [
      '-e',
      `process.stdin.on('close', () => {
        try { process.kill(-${child.pid}, 'SIGKILL'); } catch {}
        require('node:fs').rmSync(${JSON.stringify(temp)}, {recursive: true, force: true});
      }).resume();`,
    ],
    {stdio: ['pipe', 'ignore', 'ignore'], detached: true},
  );
  watchdog.unref();
  (watchdog.stdin as unknown as {unref: () => void}).unref();
  // Orphaned from now on: stop the server as if this process got SIGTERM.
  stopWatchingParent();
  stopWatchingParent = watchParent(() => signalGroup('SIGTERM'));

  child.on('exit', (code, signal) => {
    cleanUp();
    process.exit(code ?? (signal ? 0 : 1));
  });
  child.on('error', (error) => {
    cleanUp();
    console.error(`${name} ${error.message}`);
    process.exit(1);
  });
}
