/**
 * `npm run bench:trace -- [--dir build] [--runs 2] [--port N] [--cpu] <path>…`:
 * serves a build with nginx and prints every frame over 50 ms while each
 * page loads at 4× CPU (Long Animation Frames), with the scripts that ran in
 * it. For finding what blocks the main thread; `npm run bench` reports the
 * totals. With `--cpu`, it prints instead the page's main-thread tasks by CPU
 * time × 4 (bench/tasks.ts): the longest before the first contentful paint
 * and after it, every task over 50 ms and what ran in it, numbers that a busy
 * machine does not inflate.
 */
import {chromium} from '@playwright/test';
import {startNginx} from '../deploy/nginx-process.ts';
import {
  BASE_URL,
  PLAYWRIGHT_CHROMIUM_ARGS,
  CHROMIUM_PATH,
} from '../site.settings.ts';
import {describeFrames, profileLoad} from './loaf.ts';
import {LONGEST_BOOT_TASK_MS} from './budgets.ts';
import {traceTasks} from './tasks.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const flag = (name: string): boolean => {
  const at = args.indexOf(name);
  if (at !== -1) args.splice(at, 1);
  return at !== -1;
};
const dir = option('--dir');
const runs = Number(option('--runs') ?? 2);
const port = option('--port');
const cpu = flag('--cpu');
if (!args.length) {
  throw new Error(
    'usage: npm run bench:trace -- [--dir build] [--runs 2] [--port N] [--cpu] <path>…',
  );
}

const nginx = await startNginx({
  dir,
  port: port === undefined ? undefined : Number(port),
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: PLAYWRIGHT_CHROMIUM_ARGS,
});
try {
  for (const path of args) {
    const url = `http://127.0.0.1:${nginx.port}${BASE_URL}${path.replace(/^\//, '')}`;
    for (let run = 1; run <= runs; run += 1) {
      if (cpu) {
        const tasks = await traceTasks(browser, url);
        const longest = (firstRender: boolean) =>
          tasks.find((task) => task.firstRender === firstRender)?.cpu4x ?? 0;
        const long = tasks.filter((task) => task.cpu4x > LONGEST_BOOT_TASK_MS);
        console.log(
          `${path} run ${run}: longest task (CPU × 4) before the first contentful paint ${longest(true)} ms, after it (boot) ${longest(false)} ms; ${long.length} over ${LONGEST_BOOT_TASK_MS} ms`,
        );
        for (const task of long)
          console.log(
            `  @${task.start} ${task.cpu4x} ms${task.firstRender ? ' (first render)' : ''} · ${task.parts.join(' · ')}`,
          );
        continue;
      }
      const profile = await profileLoad(browser, url);
      console.log(
        `${path} run ${run}: first contentful paint at ${profile.firstContentfulPaint} ms; longest frame before it (first render) ${profile.firstRender} ms; after it (boot) ${profile.longest} ms, blocking ${profile.blocking} ms`,
      );
      for (const line of describeFrames(profile.frames))
        console.log(`  ${line}`);
    }
  }
} finally {
  await browser.close();
  await nginx.stop();
}
