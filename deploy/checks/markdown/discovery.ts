/** Every locale's llms.txt and copies, the `Link` header to a page's Markdown twin, and agent discovery at the host root. */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {localeBaseUrl, localePath} from '@paynow-docs/build-kit';
import LlmsTxtAudit from 'lighthouse/core/audits/agentic/llms-txt.js';
import {ConformanceTester} from 'lighthouse/third-party/ard/ard.js';
import {aiCatalogSchemaErrors} from '@paynow-docs/markdown-export/aiCatalogSchema';
import {DEFAULT_LOCALE} from '../../../site.i18n.ts';
import {
  BASE_URL,
  SITE_URL,
  PAGE,
  MARKDOWN,
  OTHER_LOCALES,
  state,
  get,
  variesOnAccept,
  built,
} from './support.ts';

describe('every locale travels: llms.txt, .md copies and negotiation', () => {
  for (const locale of OTHER_LOCALES) {
    const base = localeBaseUrl(BASE_URL, locale, DEFAULT_LOCALE);
    const dir = localePath(locale, DEFAULT_LOCALE);
    const page = `${base}docs/payment-admin/refund`;

    test(`${locale}: llms.txt and llms-full.txt list the ${locale} pages only`, async () => {
      for (const name of ['llms.txt', 'llms-full.txt']) {
        const response = await get(`${base}${name}`);
        assert.equal(response.status, 200, name);
        assert.equal(
          response.headers.get('content-type'),
          'text/plain; charset=utf-8',
        );
        const text = await response.text();
        assert.equal(text, built(`${dir}${name}`), name);
        const pages = [...text.matchAll(/\]\((https?:[^)\s]+\.md)\)/g)]
          .map((match) => new URL(match[1]!))
          .filter((url) => url.origin === SITE_URL)
          .map((url) => url.pathname);
        if (name === 'llms.txt')
          assert.ok(pages.length > 40, `${name}: ${pages.length} pages`);
        for (const path of pages) {
          assert.ok(
            path.startsWith(base),
            `${name} links ${path}, not a ${locale} page`,
          );
        }
      }
    });

    test(`${locale}: each llms.txt links the other language's`, async () => {
      const own = await (await get(`${base}llms.txt`)).text();
      const english = await (await get(`${BASE_URL}llms.txt`)).text();
      assert.ok(
        own.includes(`(${SITE_URL}${BASE_URL}llms.txt)`),
        own.slice(0, 600),
      );
      assert.ok(
        english.includes(`(${SITE_URL}${base}llms.txt)`),
        english.slice(0, 600),
      );
    });

    test(`${locale}: every page in its llms.txt has its .md, served as Markdown`, async () => {
      const text = built(`${dir}llms.txt`);
      for (const match of text.matchAll(/\]\((https?:[^)\s]+\.md)\)/g)) {
        const path = new URL(match[1]!).pathname;
        const response = await get(path);
        assert.equal(response.status, 200, path);
        assert.equal(response.headers.get('content-type'), MARKDOWN, path);
        // The pointer to llms.txt, then the page's title.
        assert.match(
          await response.text(),
          /^> .*\[llms\.txt\]\([^)]+\/llms\.txt\).*\n\n# .+\n/,
          path,
        );
      }
    });

    test(`${locale}: a page asked for with Accept: text/markdown answers its Markdown`, async () => {
      const response = await get(page, {Accept: 'text/markdown'});
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), MARKDOWN);
      assert.ok(variesOnAccept(response));
      assert.equal(
        await response.text(),
        built(`${dir}docs/payment-admin/refund.md`),
      );
      const html = await get(page);
      assert.equal(
        html.headers.get('content-type'),
        'text/html; charset=utf-8',
      );
    });

    test(`${locale}: no robots.txt of its own (crawlers read the host's one)`, async () => {
      assert.equal((await get(`${base}robots.txt`)).status, 404);
    });
  }
});

