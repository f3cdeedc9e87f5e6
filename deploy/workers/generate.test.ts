import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {SITE_CONF, renderSiteConf} from '../nginx-conf.ts';
import {POLICY, wantsMarkdown} from '../policy.ts';
import {refusal} from './deploy.ts';
import {
  D1_DATABASE,
  LIMITS,
  PURGE_CRON,
  headersFile,
  redirectsFile,
  workerRoutes,
  workersFiles,
  type WorkersFacts,
} from './generate.ts';
import {checkUpload, d1DatabaseId, hashedFolders} from './stage.ts';

const FACTS: WorkersFacts = {
  baseUrl: '/guides/',
  csp: "default-src 'self'",
  locales: ['en', 'zh-TW'],
  hashedFolders: ['assets/js/', 'assets/css/'],
  pageFolders: ['docs/', 'zh-TW/docs/'],
};

test('every policy header goes to both engines with the same value', () => {
  const nginx = renderSiteConf(readFileSync(SITE_CONF, 'utf8'), {
    baseUrl: '/guides/',
    siteUrl: 'https://docs.example.com',
    root: '/srv/www',
    httpListen: '127.0.0.1:4999',
  });
  const headers = headersFile(FACTS);
  for (const rule of POLICY.securityHeaders) {
    assert.ok(
      nginx.includes(`default "${rule.value}";`) &&
        nginx.includes(
          `add_header ${rule.name} $${rule.nginxVariable} always;`,
        ),
      rule.name,
    );
    assert.ok(headers.includes(`  ${rule.name}: ${rule.value}\n`), rule.name);
  }
  assert.ok(nginx.includes(`"${POLICY.cache.immutable}"`));
  assert.ok(
    headers.includes(
      `/guides/assets/js/*\n  ! Cache-Control\n  Cache-Control: ${POLICY.cache.immutable}`,
    ),
  );
  assert.ok(nginx.includes(`"~*${POLICY.markdown.accept}" "1";`));
});

test('the Worker runs on pages, Markdown and MCP; never on hashed files or images', () => {
  const routes = workerRoutes(FACTS);
  assert.ok(routes.includes('/guides/docs/*'));
  assert.ok(routes.includes('/guides/zh-TW/'));
  assert.ok(routes.includes('/guides/*.md'));
  assert.ok(routes.includes('/guides/mcp'));
  assert.ok(routes.includes('/guides/feedback'));
  assert.ok(
    routes.every(
      (route) => !/^\/guides\/(?:zh-TW\/)?(?:assets|img)\b/.test(route),
    ),
    routes.join(' '),
  );
  assert.ok(!routes.includes('/guides/*'));
  const config = JSON.parse(
    workersFiles(FACTS)['wrangler.jsonc'].replace(/^\/\/.*\n/, ''),
  ) as {assets: {run_worker_first: string[]}; vars: Record<string, string>};
  assert.deepEqual(config.assets.run_worker_first, routes);
  assert.equal(config.vars.CSP, FACTS.csp);
});

test('reader signals: the D1 binding with its migrations, the purge cron, the database id when given', () => {
  type Config = {
    d1_databases: Array<Record<string, string>>;
    triggers: {crons: string[]};
  };
  const parse = (text: string) =>
    JSON.parse(text.replace(/^\/\/.*\n/, '')) as Config;
  const local = parse(workersFiles(FACTS)['wrangler.jsonc']);
  assert.deepEqual(local.d1_databases, [
    {
      binding: 'SIGNALS',
      database_name: D1_DATABASE.name,
      database_id: D1_DATABASE.placeholderId,
      migrations_dir: 'packages/reader-signals/migrations',
    },
  ]);
  assert.deepEqual(local.triggers.crons, [PURGE_CRON]);
  const id = '3f2a1c9e-0b7d-4e51-9a61-2c4d5e6f7a8b';
  assert.equal(
    parse(workersFiles({...FACTS, d1DatabaseId: id})['wrangler.jsonc'])
      .d1_databases[0]!.database_id,
    id,
  );
  assert.throws(
    () => d1DatabaseId({CLOUDFLARE_D1_DATABASE_ID: 'paynow-docs-signals'}),
    /not a D1 database id/,
  );
  assert.equal(d1DatabaseId({CLOUDFLARE_D1_DATABASE_ID: id}), id);
  assert.equal(d1DatabaseId({}), undefined);
});

test('.assetsignore leaves out precompressed copies, build records and hidden files', () => {
  const ignore = workersFiles(FACTS)['.assetsignore'].split('\n');
  for (const pattern of ['*.gz', '*.br', '.nginx', '/guides/**/.*']) {
    assert.ok(ignore.includes(pattern), pattern);
  }
});

