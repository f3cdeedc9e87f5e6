/**
 * Static checks of the deployment files no test here can run: the Dockerfile
 * (no Docker engine on the test machines) and the GitHub Actions workflow.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse} from 'yaml';
import {CONTAINER} from './nginx-conf.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The oldest Node.js major the project runs on: package.json `engines`, the one home of it. */
const NODE_MAJOR = Number(
  /\d+/.exec(
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node,
  )![0],
);

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
export function dockerInstructions(text: string): Instruction[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return {keyword: keyword!.toUpperCase(), args: rest.join(' ')};
    });
}

const dockerfile = dockerInstructions(
  readFileSync(join(ROOT, 'Dockerfile'), 'utf8'),
);
const stages = dockerfile.filter(({keyword}) => keyword === 'FROM');
const finalStage = dockerfile.slice(dockerfile.lastIndexOf(stages.at(-1)!));

test('Dockerfile: every base image is pinned by a sha256 digest', () => {
  assert.ok(stages.length >= 2, 'a build stage and a serving stage');
  for (const {args} of stages) {
    assert.match(args, /^[a-z0-9./-]+:[\w.-]+@sha256:[0-9a-f]{64}\b/, args);
  }
});

test("Dockerfile: the build stage uses the Node.js major of package.json's engines", () => {
  const node = stages
    .map(({args}) => /^node:(\d+)/.exec(args)?.[1])
    .filter(Boolean);
  assert.equal(node.length, 1, 'one Node stage');
  assert.equal(Number(node[0]), NODE_MAJOR, `node:${node[0]}`);
});

test('Dockerfile: nginx runs as an unprivileged user on unprivileged ports', () => {
  const users = finalStage.filter(({keyword}) => keyword === 'USER');
  assert.equal(users.length, 1, 'one USER in the serving stage');
  assert.match(
    users[0]!.args,
    /^[1-9]\d*(:[1-9]\d*)?$/,
    'a numeric non-root uid',
  );
  const exposed = finalStage
    .filter(({keyword}) => keyword === 'EXPOSE')
    .flatMap(({args}) => args.split(/\s+/).map(Number));
  assert.ok(exposed.length > 0);
  for (const port of exposed) {
    assert.ok(port >= 1024, `port ${port} needs root`);
  }
  const cmd = finalStage.find(({keyword}) => keyword === 'CMD');
  assert.ok(cmd, 'a CMD');
  assert.match(cmd.args, /"nginx".*"-c", "\/etc\/nginx\/paynow\/nginx\.conf"/);
});

test('Dockerfile: the Node server runs beside nginx, with Node.js of the build stage and a data volume the unprivileged user owns', () => {
  const copies = finalStage
    .filter(({keyword}) => keyword === 'COPY')
    .map(({args}) => args);
  assert.ok(
    copies.includes('--from=build /usr/local/bin/node /usr/local/bin/node'),
    'the Node.js binary of the build stage',
  );
  assert.ok(copies.includes('--from=build /site/image/node /opt/paynow-docs'));
  assert.ok(
    copies.includes(
      '--from=build /site/deploy/with-node-server.sh /opt/paynow-docs/with-node-server.sh',
    ),
  );
  const cmd = JSON.parse(
    finalStage.find(({keyword}) => keyword === 'CMD')!.args,
  ) as string[];
  assert.equal(cmd[0], '/opt/paynow-docs/with-node-server.sh');
  assert.equal(
    cmd[1],
    'node --env-file=/opt/paynow-docs/node-server.env /opt/paynow-docs/node-server.mjs',
  );
  assert.equal(cmd[2], 'nginx');
  const volume = finalStage.find(({keyword}) => keyword === 'VOLUME');
  assert.equal(volume?.args, CONTAINER.dataDir);
  const runs = finalStage
    .filter(({keyword}) => keyword === 'RUN')
    .map(({args}) => args)
    .join(' ');
  assert.match(runs, new RegExp(`chown 33:33 ${CONTAINER.dataDir}\\b`));
  assert.match(
    readFileSync(join(ROOT, 'deploy/with-node-server.sh'), 'utf8'),
    /^#!\/bin\/sh\n/,
  );
});

test('Dockerfile: the nginx configuration is rendered by deploy/nginx-conf.ts and installed', () => {
  const runs = dockerfile
    .filter(({keyword}) => keyword === 'RUN')
    .map(({args}) => args);
  assert.ok(
    runs.some((run) => /deploy\/nginx-conf\.ts \/site\/image\b/.test(run)),
  );
  const copies = finalStage
    .filter(({keyword}) => keyword === 'COPY')
    .map(({args}) => args);
  assert.ok(
    copies.includes('--from=build /site/image/nginx /etc/nginx/paynow'),
  );
  assert.ok(
    copies.includes('--from=build /site/image/www /var/www/paynow-docs'),
  );
  for (const name of ['BASE_URL', 'SITE_URL']) {
    assert.ok(
      dockerfile.some(({keyword, args}) => keyword === 'ARG' && args === name),
      `ARG ${name}`,
    );
  }
});

test('Dockerfile: npm ci runs after every workspace package.json is in the image', () => {
  const ci = dockerfile.findIndex(
    ({keyword, args}) => keyword === 'RUN' && /\bnpm ci\b/.test(args),
  );
  assert.ok(ci > 0, 'RUN npm ci');
  const copiedBefore = dockerfile
    .slice(0, ci)
    .filter(({keyword}) => keyword === 'COPY')
    .map(({args}) => args);
  assert.ok(
    copiedBefore.includes('. .'),
    `COPY . . before npm ci (workspaces need their package.json): ${copiedBefore.join(' | ')}`,
  );
});

