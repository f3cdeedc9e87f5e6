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
import {built} from './built.ts';
import {BASE_URL, LOCALES, SITE_URL} from '../site.settings.ts';

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
