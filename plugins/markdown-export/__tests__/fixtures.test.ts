/**
 * The step "Markdown exports and skills" over a small fixture site (the
 * folders beside this file), in memory, as the post-build pipeline runs it:
 * what a full build of the site would otherwise be needed to show.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import type {LoadContext} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {BuiltSite, type PostBuildProps} from '@paynow-docs/build-kit/site';
import {optionsValidator, stepContext} from '@paynow-docs/build-kit/testing';
import markdownExportPlugin, {
  MARKDOWN_STEP,
  validateOptions,
  type Options,
} from '../index.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The docs plugin's content, for the locale under `baseUrl`. */
const docs = (baseUrl: string) =>
  ({
    loadedVersions: [
      {
        docs: [
          {
            id: 'refund',
            permalink: `${baseUrl}docs/refund`,
            title: 'ATM refund',
            description: 'How a buyer who paid at an ATM gets a refund.',
            unlisted: false,
          },
        ],
        sidebars: {docs: [{type: 'doc', id: 'refund'}]},
      },
    ],
  }) as unknown as DocsContent;

const BASE_URLS: Record<string, string> = {
  en: '/base/',
  'zh-TW': '/base/zh-TW/',
};

/** Docusaurus's context of the build of `locale`. */
const contextOf = (locale: string) =>
  ({
    baseUrl: BASE_URLS[locale],
    siteConfig: {url: 'https://docs.example', title: 'Fixture Docs'},
    i18n: {
      defaultLocale: 'en',
      currentLocale: locale,
      locales: Object.keys(BASE_URLS),
      localeConfigs: Object.fromEntries(
        Object.entries(BASE_URLS).map(([name, baseUrl]) => [
          name,
          {baseUrl, label: name, htmlLang: name},
        ]),
      ),
    },
  }) as unknown as LoadContext;

/** The plugin's one step, its content loaded as Docusaurus loads it. */
function markdownStep(options: Options, locale = 'en') {
  const plugin = markdownExportPlugin(
    contextOf(locale),
    optionsValidator(validateOptions)(options),
  );
  void plugin.allContentLoaded?.({
    allContent: {
      'docusaurus-plugin-content-docs': {default: docs(BASE_URLS[locale]!)},
    },
    actions: {} as never,
  });
  assert.deepEqual(
    plugin.postBuildSteps.map(({name}) => name),
    [MARKDOWN_STEP],
  );
  return plugin.postBuildSteps[0]!;
}

/** The fixture site `name`, in memory only (never saved). */
const fixture = (name: string) => BuiltSite.load(path.join(HERE, name));

describe('docs-page: one guide', () => {
  test("writes the page's .md, llms.txt, llms-full.txt and robots.txt into the site, and the skill at the host's root", async () => {
    const site = fixture('docs-page');
    const host = BuiltSite.of({}, path.join(HERE, 'host'));
    await markdownStep({
      summary: 'A fixture.',
      blog: null,
      skills: {areas: [{name: 'fixture-refunds', paths: ['docs']}]},
    }).run(
      site,
      stepContext({host, props: {codeTranslations: {}} as PostBuildProps}),
    );
    assert.deepEqual(site.changes().written, [
      'docs/refund.md',
      'llms-full.txt',
      'llms.txt',
      'robots.txt',
    ]);
    const markdown = site.text('docs/refund.md');
    assert.match(markdown, /^# ATM refund$/m);
    assert.match(markdown, /^## Steps$/m);
    assert.match(markdown, /^> \*\*Warning:\*\* A refund cannot be cancelled/m);
    assert.match(
      site.text('llms.txt'),
      /- \[ATM refund\]\(https:\/\/docs\.example\/base\/docs\/refund\.md\)/,
    );
    assert.deepEqual(host.changes().written, [
      '.well-known/agent-skills/fixture-refunds/SKILL.md',
      '.well-known/agent-skills/index.json',
      '.well-known/skills/fixture-refunds/SKILL.md',
      '.well-known/skills/index.json',
    ]);
    assert.match(
      host.text('.well-known/agent-skills/fixture-refunds/SKILL.md'),
      /within 3 working days/,
    );
  });

  test('a page in the docs with no built HTML fails, naming its route and the file looked for', async () => {
    const site = fixture('docs-page');
    site.remove('docs/refund/index.html');
    await assert.rejects(
      async () =>
        markdownStep({summary: 'A fixture.', blog: null}).run(
          site,
          stepContext({props: {codeTranslations: {}} as PostBuildProps}),
        ),
      /^Error: \[pn-markdown-export\] no HTML file for the route \/base\/docs\/refund \(looked for .*docs-page\/docs\/refund\/index\.html\)$/,
    );
  });

  test("each locale adds its skills to the host's folders; the indexes list every locale's, by name", async () => {
    const host = BuiltSite.of({}, path.join(HERE, 'host'));
    const options: Options = {
      summary: 'A fixture.',
      blog: null,
      skills: {areas: [{name: 'fixture-refunds', paths: ['docs']}]},
    };
    for (const locale of ['en', 'zh-TW']) {
      await markdownStep(options, locale).run(
        fixture('docs-page'),
        stepContext({host, props: {codeTranslations: {}} as PostBuildProps}),
      );
    }
    for (const index of [
      '.well-known/agent-skills/index.json',
      '.well-known/skills/index.json',
    ]) {
      const {skills} = JSON.parse(host.text(index)) as {
        skills: {name: string}[];
      };
      assert.deepEqual(
        skills.map(({name}) => name),
        ['fixture-refunds', 'fixture-refunds-zh-tw'],
        index,
      );
    }
  });
});
