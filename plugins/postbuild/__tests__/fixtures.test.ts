/**
 * The post-build pipeline over small fixture sites (one folder each beside
 * this file), in milliseconds: what a full build of the site would otherwise
 * be needed to show.
 */
import assert from 'node:assert/strict';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {gunzipSync} from 'node:zlib';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {
  BuiltSite,
  type PostBuildProps,
  type PostBuildStepProvider,
  type Step,
  type PluginStepContext,
} from '@paynow-docs/build-kit/site';
import {optionsValidator, stepContext} from '@paynow-docs/build-kit/testing';
import {postBuildAsStep} from '../asStep.ts';
import {localeSteps, type LocaleContext} from '../pipeline.ts';
import pluginSitemap from '../sitemap.ts';
import {runSteps} from '../steps.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'pn-postbuild-fixtures-'));
after(() => rmSync(work, {recursive: true, force: true}));

/** A copy of the fixture site `name` in a folder of its own, loaded. */
function fixture(name: string): BuiltSite {
  const dir = mkdtempSync(path.join(work, `${name}-`));
  cpSync(path.join(HERE, name), dir, {recursive: true});
  return BuiltSite.load(dir);
}

function context(
  site: BuiltSite,
  given: Partial<LocaleContext> = {},
): LocaleContext {
  return {
    ...stepContext({
      props: {outDir: site.dir} as PostBuildProps,
      host: BuiltSite.of({}, path.join(site.dir, '..')),
    }),
    locale: 'en',
    baseUrl: '/base/',
    inlineScripts: [],
    inlineScriptsSource: 'test registry',
    precompress: true,
    log: () => undefined,
    found: {inlineScriptHashes: [], pages: 0, compressed: 0},
    ...given,
  };
}

/** A plugin step by the pipeline's name for it, from a plugin named `plugin`. */
const provided = (plugin: string, step: Step<PluginStepContext>) => ({
  plugin,
  step,
});

/** As the search index does: every page rewritten (the index's URL in its head). */
const searchIndex = provided('pn-search', {
  name: 'search index',
  reads: 'the pages',
  writes: ['**/*.html'],
  run(site) {
    for (const page of site.pages()) {
      site.write(
        page,
        site
          .text(page)
          .replace('</head>', '<meta name="index" content="indexed"></head>'),
      );
    }
  },
});

/** As the Markdown export does: a `.md` beside each page, from its text. */
const markdownExports = provided('pn-markdown-export', {
  name: 'Markdown exports and skills',
  reads: 'the pages',
  writes: ['**/*.md'],
  run(site) {
    for (const page of site.pages()) {
      const text = site.text(page).replace(/<[^>]+>/g, ' ');
      site.write(page.replace(/\/?index\.html$/, '.md'), text.repeat(4));
    }
  },
});