/** The `Link` header naming a page's Markdown twin. */
function markdownLink(response: Response): string | null {
  const link = response.headers.get('link');
  const match =
    link && /<([^>]+)>;\s*rel="alternate";\s*type="text\/markdown"/.exec(link);
  return match ? match[1]! : null;
}

describe('Link: the Markdown twin of an HTML page', () => {
  const cases: [string, string][] = [
    [PAGE, `${PAGE}.md`],
    [`${BASE_URL}docs/payment-admin/`, `${BASE_URL}docs/payment-admin.md`],
    [`${BASE_URL}api/add-pet`, `${BASE_URL}api/add-pet.md`],
    ...OTHER_LOCALES.map((locale): [string, string] => [
      `${localeBaseUrl(BASE_URL, locale, DEFAULT_LOCALE)}docs/payment-admin/refund`,
      `${localeBaseUrl(BASE_URL, locale, DEFAULT_LOCALE)}docs/payment-admin/refund.md`,
    ]),
  ];
  for (const [page, twin] of cases) {
    test(`${page} → Link <${twin}>`, async () => {
      const response = await get(page);
      assert.equal(response.status, 200);
      assert.equal(markdownLink(response), twin);
      assert.equal((await get(twin)).status, 200);
    });
  }

  test('HEAD carries it too', async () => {
    const response = await fetch(
      `http://127.0.0.1:${state.server!.port}${PAGE}`,
      {
        method: 'HEAD',
      },
    );
    assert.equal(markdownLink(response), `${PAGE}.md`);
  });

  for (const path of [
    `${BASE_URL}search`,
    `${BASE_URL}`,
    `${BASE_URL}docs/no-such-page`,
  ]) {
    test(`${path} has no Markdown twin, only the catalogs' Link`, async () => {
      const response = await get(path);
      assert.equal(markdownLink(response), null);
      assert.equal(
        response.headers.get('link'),
        '</.well-known/api-catalog>; rel="api-catalog", </.well-known/ai-catalog.json>; rel="ai-catalog"',
      );
    });
  }
});

describe('Link: every Markdown answer names its HTML page as canonical', () => {
  const zh = localeBaseUrl(
    BASE_URL,
    OTHER_LOCALES[0] ?? 'zh-TW',
    DEFAULT_LOCALE,
  );
  const cases: [string, Record<string, string>, string][] = [
    [`${PAGE}.md`, {}, PAGE],
    [PAGE, {Accept: 'text/markdown'}, PAGE],
    [`${BASE_URL}docs/payment-admin.md`, {}, `${BASE_URL}docs/payment-admin/`],
    [
      `${BASE_URL}docs/payment-admin/`,
      {Accept: 'text/markdown'},
      `${BASE_URL}docs/payment-admin/`,
    ],
    [`${BASE_URL}api/add-pet.md`, {}, `${BASE_URL}api/add-pet`],
    [`${zh}docs/payment-admin/refund.md`, {}, `${zh}docs/payment-admin/refund`],
    [
      `${zh}docs/payment-admin/refund`,
      {Accept: 'text/markdown'},
      `${zh}docs/payment-admin/refund`,
    ],
  ];
  for (const [path, headers, page] of cases) {
    test(`${path}${headers.Accept ? ' (Accept: text/markdown)' : ''} → <${page}>; rel="canonical"`, async () => {
      const response = await get(path, headers);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), MARKDOWN);
      assert.equal(response.headers.get('link'), `<${page}>; rel="canonical"`);
      const html = await get(page);
      assert.equal(html.status, 200, page);
      assert.match(String(html.headers.get('content-type')), /^text\/html/);
    });
  }
});

