import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  linkSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {CONTENT_FOLDERS} from './contained.ts';
import {compilePage, requiredFiles} from './docusaurus-mdx.ts';
import {containedModuleRule, moduleProblem} from './links.ts';

describe('links and images of a page (tools/contained/links.ts)', () => {
  const temp = mkdtempSync(join(tmpdir(), 'contained-links-'));
  after(() => rmSync(temp, {recursive: true, force: true}));
  const siteDir = join(temp, 'site');
  const secret = join(temp, 'secret.txt');
  writeFileSync(secret, 'sentinel-secret\n');
  for (const folder of CONTENT_FOLDERS) {
    mkdirSync(join(siteDir, folder), {recursive: true});
  }
  const guideDir = join(
    siteDir,
    'i18n/zh-TW/docusaurus-plugin-content-docs/current',
  );
  mkdirSync(guideDir, {recursive: true});
  writeFileSync(join(siteDir, 'static/file.txt'), 'fine\n');
  writeFileSync(
    join(siteDir, 'docs/pic.png'),
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  mkdirSync(join(siteDir, '.git'));
  writeFileSync(join(siteDir, '.git/config'), '[core]\n');
  // A link in a folder no walk reaches (tools/ is not a content folder).
  mkdirSync(join(siteDir, 'tools/x'), {recursive: true});
  symlinkSync(secret, join(siteDir, 'tools/x/env.txt'));
  writeFileSync(join(siteDir, 'package.json'), '{}\n');
  // Inside a content folder but a link out, and a hard link.
  symlinkSync(secret, join(siteDir, 'docs/env.txt'));
  const outside = join(temp, 'hard.txt');
  writeFileSync(outside, 'hard\n');
  linkSync(outside, join(siteDir, 'docs/hard.txt'));
  const options = {siteDir, folders: CONTENT_FOLDERS};

  const hostile: [name: string, markdown: string, line?: number][] = [
    ['a @site/ path out of the project', '[x](@site/../secret.txt)'],
    [
      "the build's environment",
      '[x](@site/../../../../../../../../../../proc/self/environ)',
    ],
    ['.git/config', '[x](@site/.git/config)'],
    [
      'a file of the project outside the content folders',
      '[x](@site/package.json)',
    ],
    ['a relative path out of the checkout', '[x](../../secret.txt)'],
    ['an image (inlined as a data: URL)', '![x](../../secret.txt)'],
    ['a link definition', '[x][s]\n\n[s]: ../../secret.txt', 7],
    ['a URL-encoded path', '[x](%2E%2E/%2E%2E/secret.txt)'],
    ['a link in a folder no walk reaches', '[x](@site/tools/x/env.txt)'],
    ['a symbolic link in a content folder', '[x](./env.txt)'],
    ['a hard link', '[x](./hard.txt)'],
    ['a JSX require', '<a href={require("@site/../secret.txt").default}>x</a>'],
    [
      'a require with an inline loader',
      '<a href={require("!!raw-loader!../../secret.txt").default}>x</a>',
    ],
    ['an import of an asset', 'import s from "../../secret.txt";\n\n{s}'],
    ['an import()', 'export const s = import("@site/.git/config");'],
  ];
  for (const [name, markdown, line = 5] of hostile) {
    test(`${name}: the page fails, naming its line and the target`, async () => {
      const file = join(siteDir, 'docs/guide.mdx');
      const content = `# Guide\n\nText.\n\n${markdown}\n`;
      await assert.rejects(
        compilePage(content, file, options),
        (error: Error) => {
          assert.match(error.message, /^docs\/guide\.mdx links to files/);
          assert.ok(
            error.message.includes(`docs/guide.mdx:${line}: "`),
            error.message,
          );
          return true;
        },
      );
    });
  }

  test('without the step, Docusaurus turns them into requires of the outside file (the attack)', async () => {
    const file = join(siteDir, 'docs/guide.mdx');
    const jsx = await compilePage('[x](@site/../secret.txt)\n', file, options, {
      contained: false,
    });
    assert.deepEqual(requiredFiles(jsx, file, siteDir), [secret]);
  });

  test('the zh-TW twin and a .md page fail the same way', async () => {
    const file = join(guideDir, 'guide.md');
    await assert.rejects(
      compilePage('# 指南\n\n[x](@site/../secret.txt)\n', file, options),
      /i18n\/zh-TW\/docusaurus-plugin-content-docs\/current\/guide\.md:3: "@site\/\.\.\/secret\.txt" resolves to .*secret\.txt, outside the content folders/,
    );
  });

  test('files of the content folders, routes, external URLs and code imports compile', async () => {
    const file = join(siteDir, 'docs/guide.mdx');
    const jsx = await compilePage(
      [
        'import X from "@site/src/pages/none";',
        '',
        '[a](/file.txt) [b](@site/static/file.txt) [c](../static/file.txt)',
        '',
        '![d](./pic.png) [e](../docs/other) [f](https://example.com/x.txt) [g](#top) [h](/docs/intro)',
        '',
        '<a href={require("@site/static/file.txt").default}>i</a>',
      ].join('\n'),
      file,
      options,
    );
    const files = requiredFiles(jsx, file, siteDir);
    assert.ok(files.length >= 4);
    assert.ok(files.every((required) => required.startsWith(siteDir)));
  });
});

describe('modules the bundle reads (the bundler rule)', () => {
  const temp = mkdtempSync(join(tmpdir(), 'contained-modules-'));
  after(() => rmSync(temp, {recursive: true, force: true}));
  const root = join(temp, 'site');
  mkdirSync(join(root, 'docs'), {recursive: true});
  mkdirSync(join(root, '.docusaurus'), {recursive: true});
  mkdirSync(join(root, '.git'), {recursive: true});
  writeFileSync(join(root, 'docs/page.mdx'), '# Page\n');
  writeFileSync(join(root, '.docusaurus/registry.js'), '');
  writeFileSync(join(root, '.git/config'), '');
  writeFileSync(join(temp, 'secret.txt'), 'secret\n');
  symlinkSync(join(temp, 'secret.txt'), join(root, 'docs/env.txt'));
  linkSync(join(temp, 'secret.txt'), join(root, 'docs/hard.txt'));

  test('inside the project, or generated: read', () => {
    assert.equal(moduleProblem(join(root, 'docs/page.mdx'), root), undefined);
    assert.equal(
      moduleProblem(join(root, '.docusaurus/registry.js'), root),
      undefined,
    );
  });

  for (const [name, file, pattern] of [
    ['outside the project', '/proc/self/environ', /outside the project/],
    ['a link out', 'docs/env.txt', /outside the project/],
    ['a hidden folder', '.git/config', /hidden folder/],
    ['a hard link', 'docs/hard.txt', /hard links/],
  ] as const) {
    test(`${name}: refused by the rule, with the module that asked`, () => {
      const resource = file.startsWith('/') ? file : join(root, file);
      assert.match(moduleProblem(resource, root) ?? '', pattern);
      const rule = containedModuleRule(root);
      assert.equal(rule.test(resource), true);
      const [use] = rule.use({resource, issuer: join(root, 'docs/page.mdx')});
      assert.match(
        use!.options.message,
        /^docs\/page\.mdx requires a file the build must not publish: /,
      );
    });
  }
});
