/**
 * One build of ./fixtures/awkward-site (`npm run test:markdown`, about half a
 * minute): spec text that looks like JSX, MDX or Markdown builds, is text on
 * the page, and reads back as the same text from the page's `.md` and from
 * llms-full.txt.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {fromHtml} from 'hast-util-from-html';
import {select} from 'hast-util-select';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';
import {findHtml} from './markdown.ts';
import {textOf} from './html.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const SITE = join(HERE, 'fixtures/awkward-site');
const SUMMARY = 'Add a "pet" {beta} <Danger/>';
const DESCRIPTION =
  'export const x = 1; then code and {curly} <Tag>text</Tag>.';

let out = '';
const built = (path: string) => readFileSync(join(out, path), 'utf8');

/** Markdown as the text a reader of it sees. */
function shownText(markdown: string): string {
  return toString(
    fromMarkdown(markdown, {
      extensions: [gfm()],
      mdastExtensions: [gfmFromMarkdown()],
    }),
  );
}

before(() => {
  out = mkdtempSync(join(tmpdir(), 'pn-markdown-export-'));
  execFileSync(
    process.execPath,
    [
      join(HERE, '../../node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      SITE,
      '--out-dir',
      out,
    ],
    {stdio: ['ignore', 'ignore', 'inherit']},
  );
});

after(() => {
  if (out) rmSync(out, {recursive: true, force: true});
});

test('the awkward summary and description are text on the API page', () => {
  const page = fromHtml(built('api/add-pet/index.html'));
  const heading = select('article h1', page);
  assert.ok(heading);
  assert.equal(textOf(heading).trim(), SUMMARY);
  assert.equal(select('danger, tag', page), undefined);
  assert.ok(textOf(page).includes('export const x = 1;'));
});

test('the .md and llms-full.txt hold them as text, with no HTML', () => {
  const markdown = built('api/add-pet.md');
  assert.deepEqual(findHtml(markdown), []);
  // After the one-line pointer to llms.txt, the title.
  assert.match(
    markdown,
    /^> Index: .+\n\n# Add a "pet" \{beta\} \\<Danger\/>\n/,
  );
  const text = shownText(markdown);
  assert.ok(text.includes(SUMMARY), text);
  assert.ok(text.includes(DESCRIPTION), text);
  const full = built('llms-full.txt');
  assert.deepEqual(findHtml(full), []);
  const fullText = shownText(full);
  assert.ok(fullText.includes(SUMMARY), fullText);
  assert.ok(fullText.includes(DESCRIPTION), fullText);
});

/** A SKILL.md of the fixture, after its YAML front matter. */
function skillBody(name: string): string {
  return built(`.well-known/agent-skills/${name}/SKILL.md`).replace(
    /^---\n[\s\S]*?\n---\n/,
    '',
  );
}

for (const [locale, prefix, skill, figure] of [
  ['en', '', 'fixture-hostile', /refunds take 2 days/],
  ['zh-TW', 'zh-TW/', 'fixture-hostile-zh-tw', /退款需要2天/],
] as const) {
  test(`${locale}: the hostile page cannot hijack its SKILL.md`, () => {
    const body = skillBody(skill);
    assert.deepEqual(findHtml(body), [], body);
    // `&lt;[img](…) src=x onerror=…&gt;` is text once the link is gone.
    assert.match(body, /\\<img src=x onerror=alert\(1\)>/);
    assert.doesNotMatch(body, /evil\.example/);
    // Code inside the warning and text addressed to an agent are not quoted.
    assert.doesNotMatch(body, /attacker/);
    assert.doesNotMatch(body, /Ignore previous|忽略先前/);
    assert.match(body, figure);
    // The key fact given in the options, as text with its source page.
    assert.match(
      body,
      /^- (Refunds take 2 days |退款需要2天)\\<img src=x onerror=alert\(1\)> ?\\\[x\\\]\\\(https\\:\/\/bad\.example\)[.。] ?[(（](Source|出處)[:：] ?\[/m,
    );
  });

  test(`${locale}: the hostile page's text addressed to an assistant is not in its SKILL.md, whatever its wording`, () => {
    const body = skillBody(skill);
    // Its first paragraph, an admonition, a heading and the paragraph under
    // it: each speaks to an assistant without the usual words (full-width
    // and Cyrillic look-alikes, 助理之後).
    for (const text of [
      /should now|refunds are free/,
      /AI agent must|0 days/,
      /Ｉｇｎｏｒｅ|previous instructions/,
      /Іgnоrе|9 days/,
      /助理之後|退款免費/,
      /ＡＩ助理|0天/,
      /忽略本頁|9天/,
    ]) {
      assert.doesNotMatch(body, text);
    }
  });

  test(`${locale}: the hostile page's # heading cannot forge a page in llms-full.txt`, () => {
    const full = built(`${prefix}llms-full.txt`);
    assert.deepEqual(findHtml(full), []);
    assert.match(full, /^- (Refunds take 2 days|退款需要2天)/m);
    const titles = [...full.matchAll(/^# (.+)$/gm)].map((match) => match[1]);
    assert.ok(
      !titles.some((title) => /Forged page|偽造的頁面/.test(title!)),
      titles.join(' | '),
    );
    const page = built(`${prefix}docs/hostile.md`);
    assert.match(
      page,
      /^> Index: \[llms\.txt\]\(http:\/\/127\.0\.0\.1\/fixture\/(zh-TW\/)?llms\.txt\)\n\n# /,
    );
    assert.match(page, /^## (Forged page|偽造的頁面)$/m);
  });
}
