import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {BuiltSite} from '@paynow-docs/build-kit/site';
import {
  classInUse,
  pruneSiteStyles,
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

describe('pruneSiteStyles', () => {
  test("the stylesheet is pruned, renamed and linked from the pages; a chunk's stylesheet is left alone", () => {
    const link =
      '<link rel="stylesheet" href="/base/assets/css/styles.0204acda.css">';
    const site = BuiltSite.of({
      'index.html': `${link}<p class="used">`,
      'docs/index.html': link,
      'other.html': '<p>no stylesheet</p>',
      'assets/js/main.1234abcd.js': 'c="from-script";h={7:"99887766"}',
      'assets/css/styles.0204acda.css':
        '.used{a:1}.from-script{b:2}.unused{c:3}',
      'assets/css/7.99887766.css': '.unused{c:3}',
    });

    const reports = pruneSiteStyles(site);

    const css = site.paths().filter((file) => file.startsWith('assets/css/'));
    const renamed = css.find((file) => file.includes('/styles.'))!;
    assert.deepEqual(css, ['assets/css/7.99887766.css', renamed]);
    assert.notEqual(renamed, 'assets/css/styles.0204acda.css');
    assert.equal(site.text(renamed), '.used{a:1}.from-script{b:2}');
    for (const page of ['index.html', 'docs/index.html']) {
      assert.ok(site.text(page).includes(`/base/${renamed}`), page);
      assert.ok(!site.text(page).includes('styles.0204acda.css'), page);
    }
    assert.equal(site.text('assets/css/7.99887766.css'), '.unused{c:3}');
    assert.deepEqual(site.changes(), {
      written: [renamed, 'docs/index.html', 'index.html'].sort(),
      removed: ['assets/css/styles.0204acda.css'],
    });
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
        {
          from: 'styles.0204acda.css',
          to: renamed.slice('assets/css/'.length),
          kept: false,
          selectors: 1,
        },
      ],
    );
  });
});
