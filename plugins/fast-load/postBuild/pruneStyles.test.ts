import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {
  classInUse,
  pruneBuildStyles,
  pruneStylesheet,
  renamedFor,
  wordsOf,
} from './pruneStyles.ts';

const words = wordsOf([
  '<div class="navbar navbar--fixed-top"><a class="menu__link">',
  'e.className=clsx("alert","alert--".concat(t));x="var(--js-read)"',
]);

describe('pruneStylesheet', () => {
  test('a rule naming a class no page or script has goes; a used one stays', () => {
    const {css, selectors} = pruneStylesheet(
      '.navbar{color:red}.pills{color:blue}.menu__link:hover{color:green}',
      words,
    );
    assert.equal(css, '.navbar{color:red}.menu__link:hover{color:green}');
    assert.equal(selectors, 1);
  });

  test('of a selector list, only the selectors that can match stay', () => {
    const {css} = pruneStylesheet(
      '.pills,.navbar .menu__link,.navbar .pagination{margin:0}',
      words,
    );
    assert.equal(css, '.navbar .menu__link{margin:0}');
  });

  test('a class built at run time from a stem in a script stays', () => {
    assert.equal(classInUse('alert--danger', words), true);
    assert.equal(classInUse('navbar--dark', words), false);
    const {css} = pruneStylesheet(
      '.alert--danger{color:red}.badge--danger{color:red}',
      words,
    );
    assert.equal(css, '.alert--danger{color:red}');
  });

  test('a class inside :not() or :is() never removes a selector', () => {
    const input = 'a:not(.pills){color:red}:is(.pills,.navbar) a{color:blue}';
    assert.equal(pruneStylesheet(input, words).css, input);
  });

  test('element, attribute and keyframe rules stay; emptied at-rules go', () => {
    const {css} = pruneStylesheet(
      'html[data-theme=dark]{color:#fff}@keyframes spin{to{opacity:1}}@media (min-width:1px){@supports (display:grid){.pills{display:grid}}}',
      words,
    );
    assert.equal(
      css,
      'html[data-theme=dark]{color:#fff}@keyframes spin{to{opacity:1}}',
    );
  });

  test('custom properties nothing reads go; read ones and the ones they read stay', () => {
    const {css, customProperties} = pruneStylesheet(
      ':root{--a:1px;--b:var(--c);--c:2px;--unread:3px;--js-read:4px;--only-by-pruned:5px}.navbar{margin:var(--b)}.pills{margin:var(--only-by-pruned)}',
      words,
    );
    assert.equal(
      css,
      ':root{--b:var(--c);--c:2px;--js-read:4px}.navbar{margin:var(--b)}',
    );
    assert.equal(customProperties, 3);
  });
});

describe('renamedFor', () => {
  test('the stem stays and the hash follows the content', () => {
    const a = renamedFor('styles.0204acda.css', 'a{}');
    assert.match(a, /^styles\.[0-9a-f]{8}\.css$/);
    assert.notEqual(a, 'styles.0204acda.css');
    assert.equal(renamedFor('styles.0204acda.css', 'a{}'), a);
    assert.notEqual(renamedFor('styles.0204acda.css', 'b{}'), a);
  });

  test('a stylesheet without a hash in its name is an error', () => {
    assert.throws(() => renamedFor('styles.css', ''), /styles\.css/);
  });
});

describe('pruneBuildStyles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prune-styles-'));
  after(() => rmSync(dir, {recursive: true, force: true}));

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  };

  test("one locale's stylesheet is pruned, renamed and linked from its pages; another locale's folder and a chunk's stylesheet are left alone", () => {
    const link =
      '<link rel="stylesheet" href="/base/assets/css/styles.0204acda.css">';
    write('index.html', `${link}<p class="used">`);
    write('docs/index.html', link);
    write('assets/js/main.1234abcd.js', 'c="from-script";h={7:"99887766"}');
    write(
      'assets/css/styles.0204acda.css',
      '.used{a:1}.from-script{b:2}.unused{c:3}',
    );
    write('assets/css/7.99887766.css', '.unused{c:3}');
    write('zh-TW/index.html', link);
    write('zh-TW/assets/css/styles.0204acda.css', '.unused{c:3}');

    const reports = pruneBuildStyles(dir, {skip: ['zh-TW']});

    const css = readdirSync(path.join(dir, 'assets/css')).sort();
    const renamed = css.find((name) => name.startsWith('styles.'))!;
    assert.deepEqual(css, ['7.99887766.css', renamed]);
    assert.notEqual(renamed, 'styles.0204acda.css');
    assert.equal(
      readFileSync(path.join(dir, 'assets/css', renamed), 'utf8'),
      '.used{a:1}.from-script{b:2}',
    );
    for (const page of ['index.html', 'docs/index.html']) {
      const html = readFileSync(path.join(dir, page), 'utf8');
      assert.ok(html.includes(`/base/assets/css/${renamed}`), page);
      assert.ok(!html.includes('styles.0204acda.css'), page);
    }
    assert.equal(
      readFileSync(path.join(dir, 'assets/css/7.99887766.css'), 'utf8'),
      '.unused{c:3}',
    );
    assert.ok(
      readFileSync(path.join(dir, 'zh-TW/index.html'), 'utf8').includes(link),
    );
    assert.ok(
      existsSync(path.join(dir, 'zh-TW/assets/css/styles.0204acda.css')),
    );
    assert.deepEqual(
      reports.map(({from, to, kept, selectors}) => ({
        from,
        to,
        kept,
        selectors,
      })),
      [
        {
          from: '7.99887766.css',
          to: '7.99887766.css',
          kept: true,
          selectors: 0,
        },
        {from: 'styles.0204acda.css', to: renamed, kept: false, selectors: 1},
      ],
    );
  });
});
