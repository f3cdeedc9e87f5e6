import assert from 'node:assert/strict';
import {test} from 'node:test';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  algoliaFrom,
  baseUrlFrom,
  gitHistoryFrom,
  showLastUpdateFrom,
  siteUrlFrom,
} from './site.settings.ts';

const ALGOLIA_ENV = {
  ALGOLIA_APP_ID: 'APP1',
  ALGOLIA_SEARCH_API_KEY: 'key',
  ALGOLIA_INDEX_NAME: 'docs',
};

test('hosted search is on with all three Algolia variables, off with none', () => {
  assert.deepEqual(algoliaFrom(ALGOLIA_ENV), {
    appId: 'APP1',
    apiKey: 'key',
    indexName: 'docs',
  });
  assert.equal(algoliaFrom({}), null);
  assert.equal(algoliaFrom({ALGOLIA_APP_ID: ''}), null);
});

test('one or two Algolia variables are an error naming all three', () => {
  for (const missing of Object.keys(ALGOLIA_ENV)) {
    assert.throws(
      () => algoliaFrom({...ALGOLIA_ENV, [missing]: ''}),
      /ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME/,
    );
  }
  assert.throws(
    () => algoliaFrom({...ALGOLIA_ENV, ALGOLIA_APP_ID: 'x.evil.example'}),
    /alphanumeric/,
  );
});

test('BASE_URL defaults to /paynow-guideline/ and must have both slashes', () => {
  assert.equal(baseUrlFrom({}), '/paynow-guideline/');
  assert.equal(baseUrlFrom({BASE_URL: '/guides/'}), '/guides/');
  assert.equal(baseUrlFrom({BASE_URL: '/'}), '/');
  for (const bad of ['guides/', '/guides', '/a b/', '/../', '//x/']) {
    assert.throws(() => baseUrlFrom({BASE_URL: bad}), /BASE_URL/, bad);
  }
});

test('SITE_URL must be an origin without a path', () => {
  assert.equal(siteUrlFrom({}), 'https://docs.paynow.example');
  assert.equal(
    siteUrlFrom({SITE_URL: 'https://docs.example.com/'}),
    'https://docs.example.com',
  );
  assert.throws(
    () => siteUrlFrom({SITE_URL: 'https://docs.example.com/docs'}),
    /SITE_URL/,
  );
});

test('last-updated dates: shown with the full git history, not in a shallow clone or without git', () => {
  const temp = mkdtempSync(join(tmpdir(), 'git-history-'));
  try {
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', args, {cwd, stdio: 'pipe'});
    const full = join(temp, 'full');
    git(temp, 'init', '-q', full);
    for (const day of ['2026-01-01', '2026-02-01']) {
      writeFileSync(join(full, 'page.mdx'), day);
      git(full, 'add', 'page.mdx');
      git(
        full,
        '-c',
        'user.name=Test',
        '-c',
        'user.email=test@example.com',
        'commit',
        '-q',
        '-m',
        day,
        '--date',
        `${day}T00:00:00Z`,
      );
    }
    git(temp, 'clone', '-q', '--depth', '1', `file://${full}`, 'shallow');
    const none = join(temp, 'none');
    mkdirSync(none);

    assert.equal(gitHistoryFrom(full), 'full');
    assert.equal(gitHistoryFrom(join(temp, 'shallow')), 'shallow');
    assert.equal(gitHistoryFrom(none), 'none');
    assert.equal(showLastUpdateFrom('full'), true);
    assert.equal(showLastUpdateFrom('shallow'), false);
    assert.equal(showLastUpdateFrom('none'), false);
  } finally {
    rmSync(temp, {recursive: true, force: true});
  }
});
