/**
 * The signals agents look for, one test each, against the current build
 * (`npm run build && npm run test:markdown`): a missing one fails by name.
 * The `Link: </.well-known/api-catalog>` header is nginx's, checked by
 * `npm run test:http` (deploy/checks/nginx/headers.ts); the MCP server's
 * word on the sample API by `npm run test:mcp`.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {localePath, sitemapEntries} from '@paynow-docs/build-kit';
import {markdownUrlOf} from '@paynow-docs/markdown-export/markdownUrl';
import {keyFacts} from '@paynow-docs/remark-facts';
import {built} from './built.ts';
import {BASE_URL, LOCALES, SITE_URL} from '../site.settings.ts';
import {REGISTER} from '../facts/index.ts';
import {MARKDOWN_EXPORT, guidePath} from '../site.agents.ts';

const LOCALE_PATHS = LOCALES.map((locale) => localePath(locale, LOCALES[0]!));

const skillsIndex = () =>
  JSON.parse(built('.well-known/agent-skills/index.json')) as {
    $schema?: string;
    skills: {name: string; description: string}[];
  };

test('signal: the skills index names its format, v0.2.0, with $schema', () => {
  assert.equal(
    skillsIndex().$schema,
    'https://schemas.agentskills.io/discovery/0.2.0/schema.json',
  );
});

test('signal: robots.txt has a Content-Signal line in its User-agent: * group', () => {
  const groups = built('robots.txt').split(/\n\n+/);
  const all = groups.find((group) => group.startsWith('User-agent: *\n'));
  assert.match(
    all ?? '',
    /^Content-Signal: search=yes, ai-input=yes, ai-train=no$/m,
  );
});

test("signal: robots.txt has the AI crawlers' rules", () => {
  const robots = built('robots.txt');
  assert.match(robots, /^User-agent: GPTBot\nDisallow: \/$/m);
  assert.match(robots, /^User-agent: Claude-User\nAllow: \/$/m);
});

test('signal: /.well-known/api-catalog is published', () => {
  const catalog = JSON.parse(built('.well-known/api-catalog')) as {
    linkset: unknown[];
  };
  assert.ok(catalog.linkset.length > 0);
});

for (const localePath of LOCALE_PATHS) {
  const llmsUrl = `${SITE_URL}${BASE_URL}${localePath}llms.txt`;

  test(`signal: every .md of /${localePath} opens with a pointer to ${llmsUrl}`, () => {
    const routes = sitemapEntries(built(`${localePath}sitemap.xml`))
      .map((entry) => new URL(entry.loc).pathname)
      .filter((route) =>
        /^(docs|api)(\/|$)/.test(
          route.slice(`${BASE_URL}${localePath}`.length),
        ),
      );
    assert.ok(routes.length > 20);
    for (const route of routes) {
      const first = built(markdownUrlOf(route).slice(BASE_URL.length)).split(
        '\n',
      )[0]!;
      assert.ok(
        first.startsWith('> ') && first.includes(`](${llmsUrl})`),
        `${route}: ${first}`,
      );
    }
  });

  test(`signal: /${localePath}llms.txt has instructions for agents: locale, citing, the sample API`, () => {
    const llms = built(`${localePath}llms.txt`);
    const section = /\n## ([^\n]+)\n\n((?:- [^\n]+\n)+)/.exec(llms);
    assert.ok(section, 'no section before the pages');
    assert.match(section[1]!, /Instructions for agents|給AI代理的說明/);
    assert.match(section[2]!, /Pet Store API/);
    assert.match(section[2]!, /zh-TW|繁體中文|英文/);
    assert.match(section[2]!, /URL|網址/);
  });
}

test('signal: the sample API skill is paynow-sample-api in each locale and says it is a sample', () => {
  const skills = skillsIndex().skills;
  for (const locale of LOCALES) {
    const name =
      locale === LOCALES[0]
        ? 'paynow-sample-api'
        : `paynow-sample-api-${locale.toLowerCase()}`;
    const skill = skills.find((candidate) => candidate.name === name);
    assert.ok(skill, `no ${name}: ${skills.map((s) => s.name).join(', ')}`);
    assert.match(skill.description, /Pet Store API.*(sample|範例)/);
  }
  assert.ok(!skills.some((skill) => /^paynow-api(-|$)/.test(skill.name)));
});

/** The texts of a `## <title>` section's list items, as text, without their `(Source: …)`. */
function keyFactTexts(markdown: string, titles: RegExp): string[] {
  const section = new RegExp(
    `\\n## (?:${titles.source})\\n([\\s\\S]*?)(?:\\n## |\\n---\\n|$)`,
  ).exec(markdown);
  return (section?.[1] ?? '')
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) =>
      line
        .slice(2)
        .replace(/ ?[(（](?:Source|出處)[:：] ?\[[^\]]*\]\([^)]*\)[)）]$/, '')
        .replace(/\\(.)/g, '$1'),
    );
}

const KEY_FACTS_TITLE = /Key facts from the pages|頁面上的關鍵資訊/;

test("signal: each area's skill quotes the register's key facts (facts/), the same ones in the same order in every locale, and llms-full.txt holds them all", () => {
  const skillIds = new Map<string, string[]>();
  for (const locale of LOCALES) {
    const facts = keyFacts(REGISTER, locale);
    assert.deepEqual(
      keyFactTexts(
        built(`${localePath(locale, LOCALES[0]!)}llms-full.txt`),
        KEY_FACTS_TITLE,
      ),
      facts.map(({text}) => text),
      `${locale}: llms-full.txt`,
    );
    for (const area of MARKDOWN_EXPORT.skills.areas) {
      const name =
        locale === LOCALES[0]
          ? area.name
          : `${area.name}-${locale.toLowerCase()}`;
      const mine = facts.filter(({page}) =>
        area.paths.some(
          (areaPath) =>
            guidePath(page) === areaPath ||
            guidePath(page).startsWith(`${areaPath}/`),
        ),
      );
      assert.deepEqual(
        keyFactTexts(
          built(`.well-known/agent-skills/${name}/SKILL.md`),
          KEY_FACTS_TITLE,
        ),
        mine.map(({text}) => text),
        name,
      );
      const ids = mine.map(({id}) => id);
      const other = skillIds.get(area.name);
      if (other)
        assert.deepEqual(
          ids,
          other,
          `${name}: not the same key facts as ${area.name}`,
        );
      else skillIds.set(area.name, ids);
    }
  }
  assert.ok(
    [...skillIds.values()].filter((ids) => ids.length > 0).length >= 4,
    'every guide area quotes key facts',
  );
});
