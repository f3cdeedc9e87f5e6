/**
 * `npm run bench:trace -- [--dir build] [--runs 2] [--port N] <path>…`: serves a build
 * with nginx and prints every frame over 50 ms while each page loads at 4×
 * CPU (Long Animation Frames), with the scripts that ran in it. For finding
 * what blocks the main thread; `npm run bench` reports the totals.
 */
import {chromium} from '@playwright/test';
import {startNginx} from '../deploy/nginx-process.ts';
import {BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH} from '../site.settings.ts';
import {describeFrames, profileLoad} from './loaf.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const dir = option('--dir');
const runs = Number(option('--runs') ?? 2);
const port = option('--port');
if (!args.length) {
  throw new Error('usage: npm run bench:trace -- [--dir build] <path>…');
}

const nginx = await startNginx({
  dir,
  port: port === undefined ? undefined : Number(port),
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  for (const path of args) {
    for (let run = 1; run <= runs; run += 1) {
      const profile = await profileLoad(
        browser,
        `http://127.0.0.1:${nginx.port}${BASE_URL}${path.replace(/^\//, '')}`,
      );
      console.log(
        `${path} run ${run}: longest ${profile.longest} ms, blocking ${profile.blocking} ms`,
      );
      for (const line of describeFrames(profile.frames))
        console.log(`  ${line}`);
    }
  }
} finally {
  await browser.close();
  await nginx.stop();
}
