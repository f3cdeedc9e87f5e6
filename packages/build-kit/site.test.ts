import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {BuiltSite} from './site.ts';

describe('BuiltSite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pn-built-site-'));
  after(() => rmSync(dir, {recursive: true, force: true}));
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  };

  test("loads one locale's files: not dot-folders, not the other locales' folders", () => {
    put('index.html', '<p>en</p>');
    put('assets/css/styles.0204acda.css', '.a{}');
    put('.nginx/csp.conf', 'add_header …;');
    put('zh-TW/index.html', '<p>zh</p>');
    const site = BuiltSite.load(dir, {skip: ['zh-TW']});
    assert.deepEqual(site.paths(), [
      'assets/css/styles.0204acda.css',
      'index.html',
    ]);
    assert.deepEqual(site.pages(), ['index.html']);
    assert.equal(site.text('index.html'), '<p>en</p>');
    assert.throws(() => site.text('missing.html'), /missing\.html is not in the build/);
  });

  test('records what changed (a write of the same bytes is no change) and saves only that', () => {
    const site = BuiltSite.load(dir, {skip: ['zh-TW']});
    const mark = site.mark();
    site.write('index.html', '<p>en</p>');
    assert.deepEqual(site.changedSince(mark), []);
    site.write('index.html', '<p>EN</p>');
    site.write('docs/new.html', '<p>new</p>');
    site.remove('assets/css/styles.0204acda.css');
    assert.deepEqual(site.changedSince(mark), [
      'assets/css/styles.0204acda.css',
      'docs/new.html',
      'index.html',
    ]);
    assert.deepEqual(site.save(), {
      written: ['docs/new.html', 'index.html'],
      removed: ['assets/css/styles.0204acda.css'],
    });
    assert.equal(readFileSync(path.join(dir, 'index.html'), 'utf8'), '<p>EN</p>');
    assert.equal(
      readFileSync(path.join(dir, 'docs/new.html'), 'utf8'),
      '<p>new</p>',
    );
    assert.ok(!existsSync(path.join(dir, 'assets/css/styles.0204acda.css')));
    assert.equal(
      readFileSync(path.join(dir, 'zh-TW/index.html'), 'utf8'),
      '<p>zh</p>',
    );
    assert.deepEqual(site.save(), {written: [], removed: []});
  });

  test("only: the host-level dot-folder, by paths from the site's folder", () => {
    put('.well-known/skills/index.json', '{}');
    const host = BuiltSite.load(dir, {only: ['.well-known']});
    assert.deepEqual(host.paths(), ['.well-known/skills/index.json']);
  });

  test('reload takes in what a tool wrote to the folder, as changes', () => {
    const site = BuiltSite.load(dir, {skip: ['zh-TW']});
    const mark = site.mark();
    put('sitemap.xml', '<urlset/>');
    put('index.html', '<p>rewritten</p>');
    rmSync(path.join(dir, 'docs/new.html'));
    put('zh-TW/sitemap.xml', '<urlset/>');
    assert.deepEqual(site.reload(), {
      written: ['index.html', 'sitemap.xml'],
      removed: ['docs/new.html'],
    });
    assert.deepEqual(site.changedSince(mark), [
      'docs/new.html',
      'index.html',
      'sitemap.xml',
    ]);
    assert.equal(site.text('sitemap.xml'), '<urlset/>');
    assert.ok(!site.has('zh-TW/sitemap.xml'));
  });

  test('changesSince: what was written and removed since a mark, saves in between included', () => {
    const site = BuiltSite.load(dir, {skip: ['zh-TW']});
    const mark = site.mark();
    site.write('robots.txt', 'User-agent: *');
    site.remove('sitemap.xml');
    site.save();
    site.write('index.html', '<p>again</p>');
    assert.deepEqual(site.save(), {written: ['index.html'], removed: []});
    assert.deepEqual(site.changesSince(mark), {
      written: ['index.html', 'robots.txt'],
      removed: ['sitemap.xml'],
    });
  });
});