test('Markdown negotiation: the media range itself, never with q=0', () => {
  for (const accept of [
    'text/markdown',
    'text/html, text/markdown;q=0.5',
    'TEXT/MARKDOWN',
  ]) {
    assert.ok(wantsMarkdown(accept), accept);
  }
  for (const accept of [
    null,
    'text/markdownx',
    'text/markdown;q=0',
    'text/markdown; q=0.000',
    'text/html',
  ]) {
    assert.ok(!wantsMarkdown(accept), String(accept));
  }
});

test('past a platform limit the build stops with a message naming it', () => {
  assert.throws(
    () =>
      checkUpload(
        {files: LIMITS.files + 1, largest: {path: 'a.js', bytes: 1}},
        'build',
      ),
    /20001 files; a version holds at most 20000/,
  );
  assert.throws(
    () =>
      checkUpload(
        {files: 1, largest: {path: 'big.json', bytes: LIMITS.fileBytes + 1}},
        'build',
      ),
    /build\/big\.json is 26214401 bytes; Workers serves files of at most 26214400 bytes/,
  );
  assert.doesNotThrow(() =>
    checkUpload(
      {files: LIMITS.files, largest: {path: 'a', bytes: LIMITS.fileBytes}},
      'build',
    ),
  );
  const many = {
    ...FACTS,
    hashedFolders: Array.from({length: 100}, (_, i) => `assets/f${i}/`),
  };
  assert.throws(
    () => headersFile(many),
    /_headers would have 102 rules; Workers applies at most 100/,
  );
});

test('deploy:workers refuses the placeholder D1 database, before anything is sent', () => {
  const root = mkdtempSync(join(tmpdir(), 'paynow-deploy-'));
  writeFileSync(
    join(root, 'wrangler.jsonc'),
    workersFiles(FACTS)['wrangler.jsonc'],
  );
  assert.match(
    String(refusal({CLOUDFLARE_API_TOKEN: 'x'}, root)),
    /no D1 database for reader signals.*CLOUDFLARE_D1_DATABASE_ID.*Nothing was uploaded/,
  );
  writeFileSync(
    join(root, 'wrangler.jsonc'),
    workersFiles({
      ...FACTS,
      d1DatabaseId: '3f2a1c9e-0b7d-4e51-9a61-2c4d5e6f7a8b',
    })['wrangler.jsonc'],
  );
  assert.equal(refusal({CLOUDFLARE_API_TOKEN: 'x'}, root), undefined);
  rmSync(root, {recursive: true});
});

test('deploy:workers refuses without a token, before anything is sent', () => {
  assert.match(
    String(refusal({})),
    /CLOUDFLARE_API_TOKEN is not set.*Nothing was uploaded/,
  );
  assert.equal(
    refusal({CLOUDFLARE_API_TOKEN: 'x'}, '/nonexistent-root')?.includes(
      'wrangler.jsonc is missing',
    ),
    true,
  );
});

test('a folder name with a line break, colon or ! never becomes a _headers or _redirects line', () => {
  const build = mkdtempSync(join(tmpdir(), 'headers-inject-'));
  try {
    // A hashed folder under static/assets/ whose name writes its own rules.
    const hostile =
      'x\n  Refresh: 0; url=https://evil.example/\n/*\n  ! Content-Security-Policy\n  Cache-Control: max-age=31536000';
    mkdirSync(join(build, 'assets', hostile), {recursive: true});
    writeFileSync(join(build, 'assets', hostile, 'a.0123abcd.js'), '');
    const facts = {...FACTS, hashedFolders: hashedFolders(build)};
    assert.throws(() => headersFile(facts), /hashed folder .*\\n.*cannot hold/);
    assert.throws(() => workersFiles(facts), /hashed folder/);
  } finally {
    rmSync(build, {recursive: true, force: true});
  }
  for (const folder of ['assets/a:b/', 'assets/!x/', 'assets/a*/', 'a#b/']) {
    assert.throws(
      () => headersFile({...FACTS, hashedFolders: [folder]}),
      /cannot hold/,
      folder,
    );
    assert.throws(
      () => workerRoutes({...FACTS, pageFolders: [folder]}),
      /page folder/,
      folder,
    );
  }
  assert.throws(
    () =>
      redirectsFile({
        ...FACTS,
        baseUrl: '/guides/\n/* https://evil.example 302',
      }),
    /base URL/,
  );
  assert.throws(
    () => headersFile({...FACTS, csp: "default-src 'self'\n  Refresh: 0"}),
    /Content-Security-Policy has a line break/,
  );
  // Every line of the generated files is one of ours.
  const lines = headersFile(FACTS).split('\n');
  assert.ok(
    lines.every((line) =>
      /^(?:#.*|\/[\w.~@+/*-]*| {2}!? ?[\w-]+(?::.*)?|)$/.test(line),
    ),
  );
});