describe('an unknown .md: 404 in Markdown with the search’s three best pages, in its locale', () => {
  const cases: [string, string, RegExp, RegExp][] = [
    [
      `${BASE_URL}docs/payment-admin/refnd.md`,
      'en',
      /^# Page not found\n/,
      /\]\([^)]*\/docs\/payment-admin\/[^)]*\.md\)/,
    ],
    ...OTHER_LOCALES.map((locale): [string, string, RegExp, RegExp] => [
      `${localeBaseUrl(BASE_URL, locale, DEFAULT_LOCALE)}docs/payment-admin/${encodeURIComponent('退款')}.md`,
      locale,
      /^# 找不到頁面\n/,
      new RegExp(`\\]\\([^)]*/${locale}/docs/[^)]*\\.md\\)`),
    ]),
  ];
  for (const [path, locale, title, suggestion] of cases) {
    test(`${path}: 404, text/markdown, ${locale}`, async () => {
      const response = await get(path);
      assert.equal(response.status, 404);
      assert.equal(response.headers.get('content-type'), MARKDOWN);
      assert.equal(response.headers.get('content-language'), locale);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      const text = await response.text();
      assert.match(text, title);
      const links = [...text.matchAll(/^\d\. \[[^\]]+\]\((https?:[^)]+)\)$/gm)];
      assert.equal(links.length, 3, text);
      assert.match(text, suggestion);
      const base = localeBaseUrl(BASE_URL, locale, DEFAULT_LOCALE);
      for (const [, url] of links) {
        assert.ok(
          new URL(url!).pathname.startsWith(base),
          `${url} is not a ${locale} page`,
        );
        assert.equal((await get(new URL(url!).pathname)).status, 200, url);
      }
      assert.ok(text.includes(`(${SITE_URL}${base}llms.txt)`), text);
    });
  }

  test('the path is shown as text, never markup', async () => {
    const response = await get(
      `${BASE_URL}docs/%3Cimg%20src=x%3E%5B%60a%60%5D(javascript:x).md`,
    );
    assert.equal(response.status, 404);
    const text = await response.text();
    assert.doesNotMatch(text, /<img|\]\(javascript:/);
  });
});

interface SkillEntry {
  name: string;
  type: string;
  description: string;
  url: string;
  digest: string;
}

