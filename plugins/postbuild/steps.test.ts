import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {BuiltSite} from '@paynow-docs/build-kit/site';
import {globPattern, runSteps, type Step} from './steps.ts';

describe('globPattern', () => {
  test('* stays within a name; **/ is any folders, none included', () => {
    const css = globPattern('assets/css/*.css');
    assert.ok(css.test('assets/css/styles.0204acda.css'));
    assert.ok(!css.test('assets/css/x/y.css'));
    assert.ok(!css.test('assets/css-styles.css'));
    const gz = globPattern('**/*.gz');
    assert.ok(gz.test('index.html.gz'));
    assert.ok(gz.test('docs/a/index.html.gz'));
    assert.ok(!gz.test('index.html'));
  });
});

describe('runSteps', () => {
  test('runs the steps in their order, each after the previous has finished', async () => {
    const site = BuiltSite.of({'index.html': 'a'});
    const steps: Step<string[]>[] = [
      {
        name: 'slow first',
        reads: 'index.html',
        writes: ['*.html'],
        async run(built, seen) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          built.write('index.html', `${built.text('index.html')}b`);
          seen.push('first');
        },
      },
      {
        name: 'second',
        reads: 'index.html',
        writes: ['*.html'],
        run(built, seen) {
          built.write('index.html', `${built.text('index.html')}c`);
          seen.push('second');
        },
      },
    ];
    const seen: string[] = [];
    const times = await runSteps(site, steps, seen, 'test');
    assert.deepEqual(seen, ['first', 'second']);
    assert.equal(site.text('index.html'), 'abc');
    assert.deepEqual([...times.keys()], ['slow first', 'second']);
  });

  test('a step that changes a file it does not declare fails, naming the step and the file', async () => {
    const site = BuiltSite.of({'index.html': 'a', 'docs/a.html': 'b'});
    const steps: Step<null>[] = [
      {
        name: 'pages',
        reads: 'the pages',
        writes: ['**/*.html'],
        run: (built) => built.write('docs/a.html', 'B'),
      },
      {
        name: 'compress',
        reads: 'the pages',
        writes: ['**/*.gz'],
        run(built) {
          built.write('index.html.gz', 'x');
          // Written by the step before too: still this step's change.
          built.write('docs/a.html', 'BB');
        },
      },
    ];
    await assert.rejects(
      runSteps(site, steps, null, 'pn-test'),
      /\[pn-test\] compress changed files it does not declare \(writes: \*\*\/\*\.gz\): docs\/a\.html$/,
    );
  });

  test('a step that changes a host-level file it does not declare fails too', async () => {
    const site = BuiltSite.of({'index.html': 'a'});
    const host = BuiltSite.of({});
    const steps: Step<BuiltSite>[] = [
      {
        name: 'skills',
        reads: 'the pages',
        writes: ['**/*.md', '.well-known/skills/*'],
        run(built, hostFiles) {
          built.write('index.md', 'a');
          hostFiles.write('.well-known/skills/index.json', '{}');
        },
      },
      {
        name: 'markdown',
        reads: 'the pages',
        writes: ['**/*.md'],
        run: (_built, hostFiles) =>
          hostFiles.write('.well-known/llms.txt', 'a'),
      },
    ];
    await assert.rejects(
      runSteps(site, steps, host, 'pn-test', [host]),
      /\[pn-test\] markdown changed files it does not declare \(writes: \*\*\/\*\.md\): \.well-known\/llms\.txt$/,
    );
  });

  test("a step's error names the step", async () => {
    const site = BuiltSite.of({});
    await assert.rejects(
      runSteps(
        site,
        [
          {
            name: 'check',
            reads: '',
            writes: [],
            run() {
              throw new Error('bad page');
            },
          },
        ],
        null,
        'pn-test',
      ),
      /^Error: \[pn-test\] check: bad page$/,
    );
  });
});