test('Dockerfile: a HEALTHCHECK that asks nginx over HTTP', () => {
  const health = finalStage.filter(({keyword}) => keyword === 'HEALTHCHECK');
  assert.equal(health.length, 1);
  assert.match(health[0]!.args, /CMD .*\/dev\/tcp\/127\.0\.0\.1\/8080/);
});

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  container?: {image: string} | string;
  'continue-on-error'?: boolean;
  'timeout-minutes'?: number;
  steps: Step[];
}
interface Workflow {
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const WORKFLOW_FILE = join(ROOT, '.github/workflows/deploy.yml');
const workflowText = readFileSync(WORKFLOW_FILE, 'utf8');
const workflow = parse(workflowText) as Workflow;
const jobs = Object.entries(workflow.jobs);
const needs = (job: Job): string[] =>
  job.needs === undefined ? [] : [job.needs].flat();

test('workflow: no permissions by default; each job asks for its own', () => {
  assert.deepEqual(workflow.permissions, {});
  for (const [name, job] of jobs) {
    assert.ok(job.permissions, `${name} sets its permissions`);
  }
});

test('workflow: only the deploy job may write to Pages or mint an OIDC token', () => {
  const writers = jobs.filter(([, job]) =>
    Object.values(job.permissions ?? {}).includes('write'),
  );
  assert.deepEqual(
    writers.map(([name]) => name),
    ['deploy'],
  );
  assert.deepEqual(workflow.jobs.deploy!.permissions, {
    pages: 'write',
    'id-token': 'write',
  });
  assert.deepEqual(workflow.jobs.build!.permissions, {contents: 'read'});
  assert.ok(
    workflow.jobs.deploy!.steps.some(({uses}) =>
      uses?.startsWith('actions/deploy-pages@'),
    ),
  );
});

test('workflow: every job has a time limit (a hung build or test stops)', () => {
  for (const [name, job] of jobs) {
    const minutes = job['timeout-minutes'];
    assert.equal(typeof minutes, 'number', `${name} sets timeout-minutes`);
    assert.ok(minutes! > 0 && minutes! <= 60, `${name}: ${minutes} minutes`);
  }
});

test('workflow: the deploy waits for the test job, which runs the suite', () => {
  assert.ok(needs(workflow.jobs.deploy!).includes('test'));
  assert.ok(needs(workflow.jobs.deploy!).includes('build'));
  const test = workflow.jobs.test!;
  assert.ok(
    test.steps.some(({run}) => run === '.ci/run' || run === 'npm test'),
  );
  assert.notEqual(test['continue-on-error'], true);
});

test('workflow: every action is pinned to a full commit SHA with a version comment', () => {
  const uses = [...workflowText.matchAll(/^\s*-?\s*uses:\s*(.+)$/gm)].map(
    (match) => match[1]!.trim(),
  );
  assert.ok(uses.length >= 4);
  for (const line of uses) {
    assert.match(
      line,
      /^[\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/,
      line,
    );
  }
});

test('workflow: checkouts keep no credentials', () => {
  for (const [name, job] of jobs) {
    for (const step of job.steps) {
      if (step.uses?.startsWith('actions/checkout@')) {
        assert.equal(step.with?.['persist-credentials'], false, name);
      }
    }
  }
});

test("workflow: Node is the engines' major wherever it is chosen", () => {
  let chosen = 0;
  for (const [name, job] of jobs) {
    const image =
      typeof job.container === 'string' ? job.container : job.container?.image;
    if (image?.startsWith('node:')) {
      chosen += 1;
      assert.match(image, /@sha256:[0-9a-f]{64}$/, `${name}: image by digest`);
      assert.equal(Number(/^node:(\d+)/.exec(image)![1]), NODE_MAJOR, name);
    }
    for (const step of job.steps) {
      if (step.uses?.startsWith('actions/setup-node@')) {
        chosen += 1;
        assert.equal(
          Number(step.with?.['node-version']),
          NODE_MAJOR,
          `${name}: node-version ${step.with?.['node-version']}`,
        );
      }
    }
  }
  assert.ok(chosen >= 2);
});

test('workflow: npm audit of the production dependencies reports without blocking', () => {
  const audits = jobs.filter(([, job]) =>
    job.steps.some(({run}) => run?.includes('npm audit --omit=dev')),
  );
  assert.equal(audits.length, 1);
  const [name, job] = audits[0]!;
  assert.equal(job['continue-on-error'], true, name);
  assert.ok(!needs(workflow.jobs.deploy!).includes(name));
});

test('workflow: the Pages preview is built with PREVIEW=true (noindex on every page)', () => {
  const build = workflow.jobs.build!.steps.find(
    ({run}) => run === 'npm run build',
  ) as Step & {env?: Record<string, string>};
  assert.equal(build?.env?.PREVIEW, 'true');
});

test('package.json: `npm run build` is `docusaurus build` alone, no npm hook around it', () => {
  // The CSP include, the .gz/.br files and the build record come from the
  // postbuild plugin inside the build (plugins/postbuild), so every build
  // path has them; an npm hook would run for `npm run build` only.
  const {scripts} = JSON.parse(
    readFileSync(join(ROOT, 'package.json'), 'utf8'),
  ) as {scripts: Record<string, string>};
  assert.equal(scripts.build, 'docusaurus build');
  for (const hook of ['prebuild', 'postbuild']) {
    assert.equal(scripts[hook], undefined, hook);
  }
});
