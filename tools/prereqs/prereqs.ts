/**
 * `npm run check:prereqs`, the first step of `npm test`: what the whole run
 * needs from the machine, checked in a second or two before anything is
 * built, each missing piece named with the command that installs it:
 * the Node.js version of `engines` in package.json, Chromium (CHROMIUM_PATH
 * or Debian's, else Playwright's own), nginx (NGINX_BIN, else on the PATH
 * or /usr/sbin/nginx) with its brotli_static module (NGINX_MODULES, else
 * /usr/lib/nginx/modules), openssl, Java (the HTML checker), the CJK font the
 * visual baselines were made with (Debian's fonts-noto-cjk at the version
 * `.ci/run` pins: without it every Chinese character of a screenshot is a
 * box, and with another version the glyphs move), and a free port for the
 * end-to-end server (E2E_PORT, default 4173). Exits 1 with one line per
 * problem.
 */
import {spawnSync} from 'node:child_process';
import {accessSync, constants, existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {CHROMIUM_PATH} from '../../site.settings.ts';
import {createServer} from 'node:net';

/** What the checks read from the machine: a seam for the unit test. */
export interface Machine {
  nodeVersion: string;
  /** `engines.node` of package.json, e.g. `>=20`. */
  engines: string;
  env: NodeJS.ProcessEnv;
  /** Whether an executable of this name is on the PATH. */
  onPath: (command: string) => boolean;
  exists: (file: string) => boolean;
  portFree: (port: number) => Promise<boolean>;
  /** Where Playwright's own Chromium would be, when it is installed. */
  playwrightChromium: () => string | undefined;
  /** The installed version of a Debian package, or undefined when it is not installed (or there is no dpkg). */
  debianVersion: (pkg: string) => string | undefined;
  /** The Debian package versions `.ci/run` pins (its TESTED table). */
  pinned: Readonly<Record<string, string>>;
}

/** The font package of the visual baselines (e2e/screenshots). */
export const CJK_FONT = 'fonts-noto-cjk';

/** The TESTED table of `.ci/run`: package → the version CI installs. */
export function pinnedVersions(ciRun: string): Record<string, string> {
  return Object.fromEntries(
    [...ciRun.matchAll(/^\s*\[([\w.+-]+)\]=(\S+)$/gm)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
}

const APT = 'sudo apt-get install';

/** The problems, each a line saying what is missing and how to install it. */
export async function prerequisiteProblems(
  machine: Machine,
): Promise<string[]> {
  const problems: string[] = [];
  const major = Number(/^v?(\d+)/.exec(machine.nodeVersion)?.[1]);
  const needed = Number(/(\d+)/.exec(machine.engines)?.[1]);
  if (!(major >= needed)) {
    problems.push(
      `Node.js ${machine.nodeVersion} is too old: this project needs Node.js ${machine.engines} (package.json engines); install Node.js ${needed} or newer (https://nodejs.org/ or your version manager).`,
    );
  }
  const chromium = machine.env.CHROMIUM_PATH;
  if (chromium) {
    if (!machine.exists(chromium)) {
      problems.push(
        `CHROMIUM_PATH is ${chromium}, which does not exist: point it at a Chromium, or unset it.`,
      );
    }
  } else if (
    !machine.exists('/usr/bin/chromium') &&
    !machine.playwrightChromium()
  ) {
    problems.push(
      `Chromium is missing (end-to-end tests): ${APT} chromium (or npx playwright install chromium, or set CHROMIUM_PATH).`,
    );
  }
  const nginx =
    machine.env.NGINX_BIN ??
    (machine.onPath('nginx') || machine.exists('/usr/sbin/nginx')
      ? 'nginx'
      : undefined);
  if (
    !nginx ||
    (machine.env.NGINX_BIN && !machine.exists(machine.env.NGINX_BIN))
  ) {
    problems.push(
      `nginx is missing (HTTP and end-to-end tests): ${APT} nginx libnginx-mod-http-brotli-static${machine.env.NGINX_BIN ? ` (NGINX_BIN is ${machine.env.NGINX_BIN}, which does not exist)` : ''}.`,
    );
  }
  const modules = machine.env.NGINX_MODULES ?? '/usr/lib/nginx/modules';
  const brotli = join(modules, 'ngx_http_brotli_static_module.so');
  if (!machine.exists(brotli)) {
    problems.push(
      `nginx's brotli module is missing (${brotli}; the build's .br files are served with it): ${APT} libnginx-mod-http-brotli-static${machine.env.NGINX_MODULES ? ' (or point NGINX_MODULES at the folder that has it)' : ''}.`,
    );
  }
  if (!machine.onPath('openssl')) {
    problems.push(
      `openssl is missing (the HTTP tests make a throwaway TLS certificate): ${APT} openssl.`,
    );
  }
  if (!machine.onPath('java')) {
    problems.push(
      `Java is missing (the W3C Nu HTML checker, vnu-jar, runs on it): ${APT} default-jre-headless.`,
    );
  }
  const font = machine.pinned[CJK_FONT];
  const installed = machine.debianVersion(CJK_FONT);
  if (!installed) {
    problems.push(
      `The CJK font of the visual baselines is missing (every Chinese character of a screenshot would be a box): ${APT} ${CJK_FONT}${font ? `=${font}` : ''}.`,
    );
  } else if (font && installed !== font) {
    problems.push(
      `${CJK_FONT} is ${installed}, not the ${font} the visual baselines were made with (its glyphs move the screenshots): ${APT} ${CJK_FONT}=${font}, or remake the baselines (npm run update:screenshots) and pin the new version in .ci/run.`,
    );
  }
  const port = Number(machine.env.E2E_PORT ?? 4173);
  if (!(await machine.portFree(port))) {
    problems.push(
      `Port ${port} on 127.0.0.1 is in use (the end-to-end server): stop what holds it (ss -ltnp 'sport = :${port}') or set E2E_PORT to a free port.`,
    );
  }
  return problems;
}

/** This machine. */
export function thisMachine(root: string): Machine {
  const {engines} = JSON.parse(
    readFileSync(join(root, 'package.json'), 'utf8'),
  ) as {engines: {node: string}};
  return {
    nodeVersion: process.version,
    engines: engines.node,
    env: process.env,
    onPath: (command) =>
      spawnSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'})
        .status === 0,
    exists: (file) => {
      try {
        accessSync(file, constants.R_OK);
        return true;
      } catch {
        return false;
      }
    },
    portFree: (port) =>
      new Promise((resolve) => {
        const probe = createServer();
        probe.once('error', () => resolve(false));
        probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
      }),
    playwrightChromium: () => {
      if (CHROMIUM_PATH) return CHROMIUM_PATH;
      const cache =
        process.env.PLAYWRIGHT_BROWSERS_PATH ??
        join(process.env.HOME ?? '/root', '.cache/ms-playwright');
      return existsSync(cache) ? cache : undefined;
    },
    debianVersion: (pkg) => {
      const query = spawnSync(
        'dpkg-query',
        ['-W', '-f=${db:Status-Status} ${Version}', pkg],
        {encoding: 'utf8'},
      );
      const [status, version] = query.stdout?.split(' ') ?? [];
      return query.status === 0 && status === 'installed' ? version : undefined;
    },
    pinned: pinnedVersions(readFileSync(join(root, '.ci/run'), 'utf8')),
  };
}

if (import.meta.filename === process.argv[1]) {
  const problems = await prerequisiteProblems(
    thisMachine(join(import.meta.dirname, '../..')),
  );
  if (problems.length > 0) {
    console.error(
      `check:prereqs: ${problems.length} prerequisite(s) missing for npm test:`,
    );
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log(
    'check:prereqs: Node.js, Chromium, nginx with brotli, openssl, Java, the CJK font and the test port are ready.',
  );
}
