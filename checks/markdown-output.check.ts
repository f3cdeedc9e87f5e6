/**
 * Checks of this site's Markdown export in the current build (`npm run build
 * && npm run test:markdown`): every docs page, API page and release note of
 * each locale has its `.md` copy and is listed once in llms.txt, in the same
 * order in llms-full.txt, and the copies of two pages read as expected. That
 * no copy holds HTML is checked by the build itself (pn-markdown-export
 * fails it), the llms.txt/robots.txt formats by the plugin's unit tests.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  htmlFileOfRoute,
  localePath,
  sitemapEntries,
} from '@paynow-docs/build-kit';
import {markdownUrlOf} from '@paynow-docs/markdown-export/markdownUrl';
import {
  DEFAULT_PAGE_TEXT,
  fillText,
  PLACEHOLDERS,
} from '@paynow-docs/markdown-export/text';
import {BUILD, built} from './built.ts';
import {BASE_URL, LOCALES, SITE_URL, type Locale} from '../site.settings.ts';
import {LOCALE_TEXT} from '../site.i18n.ts';

/** Each built locale's path below the base URL: `` for the default, `zh-TW/`. */
const LOCALE_PATHS = LOCALES.map((locale) => localePath(locale, LOCALES[0]));

/** A locale's words around the pages' text, as the site gives them to the plugin. */
const pageTextOf = (locale: Locale) => ({
  ...DEFAULT_PAGE_TEXT,
  ...LOCALE_TEXT[locale].markdownPage,
});

/** The source line a page's Markdown has in a locale: `Source: <url>`, `出處：<url>`. */
const sourceLine = (locale: Locale, url: string) =>
  fillText(pageTextOf(locale).source, PLACEHOLDERS.source, url);

/** Routes (with the base URL) of a locale's pages that must have a Markdown copy. */
function exportedRoutes(localePath = ''): string[] {
  const routes = sitemapEntries(built(`${localePath}sitemap.xml`)).map(
    (entry) => new URL(entry.loc).pathname,
  );
  return routes.filter((route) => {
    const path = route.slice(`${BASE_URL}${localePath}`.length);
    if (/^(docs|api)(\/|$)/.test(path)) return true;
    if (!path.startsWith('release-note/')) return false;
    const html = readFileSync(htmlFileOfRoute(BUILD, BASE_URL, route), 'utf8');
    return /<html[^>]*class="[^"]*blog-post-page/.test(html);
  });
}

const mdPath = (route: string) => markdownUrlOf(route).slice(BASE_URL.length);

for (const [index, localePath] of LOCALE_PATHS.entries()) {
  const locale = LOCALES[index]!;
  test(`every docs page, API page and release note of /${localePath} has its .md, listed once in its llms.txt`, () => {
    const routes = exportedRoutes(localePath);
    assert.ok(routes.length > 40, `only ${routes.length} routes`);
    assert.ok(routes.some((route) => route.includes('/api/')));
    assert.ok(routes.some((route) => route.includes('/release-note/')));
    const entries = built(`${localePath}llms.txt`)
      .split('\n')
      .filter((line) => line.startsWith('- '));
    for (const route of routes) {
      assert.ok(route.startsWith(`${BASE_URL}${localePath}`), route);
      assert.ok(
        existsSync(join(BUILD, mdPath(route))),
        `${route}: no ${mdPath(route)}`,
      );
      const url = `${SITE_URL}${markdownUrlOf(route)}`;
      assert.equal(
        entries.filter((entry) => entry.includes(`](${url})`)).length,
        1,
        url,
      );
    }
  });

  test(`/${localePath}llms-full.txt holds every page in the order of llms.txt`, () => {
    const full = built(`${localePath}llms-full.txt`);
    const urls = [
      ...built(`${localePath}llms.txt`).matchAll(/\]\((\S+)\.md\)/g),
    ].map((match) => sourceLine(locale, match[1]!));
    assert.ok(urls.length > 40);
    let last = -1;
    for (const source of urls) {
      // `…/payment-admin.md` is the copy of the section page `…/payment-admin/`.
      const at = Math.max(
        ...[source, `${source}/`].map((candidate) =>
          full.indexOf(`${candidate}\n`),
        ),
      );
      assert.ok(at > last, `${source} after the previous page`);
      last = at;
    }
  });
}

test('llms.txt has the site title and a section per area', () => {
  const lines = built('llms.txt').split('\n');
  assert.equal(lines[0], '# PayNow Docs');
  const sections = lines.filter((line) => line.startsWith('## '));
  for (const section of [
    '## Start here',
    '## Payment back office',
    '## Logistics back office',
    '## Invoice back office',
    '## API reference',
    '## Release Note',
  ]) {
    assert.ok(
      sections.includes(section),
      `${section} in ${sections.join(', ')}`,
    );
  }
});