describe('agent discovery at the host root', () => {
  test('/.well-known/agent-skills/index.json: v0.2.0, one skill per area and locale', async () => {
    const response = await get('/.well-known/agent-skills/index.json');
    assert.equal(response.status, 200);
    assert.match(
      String(response.headers.get('content-type')),
      /^application\/json/,
    );
    const index = (await response.json()) as {
      $schema: string;
      skills: SkillEntry[];
    };
    // v0.2.0 names its format: an index without $schema reads as v0.1.
    assert.equal(
      index.$schema,
      'https://schemas.agentskills.io/discovery/0.2.0/schema.json',
    );
    const names = index.skills.map((skill) => skill.name);
    for (const area of [
      'payment-service',
      'payment-admin',
      'logistics-admin',
      'invoice-admin',
      'sample-api',
    ]) {
      assert.ok(
        names.includes(`paynow-${area}`),
        `no skill for ${area}: ${names.join(', ')}`,
      );
      for (const locale of OTHER_LOCALES) {
        assert.ok(
          names.includes(`paynow-${area}-${locale.toLowerCase()}`),
          `no ${locale} skill for ${area}`,
        );
      }
    }
    for (const skill of index.skills) {
      assert.equal(skill.type, 'skill-md');
      assert.match(skill.digest, /^sha256:[0-9a-f]{64}$/);
      assert.ok(
        skill.description.length > 20 && skill.description.length <= 1024,
      );
    }
  });

  test('every skill: its SKILL.md answers 200 as Markdown, matches its digest and front matter', async () => {
    const index = (await (
      await get('/.well-known/agent-skills/index.json')
    ).json()) as {skills: SkillEntry[]};
    for (const skill of index.skills) {
      const response = await get(skill.url);
      assert.equal(response.status, 200, skill.url);
      assert.equal(response.headers.get('content-type'), MARKDOWN, skill.url);
      const bytes = Buffer.from(await response.arrayBuffer());
      assert.equal(
        `sha256:${createHash('sha256').update(bytes).digest('hex')}`,
        skill.digest,
        skill.url,
      );
      const text = bytes.toString('utf8');
      assert.ok(
        text.startsWith(
          `---\nname: ${skill.name}\ndescription: ${JSON.stringify(skill.description)}\n---\n`,
        ),
        skill.url,
      );
    }
  });

  test("every link of every skill answers 200 as Markdown (or the API's JSON/YAML)", async () => {
    const index = (await (
      await get('/.well-known/agent-skills/index.json')
    ).json()) as {skills: SkillEntry[]};
    const links = new Set<string>();
    for (const skill of index.skills) {
      const text = await (await get(skill.url)).text();
      const found = [...text.matchAll(/\]\((https?:[^)\s]+)\)/g)].map(
        (match) => match[1]!,
      );
      assert.ok(found.length >= 3, `${skill.name}: ${found.length} links`);
      for (const url of found) {
        assert.equal(new URL(url).origin, SITE_URL, url);
        links.add(new URL(url).pathname);
      }
    }
    for (const path of links) {
      const response = await get(path);
      assert.equal(response.status, 200, path);
      const type = String(response.headers.get('content-type'));
      if (path.endsWith('.md')) assert.equal(type, MARKDOWN, path);
      else assert.match(path, /\/api\/openapi\.(json|yaml)$/);
    }
  });

  test('/.well-known/skills/index.json: v0.1, the same skills, each with its SKILL.md', async () => {
    const response = await get('/.well-known/skills/index.json');
    assert.equal(response.status, 200);
    const index = (await response.json()) as {
      skills: {name: string; description: string; files: string[]}[];
    };
    const v02 = (await (
      await get('/.well-known/agent-skills/index.json')
    ).json()) as {skills: SkillEntry[]};
    assert.deepEqual(
      index.skills.map((skill) => skill.name),
      v02.skills.map((skill) => skill.name),
    );
    for (const skill of index.skills) {
      assert.deepEqual(skill.files, ['SKILL.md']);
      const file = await get(`/.well-known/skills/${skill.name}/SKILL.md`);
      assert.equal(file.status, 200);
      assert.equal(file.headers.get('content-type'), MARKDOWN);
    }
  });

  test('/.well-known/api-catalog: an RFC 9727 linkset to the OpenAPI document and the API pages', async () => {
    const response = await get('/.well-known/api-catalog');
    assert.equal(response.status, 200);
    assert.equal(
      response.headers.get('content-type'),
      'application/linkset+json',
    );
    const {linkset} = (await response.json()) as {
      linkset: {
        anchor: string;
        item?: {href: string}[];
        'service-desc'?: {href: string; type: string}[];
        'service-doc'?: {href: string}[];
      }[];
    };
    assert.equal(linkset[0]!.anchor, `${SITE_URL}/.well-known/api-catalog`);
    const api = linkset.find(
      (entry) => entry.anchor === linkset[0]!.item?.[0]?.href,
    );
    assert.ok(api, 'the catalog lists the API as an item');
    const descriptions = api['service-desc']!.map((link) => link.href);
    assert.ok(descriptions.includes(`${SITE_URL}${BASE_URL}api/openapi.json`));
    const docs = api['service-doc']!.map((link) => link.href);
    assert.ok(docs.includes(`${SITE_URL}${BASE_URL}api`));
    for (const href of [...descriptions, ...docs]) {
      const target = await get(new URL(href).pathname);
      assert.equal(target.status, 200, href);
    }
  });

  test('/llms.txt: the host’s index of every locale’s llms.txt, as Lighthouse reads it', async () => {
    const response = await get('/llms.txt');
    assert.equal(response.status, 200);
    assert.equal(
      response.headers.get('content-type'),
      'text/plain; charset=utf-8',
    );
    const text = await response.text();
    assert.equal(text, built('.host/llms.txt'));
    for (const locale of ['', ...OTHER_LOCALES]) {
      const base = locale
        ? localeBaseUrl(BASE_URL, locale, DEFAULT_LOCALE)
        : BASE_URL;
      for (const name of ['llms.txt', 'llms-full.txt']) {
        assert.ok(
          text.includes(`](${SITE_URL}${base}${name})`),
          `${base}${name} not linked:\n${text}`,
        );
        assert.equal((await get(`${base}${name}`)).status, 200);
      }
    }
    const audit = await LlmsTxtAudit.audit({
      LlmsTxt: {status: response.status, content: text},
    } as never);
    assert.equal(audit.score, 1, JSON.stringify(audit));
    assert.notEqual(audit.notApplicable, true);
  });

  test('/.well-known/ai-catalog.json: valid (schema and Lighthouse), listing the MCP server card, every skill, each llms.txt and the API catalog', async () => {
    const response = await get('/.well-known/ai-catalog.json');
    assert.equal(response.status, 200);
    assert.equal(
      response.headers.get('content-type'),
      'application/ai-catalog+json',
    );
    const text = await response.text();
    assert.equal(text, built('.well-known/ai-catalog.json'));
    const catalog = JSON.parse(text) as {
      entries: {
        identifier: string;
        type: string;
        url: string;
        representativeQueries: string[];
      }[];
    };
    assert.deepEqual(aiCatalogSchemaErrors(catalog), []);
    const tester = new ConformanceTester();
    tester.validate_manifest(text, 'ai-catalog.json');
    assert.deepEqual(tester.errors, []);
    const urls = catalog.entries.map((entry) => entry.url);
    assert.ok(urls.includes(`${SITE_URL}${BASE_URL}mcp/server-card`));
    const skills = (await (
      await get('/.well-known/agent-skills/index.json')
    ).json()) as {skills: SkillEntry[]};
    for (const skill of skills.skills) {
      assert.ok(urls.includes(`${SITE_URL}${skill.url}`), skill.url);
    }
    for (const locale of ['', ...OTHER_LOCALES]) {
      const base = locale
        ? localeBaseUrl(BASE_URL, locale, DEFAULT_LOCALE)
        : BASE_URL;
      assert.ok(urls.includes(`${SITE_URL}${base}llms.txt`), base);
    }
    assert.ok(urls.includes(`${SITE_URL}/.well-known/api-catalog`));
    for (const entry of catalog.entries) {
      const queries = entry.representativeQueries;
      assert.ok(
        queries.some((query) => /[A-Za-z]{3}/.test(query)),
        entry.identifier,
      );
      assert.ok(
        queries.some((query) => /\p{Script=Han}/u.test(query)),
        entry.identifier,
      );
      // Every listed file but the MCP endpoint's card (another program's) is served.
      if (entry.type !== 'application/mcp-server-card+json') {
        assert.equal(
          (await get(new URL(entry.url).pathname)).status,
          200,
          entry.url,
        );
      }
    }
  });

  for (const path of [
    '/.well-known/',
    '/.well-known/agent-skills/',
    '/.well-known/agent-skills/paynow-payment-admin/',
    '/.well-known/agent-skills/no-such-skill/SKILL.md',
    '/.well-known/agent-skills/index.json.gz',
    '/.well-known/security.txt',
    '/.well-known/api-catalog/x',
    `${BASE_URL}.well-known/agent-skills/index.json`,
    `${BASE_URL}.well-known/api-catalog`,
    `${BASE_URL}.well-known/ai-catalog.json`,
    `${BASE_URL}.host/llms.txt`,
    '/.host/llms.txt',
    '/llms-full.txt',
    `${BASE_URL}.nginx/csp.conf`,
  ]) {
    test(`${path} stays unreachable`, async () => {
      const response = await get(path);
      assert.equal(response.status, 404, path);
    });
  }
});