/** The stylesheets each page links. */
function linkedStylesheets(site: BuiltSite): string[] {
  return site
    .pages()
    .flatMap((page) =>
      [
        ...site.text(page).matchAll(/<link rel="stylesheet" href="([^"]+)"/g),
      ].map((match) => match[1]!.replace(/^\/base\//, '')),
    );
}

describe('pruned-stylesheet: the pruning, a plugin rewriting the pages, the Markdown copies, precompression', () => {
  const orders = [
    [searchIndex, markdownExports],
    [markdownExports, searchIndex],
  ];
  const outputs = orders.map((plugins) => {
    const site = fixture('pruned-stylesheet');
    return {
      site,
      run: runSteps(site, localeSteps(plugins), context(site), 'pn-postbuild'),
    };
  });

  test('every page links a stylesheet that exists, whatever the order of the plugins', async () => {
    for (const {site, run} of outputs) {
      await run;
      const linked = linkedStylesheets(site);
      assert.equal(linked.length, 2);
      for (const file of linked) assert.ok(site.has(file), file);
      assert.ok(!site.has('assets/css/styles.0204acda.css'));
      assert.equal(
        site.text(linked[0]!),
        '.used {\n  color: red;\n}\n.from-script {\n  color: blue;\n}\n',
      );
      // The compressed copies are of the final pages.
      for (const page of site.pages()) {
        assert.ok(
          gunzipSync(site.bytes(`${page}.gz`))
            .toString('utf8')
            .includes(`href="/base/${linked[0]}"`),
          page,
        );
      }
    }
    const [first, second] = outputs.map(({site}) =>
      site.paths().map((file) => [file, site.bytes(file).toString('base64')]),
    );
    assert.deepEqual(first, second);
  });

  test('the Markdown copies are made from the pages as served, and compressed', async () => {
    const {site, run} = outputs[0]!;
    await run;
    assert.ok(site.text('docs/guide.md').includes('A guide page'));
    assert.ok(site.has('docs/guide.md.gz'));
    assert.ok(site.has('docs/guide.md.br'));
  });
});

describe('feeds: upstream postBuild hooks as steps (./asStep.ts)', () => {
  const ROUTES = [
    '/base/',
    '/base/release-note/v1',
    ...Array.from({length: 12}, (_, index) => `/base/docs/page-${index}`),
  ];
  const siteConfig = {
    url: 'https://docs.example',
    baseUrl: '/base/',
    noIndex: false,
    trailingSlash: undefined,
    future: {experimental_router: 'browser'},
  };

  /** As the blog plugin does: its feed from each post's built page, on disk. */
  const feedPlugin = postBuildAsStep(
    {
      plugin(_context: LoadContext, options: {file: string; declared: string}) {
        return {
          name: 'feed-like',
          async loadContent() {
            return {posts: ['release-note/v1/index.html']};
          },
          postBuild({outDir, content}) {
            const posts = (content as {posts: string[]}).posts;
            const text = posts
              .map((post) => readFileSync(path.join(outDir, post), 'utf8'))
              .join('\n');
            mkdirSync(path.dirname(path.join(outDir, options.file)), {
              recursive: true,
            });
            writeFileSync(path.join(outDir, options.file), text.repeat(3));
          },
        } satisfies Plugin<{posts: string[]}>;
      },
      validateOptions: ({options}) =>
        options as {file: string; declared: string},
    },
    {
      name: 'blog feeds',
      reads: "the posts' pages",
      writes: ({declared}) => [declared],
    },
  );

  async function plugins(feedFile: string, declared = feedFile) {
    const feed = (await feedPlugin({} as LoadContext, {
      file: feedFile,
      declared,
    }))!;
    await feed.contentLoaded?.({
      content: {posts: ['release-note/v1/index.html']} as never,
      actions: {} as never,
    });
    const options = optionsValidator(pluginSitemap.validateOptions)({});
    const sitemap = (await pluginSitemap(
      {siteConfig} as unknown as LoadContext,
      options,
    ))!;
    assert.equal(sitemap.postBuild, undefined);
    return [feed, sitemap].flatMap(
      (plugin: PostBuildStepProvider & {name: string}) =>
        plugin.postBuildSteps.map((step) => provided(plugin.name, step)),
    );
  }

  function props(site: BuiltSite): PostBuildProps {
    return {
      outDir: site.dir,
      siteConfig,
      routes: ROUTES.map((route) => ({
        path: route,
        component: 'x',
      })) as RouteConfig[],
      routesBuildMetadata: {},
    } as unknown as PostBuildProps;
  }

  test('the sitemap and the feed join the site and are compressed; the feed reads the pages as the steps before left them', async () => {
    const site = fixture('feeds');
    const steps = localeSteps([
      searchIndex,
      ...(await plugins('release-note/rss.xml')),
    ]);
    assert.deepEqual(
      steps.map(({name}) => name),
      [
        'prune styles',
        'search index',
        'sitemap',
        'blog feeds',
        'CSP hashes',
        'precompression',
      ],
    );
    await runSteps(
      site,
      steps,
      context(site, {props: props(site)}),
      'pn-postbuild',
    );
    const sitemap = site.text('sitemap.xml');
    for (const route of ROUTES) {
      assert.ok(
        sitemap.includes(`<loc>https://docs.example${route}</loc>`),
        route,
      );
    }
    assert.ok(site.text('release-note/rss.xml').includes('content="indexed"'));
    for (const file of ['sitemap.xml', 'release-note/rss.xml']) {
      assert.ok(site.has(`${file}.gz`), `${file}.gz`);
      assert.ok(site.has(`${file}.br`), `${file}.br`);
    }
  });

  test('a file the upstream hook writes that its step does not declare fails, naming the step and the file', async () => {
    const site = fixture('feeds');
    await assert.rejects(
      runSteps(
        site,
        localeSteps(
          await plugins('release-note/atom.xml', 'release-note/rss.xml'),
        ),
        context(site, {props: props(site)}),
        'pn-postbuild',
      ),
      /^Error: \[pn-postbuild\] blog feeds changed files it does not declare \(writes: release-note\/rss\.xml\): release-note\/atom\.xml$/,
    );
  });
});