test('the refund guide: its Flow as numbered steps, GFM tables, a labelled note, Chinese labels', () => {
  const markdown = built('docs/payment-admin/refund.md');
  assert.match(
    markdown,
    /^> Documentation index: \[llms\.txt\]\(https?:\/\/\S+\/llms\.txt\) .+\n\n# ATM refund for buyers\n\n> .+\n\nSource: https?:\/\/\S+\/docs\/payment-admin\/refund\n/,
  );
  assert.match(
    markdown,
    /\*\*Refund for an ATM payment\*\*\n\n1\. You receive the refund e-mail/,
  );
  // The label bold or not, as the guide writes it.
  assert.match(markdown, /\n4\. Click (\*\*)?Refund review \(退款審核\)\1\n/);
  assert.match(markdown, /\| Field \| What to enter \|\n\| -+ \| -+ \|\n/);
  // An untitled note, labelled as the page shows it (its words are the guide's).
  assert.match(markdown, /\n> \*\*Note:\*\* \S/);
  assert.match(
    markdown,
    /\[Buyer flows\]\(https?:\/\/\S+\/docs\/important-information\/buyer\)/,
  );
});

test('an API page: method, path, parameters or body, responses and one curl sample', () => {
  const markdown = built('api/add-pet.md');
  assert.match(markdown, /\nPOST `\/pet`\n/);
  assert.match(markdown, /\n## Request body/);
  assert.match(markdown, /\n## Responses\n/);
  assert.match(markdown, /\n### 200 OK\n/);
  const samples = markdown.slice(markdown.indexOf('## Request samples'));
  assert.equal(samples.match(/^```bash$/gm)?.length, 1, samples);
  assert.match(samples, /curl --request POST/);
  assert.doesNotMatch(markdown, /import requests|HttpClient|<\?php/);
});

/** Lines the plugin writes in English, and a bold label with a half-width colon after Han text: never in a zh-TW file. */
const ENGLISH_SCAFFOLDING =
  /^(?:> )?(?:Source|Last updated|Released): |\*\*[^*\n]*\p{Script=Han}[^*\n]*:\*\*|\((?:Source|出處): |(?:Sections|章節): /mu;

test('zh-TW: the Markdown copies, llms-full.txt and skills name their source, date and labels in Chinese, with full-width punctuation', (t) => {
  if (!LOCALES.includes('zh-TW')) {
    t.skip('zh-TW is not built');
    return;
  }
  const zh = localePath('zh-TW', LOCALES[0]);
  const routes = exportedRoutes(zh);
  for (const route of routes) {
    const markdown = built(mdPath(route));
    assert.ok(
      markdown.includes(`\n${sourceLine('zh-TW', `${SITE_URL}${route}`)}\n`),
      `${mdPath(route)}: no 出處 line`,
    );
    assert.doesNotMatch(markdown, ENGLISH_SCAFFOLDING, mdPath(route));
  }
  const full = built(`${zh}llms-full.txt`);
  assert.doesNotMatch(full, ENGLISH_SCAFFOLDING);
  assert.match(full, /^出處：https?:\/\/\S+$/mu);
  const skills = JSON.parse(built('.well-known/agent-skills/index.json')) as {
    skills: {name: string}[];
  };
  const zhSkills = skills.skills.filter(({name}) => name.endsWith('-zh-tw'));
  assert.ok(zhSkills.length > 3, zhSkills.map(({name}) => name).join(', '));
  for (const {name} of zhSkills) {
    const skill = built(`.well-known/agent-skills/${name}/SKILL.md`);
    assert.match(skill, /^# PayNow Docs：/m, name);
    assert.doesNotMatch(skill, ENGLISH_SCAFFOLDING, name);
    for (const fact of skill.match(/^- .+（出處：.+$/gm) ?? []) {
      assert.match(fact, /（出處：\[[^\]]+\]\(\S+\.md\)）$/u, fact);
    }
  }
});

test('every API page, in each language, says in its Markdown that the reference is a sample, not a PayNow API', () => {
  for (const [index, localePath] of LOCALE_PATHS.entries()) {
    const notice = LOCALE_TEXT[LOCALES[index]!].apiNotice.split('{link}')[0]!;
    const routes = exportedRoutes(localePath).filter((route) =>
      route.startsWith(`${BASE_URL}${localePath}api/`),
    );
    assert.ok(routes.length > 10, `${routes.length} API pages`);
    for (const route of routes) {
      const markdown = built(mdPath(route));
      assert.ok(
        markdown.includes(notice.slice(0, 40)),
        `${mdPath(route)}: no notice`,
      );
      // Its link goes to the API technical documents of the same language.
      assert.ok(
        markdown.includes(
          `(${SITE_URL}${BASE_URL}${localePath}docs/api-reference/)`,
        ),
        `${mdPath(route)}: no link to the API technical documents`,
      );
    }
  }
});
