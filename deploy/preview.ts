/**
 * `npm run preview -- [--port N]` (default 3000): checks that the port is
 * free, so a taken port is reported in a second rather than after the build,
 * then builds the site and serves `build/` with nginx (`serve:nginx`) on
 * that port. The other options of serve:nginx pass through.
 */
import {spawnSync} from 'node:child_process';
import {assertPortFree, parseArgs} from './serve';

/** The port preview serves on when none is given (the Docusaurus default). */
const DEFAULT_PORT = 3000;

function run(args: readonly string[]): void {
  const {status} = spawnSync('npm', ['run', '--silent', ...args], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}

const argv = process.argv.slice(2);
try {
  const {port} = parseArgs(argv, {NGINX_PORT: String(DEFAULT_PORT)});
  await assertPortFree(port);
  run(['build']);
  run(['serve:nginx', '--', '--port', String(port), ...argv]);
} catch (error) {
  console.error(`preview: ${(error as Error).message}`);
  process.exit(1);
}
