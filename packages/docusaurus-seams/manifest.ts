/**
 * Every contact of this repository with Docusaurus's internals, one record
 * each: what upstream file it depends on, which of our files own it, why it
 * exists (with the number that justified it) and what would retire it.
 * `drift.test.ts` checks each record against the installed packages, and
 * `check-upstream.ts --canary` against the newest canary.
 */

/** The versions every seam is verified against (the installed ones; this package's peerDependencies name exactly these). */
export const VERIFIED = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/mdx-loader': '3.10.2',
  '@docusaurus/plugin-content-blog': '3.10.2',
  '@docusaurus/plugin-content-docs': '3.10.2',
  '@docusaurus/plugin-sitemap': '3.10.2',
  '@docusaurus/theme-classic': '3.10.2',
  '@docusaurus/theme-common': '3.10.2',
  '@docusaurus/utils': '3.10.2',
  '@docusaurus/utils-common': '3.10.2',
  'docusaurus-plugin-image-zoom': '3.0.1',
} as const;

export type UpstreamPackage = keyof typeof VERIFIED;

export type Seam = {
  /** Named in every failure message. */
  id: string;
  /**
   * - `fork`: a module the bundler replaces with ours (or that ours starts from);
   * - `copy`: a theme component ejected into ours (an eject, not a wrap);
   * - `import`: names we import from a file outside the package's public API;
   * - `contract`: a name or string ours relies on (a define, a generated file);
   * - `pin`: a Docusaurus plugin a workspace package depends on by exact version.
   */
  kind: 'fork' | 'copy' | 'import' | 'contract' | 'pin';
  pkg: UpstreamPackage;
  /** The upstream file, in the package. `fork` and `copy` keep it byte for byte in `upstream/<pkg>/<file>.orig`. */
  file: string;
  /** `import`, `contract`: what the upstream file must still declare or contain (as a token: a name or a string). */
  names?: string[];
  /** The repository files that own the seam (for a `pin`, first the package.json that names it). */
  owners: string[];
  /** Why, with the number that justified it. */
  why: string;
  /** The upstream change that would retire it, or when to delete it. */
  exit: string;
};

const ENTRY_JS = 'out of every page’s entry script';
/** Commit e9351fd: a guide's first-load JavaScript, these seams together. */
const FIRST_LOAD =
  'part of a guide’s first-load JavaScript 170.3 → 148.3 kB gzip (budget 150) with the other entry-script seams';

export const SEAMS: Seam[] = [
  {
    id: 'client-entry',
    kind: 'fork',
    pkg: '@docusaurus/core',
    file: 'lib/client/clientEntry.js',
    owners: [
      'plugins/fast-load/client/bootstrap.ts',
      'packages/docusaurus-seams/client-entry.ts',
    ],
    why: 'The entry’s static import graph ran in one task of 200–350 ms at 4× CPU; the bootstrap evaluates it in steps, then runs this entry.',
    exit: 'Docusaurus evaluates its client entry in several tasks.',
  },
  {
    id: 'ssg-template',
    kind: 'fork',
    pkg: '@docusaurus/core',
    file: 'lib/ssg/ssgTemplate.html.js',
    owners: ['plugins/fast-load/ssrTemplate.ts'],
    why: 'Entry scripts requested after first paint: a deferred or preloaded main.js made Lighthouse count its download into LCP (1.8 s instead of 1.0 s on a guide).',
    exit: 'The default template loads the entry scripts after first paint.',
  },
  {
    id: 'browser-context',
    kind: 'fork',
    pkg: '@docusaurus/core',
    file: 'lib/client/browserContext.js',
    owners: ['plugins/fast-load/client/browserContext.tsx'],
    why: 'The post-hydration isBrowser flip re-rendered every useIsBrowser() user in one blocking task; as a transition it renders in 5 ms slices.',
    exit: 'Docusaurus flips isBrowser in a transition.',
  },
  {
    id: 'render-to-html',
    kind: 'fork',
    pkg: '@docusaurus/core',
    file: 'lib/client/renderToHtml.js',
    owners: ['plugins/fast-load/server/renderToHtml.ts'],
    why: 'React outlines a completed Suspense boundary over 12 800 bytes (a hidden copy and an inline $RC script needing a CSP entry): the code block of a page is such a boundary (its own chunk); ours writes it in place and fails the build on a pending one.',
    exit: 'Docusaurus renders with no progressiveChunkSize limit.',
  },
  {
    id: 'base-url-issue-banner',
    kind: 'fork',
    pkg: '@docusaurus/core',
    file: 'lib/client/BaseUrlIssueBanner/index.js',
    owners: ['plugins/fast-load/client/noBaseUrlIssueBanner.ts'],
    why: `Its inline script and styles ${ENTRY_JS} (${FIRST_LOAD}; no separate figure); its DOMContentLoaded check no longer holds once scripts run after first paint.`,
    exit: 'Docusaurus drops the component when baseUrlIssueBanner is false.',
  },
  {
    id: 'emoji-utils',
    kind: 'fork',
    pkg: '@docusaurus/theme-common',
    file: 'lib/utils/emojiUtils.js',
    owners: ['plugins/fast-load/client/emojiUtils.ts'],
    why: 'Built an Intl.Segmenter at evaluation (20 ms of main thread, 90 ms at 4× CPU, every page load) and an emoji pattern on first call (another 40 ms, 150 ms at 4×).',
    exit: 'Upstream builds the segmenter lazily.',
  },
  {
    id: 'use-window-size',
    kind: 'fork',
    pkg: '@docusaurus/theme-common',
    file: 'lib/hooks/useWindowSize.js',
    owners: ['plugins/fast-load/client/useWindowSize.ts'],
    why: 'The first update after hydration was one blocking render; as a transition (with the other post-hydration transitions) the longest boot task at 4× CPU is 30 ms instead of 41 on a guide, 31 instead of 49 on an API page (measured.md).',
    exit: 'Upstream updates the size after hydration in a transition.',
  },
  {
    id: 'react-utils',
    kind: 'fork',
    pkg: '@docusaurus/theme-common',
    file: 'lib/utils/reactUtils.js',
    owners: ['plugins/fast-load/client/reactUtils.tsx'],
    why: 'localeCompare in useShallowMemoObject built the ICU collator while code blocks hydrate: 12–15 ms of main thread (50–60 ms at 4× CPU).',
    exit: 'Upstream sorts keys without localeCompare.',
  },
  {
    id: 'docs-preferred-version',
    kind: 'fork',
    pkg: '@docusaurus/plugin-content-docs',
    file: 'lib/client/docsPreferredVersion.js',
    owners: ['plugins/fast-load/client/docsPreferredVersion.tsx'],
    why: 'Its provider’s update on mount was a blocking render after hydration, even with nothing stored; with the other post-hydration transitions, the longest boot task at 4× CPU is 30 ms instead of 41 on a guide (measured.md).',
    exit: 'Upstream sets the stored version only when it differs, and memoizes the value.',
  },
  {
    id: 'docs-client-utils',
    kind: 'fork',
    pkg: '@docusaurus/plugin-content-docs',
    file: 'lib/client/docsClientUtils.js',
    owners: ['plugins/fast-load/client/docsClientUtils.ts'],
    why: 'localeCompare while the breadcrumbs hydrate built the ICU collator: 12–15 ms of main thread (50–60 ms at 4× CPU).',
    exit: 'Upstream orders plugins without localeCompare.',
  },
  {
    id: 'utils-common',
    kind: 'fork',
    pkg: '@docusaurus/utils-common',
    file: 'lib/index.js',
    owners: ['plugins/fast-load/client/utilsCommon.ts'],
    why: `CommonJS requiring tslib for one helper: tslib (3.9 kB gzip) ${ENTRY_JS} (${FIRST_LOAD}).`,
    exit: 'utils-common ships ES modules without tslib.',
  },
  {
    id: 'mdx-code',
    kind: 'fork',
    pkg: '@docusaurus/theme-classic',
    file: 'lib/theme/MDXComponents/Code.js',
    owners: ['plugins/fast-load/client/MDXCode.tsx'],
    why: `The whole code block (4.4 kB gzip on each guide) ${ENTRY_JS}; guides have inline code only (${FIRST_LOAD}).`,
    exit: 'theme-classic loads the code block lazily.',
  },
  {
    id: 'tabs',
    kind: 'fork',
    pkg: '@docusaurus/theme-classic',
    file: 'lib/theme/Tabs/index.js',
    owners: ['plugins/fast-load/theme/Tabs/index.tsx'],
    why: 'Keyed on useIsBrowser, tabs remounted after hydration: with the code blocks, an API page’s seven request samples and three examples were rebuilt in one commit of 55–100 ms at 4× CPU.',
    exit: 'Upstream Tabs stop remounting after hydration.',
  },
  {
    id: 'image-zoom',
    kind: 'fork',
    pkg: 'docusaurus-plugin-image-zoom',
    file: 'lib/zoom.js',
    owners: ['plugins/fast-load/client/imageZoom.ts'],
    why: `medium-zoom ${ENTRY_JS}, loaded only on a page with an image to zoom (${FIRST_LOAD}; no separate figure).`,
    exit: 'The plugin imports medium-zoom lazily.',
  },
  {
    id: 'prism-include-languages',
    kind: 'fork',
    pkg: '@docusaurus/theme-classic',
    file: 'lib/prism-include-languages.js',
    owners: [
      'plugins/lazy-prism/index.ts',
      'plugins/lazy-prism/client/noop.ts',
    ],
    why: 'A client module that loads Prism (about 30 kB gzip with the extra languages) on every page; starting it took 50–75 ms of main thread (200–300 ms at 4× CPU).',
    exit: 'theme-classic loads Prism only to highlight in the browser.',
  },
  {
    id: 'code-block',
    kind: 'copy',
    pkg: '@docusaurus/theme-classic',
    file: 'lib/theme/CodeBlock/index.js',
    owners: ['plugins/lazy-prism/theme/CodeBlock/index.tsx'],
    why: 'Keyed on useIsBrowser, every code block remounted after hydration: a commit of 55–100 ms at 4× CPU on an API page with ten code blocks.',
    exit: 'Upstream stops remounting code blocks (a CSS-variable Prism theme).',
  },
  {
    id: 'code-block-line',
    kind: 'copy',
    pkg: '@docusaurus/theme-classic',
    file: 'lib/theme/CodeBlock/Line/index.js',
    owners: ['src/theme/CodeBlock/Line/index.tsx'],
    why: 'Bug: a `<div>` line inside `<code>` made every code block invalid HTML (W3C Nu: “Element div not allowed as child of element code”).',
    exit: 'Upstream renders lines as `<span>`.',
  },
  {
    id: 'tab-item',
    kind: 'copy',
    pkg: '@docusaurus/theme-classic',
    file: 'lib/theme/TabItem/index.js',
    owners: ['src/theme/TabItem/index.tsx'],
    why: 'Bug: stock panels have no id or label, and W3C Nu requires the active tab’s panel (“Every active role=tab element must have a corresponding role=tabpanel element”).',
    exit: 'Upstream links each tab to its panel (id, aria-labelledby).',
  },
  {
    id: 'last-updated',
    kind: 'copy',
    pkg: '@docusaurus/theme-classic',
    file: 'lib/theme/LastUpdated/index.js',
    owners: ['src/theme/LastUpdated/index.tsx'],
    why: 'Bug: `itemprop="dateModified"` outside any itemscope on every doc page (W3C Nu: “not a property of any item”).',
    exit: 'Upstream drops the itemprop or adds its item.',
  },
  {
    id: 'blog-archive-page',
    kind: 'copy',
    pkg: '@docusaurus/theme-classic',
    file: 'lib/theme/BlogArchivePage/index.js',
    owners: ['src/theme/BlogArchivePage/index.tsx'],
    why: 'Bug: years as `<h3>` under the `<h1>` (W3C Nu: skipping 1 heading level) and a hero banner inside `<main>` (axe landmark-no-duplicate-banner).',
    exit: 'Upstream uses `<h2>` and moves the hero out of `<main>`.',
  },
  {
    id: 'blog-list-page',
    kind: 'copy',
    pkg: '@docusaurus/theme-classic',
    file: 'lib/theme/BlogListPage/index.js',
    owners: ['src/theme/BlogListPage/index.tsx'],
    why: 'Bug: the blog list page has no `<h1>`; every page of the site needs exactly one.',
    exit: 'Upstream gives the list page a heading.',
  },
  {
    id: 'theme-common-internal',
    kind: 'import',
    pkg: '@docusaurus/theme-common',
    file: 'lib/internal.js',
    names: [
      'useTabs',
      'useTabsContextValue',
      'sanitizeTabsChildren',
      'TabsProvider',
      'useScrollPositionBlocker',
      'useCodeBlockContext',
      'useDateTimeFormat',
    ],
    owners: [
      'packages/docusaurus-seams/theme-internal.ts',
      'plugins/fast-load/theme/Tabs/index.tsx',
      'plugins/lazy-prism/theme/CodeBlock/Content/index.tsx',
      'plugins/api-reference/theme/ApiCodeSamples/index.tsx',
      'src/theme/TabItem/index.tsx',
      'src/theme/LastUpdated/index.tsx',
      'src/theme/BlogArchivePage/index.tsx',
    ],
    why: 'The hooks the forks and copies above call as their upstream originals do; no public export has them.',
    exit: 'Delete each name when its last owner goes (it follows the forks and copies above).',
  },
  {
    id: 'utils-common-trailing-slash',
    kind: 'import',
    pkg: '@docusaurus/utils-common',
    file: 'lib/applyTrailingSlash.js',
    names: [
      'addTrailingSlash',
      'addLeadingSlash',
      'removeTrailingSlash',
      'applyTrailingSlash',
    ],
    owners: ['packages/docusaurus-seams/utils-common.ts'],
    why: 'What the utils-common fork re-exports without tslib (see utils-common).',
    exit: 'With the utils-common fork.',
  },
  {
    id: 'utils-common-strings',
    kind: 'import',
    pkg: '@docusaurus/utils-common',
    file: 'lib/stringUtils.js',
    names: ['addPrefix', 'removeSuffix', 'addSuffix', 'removePrefix'],
    owners: ['packages/docusaurus-seams/utils-common.ts'],
    why: 'What the utils-common fork re-exports without tslib (see utils-common).',
    exit: 'With the utils-common fork.',
  },
  {
    id: 'utils-common-errors',
    kind: 'import',
    pkg: '@docusaurus/utils-common',
    file: 'lib/errorUtils.js',
    names: ['getErrorCausalChain'],
    owners: ['packages/docusaurus-seams/utils-common.ts'],
    why: 'What the utils-common fork re-exports without tslib (see utils-common).',
    exit: 'With the utils-common fork.',
  },
  {
    id: 'mdx-processor',
    kind: 'import',
    pkg: '@docusaurus/mdx-loader',
    file: 'lib/processor.js',
    names: ['createProcessorUncached'],
    owners: [
      'packages/docusaurus-seams/node.ts',
      'tools/contained/docusaurus-mdx.ts',
    ],
    why: 'Tests only: the contained-links check compiles pages with Docusaurus’s own MDX processor, not a copy of its steps.',
    exit: 'mdx-loader exports a processor factory publicly.',
  },
  {
    id: 'default-config',
    kind: 'import',
    pkg: '@docusaurus/core',
    file: 'lib/server/configValidation.js',
    names: ['DEFAULT_CONFIG'],
    owners: [
      'packages/docusaurus-seams/node.ts',
      'tools/contained/docusaurus-mdx.ts',
    ],
    why: 'Tests only: the MDX processor’s options as a site gets them by default.',
    exit: 'With mdx-processor.',
  },
  {
    id: 'docs-validation',
    kind: 'import',
    pkg: '@docusaurus/plugin-content-docs',
    file: 'lib/frontMatter.js',
    names: ['validateDocFrontMatter'],
    owners: [
      'packages/docusaurus-seams/node.ts',
      'tools/fuzz/build-inputs.fuzz.test.ts',
    ],
    why: 'Tests only: the build-inputs fuzz holds front matter to the docs plugin’s own validation.',
    exit: 'plugin-content-docs exports its validators publicly.',
  },
  {
    id: 'docs-category-validation',
    kind: 'import',
    pkg: '@docusaurus/plugin-content-docs',
    file: 'lib/sidebars/validation.js',
    names: ['validateCategoryMetadataFile'],
    owners: [
      'packages/docusaurus-seams/node.ts',
      'tools/fuzz/build-inputs.fuzz.test.ts',
    ],
    why: 'Tests only: the build-inputs fuzz holds `_category_.json` files to the docs plugin’s own validation.',
    exit: 'plugin-content-docs exports its validators publicly.',
  },
  {
    id: 'ssg-utils',
    kind: 'import',
    pkg: '@docusaurus/core',
    file: 'lib/ssg/ssgUtils.js',
    names: ['writeStaticFile'],
    owners: [
      'packages/docusaurus-seams/node.ts',
      'packages/build-kit/index.test.ts',
    ],
    why: 'Tests only: build-kit’s htmlFileOfRoute restates where Docusaurus writes a route’s HTML, tested against its own writer.',
    exit: 'core exports the route-to-file rule publicly (then build-kit imports it).',
  },
  {
    id: 'client-exports',
    kind: 'import',
    pkg: '@docusaurus/core',
    file: 'lib/client/exports/Translate.js',
    names: ['Translate', 'translate'],
    owners: [
      'packages/docusaurus-seams/index.ts',
      'plugins/api-reference/test-support/render.ts',
      'packages/build-kit/react/ServerHtml.test.ts',
    ],
    why: 'Tests only: theme components rendered in Node with Docusaurus’s real Translate, Interpolate, ExecutionEnvironment and useIsBrowser (this folder).',
    exit: 'Delete when the components are rendered by a real build only.',
  },
  {
    id: 'hydrate-client-entry',
    kind: 'contract',
    pkg: '@docusaurus/core',
    file: 'lib/webpack/client.js',
    names: ['process.env.HYDRATE_CLIENT_ENTRY'],
    owners: [
      'packages/build-kit/react/ServerHtml.tsx',
      'plugins/lazy-prism/theme/CodeBlock/Content/index.tsx',
      'src/components/LoadWhenNear/index.tsx',
    ],
    why: 'The define that tells a hydrating production page (server HTML present) from the dev server (the client entry hydrates by it: seam client-entry); renamed, the owners would read undefined and re-render their kept server HTML in the browser, silently. Each owner must read it.',
    exit: 'Docusaurus exposes hydration vs client render publicly.',
  },
  {
    id: 'generated-files',
    kind: 'contract',
    pkg: '@docusaurus/core',
    file: 'lib/server/codegen/codegen.js',
    names: ['codeTranslations.json'],
    owners: ['plugins/fast-load/index.ts'],
    why: 'fast-load reads the generated codeTranslations.json to move each UI string into the chunk that uses it (the map was 4.4 kB gzip of the zh-TW entry script).',
    exit: 'With fast-load’s inline translations.',
  },
  {
    id: 'generated-config',
    kind: 'contract',
    pkg: '@docusaurus/utils',
    file: 'lib/constants.js',
    names: ['docusaurus.config'],
    owners: ['plugins/fast-load/index.ts'],
    why: `fast-load replaces the generated docusaurus.config.mjs for the client bundle, keeping 15.7 kB of plugin options ${ENTRY_JS}.`,
    exit: 'Docusaurus leaves plugin options out of the client’s site config.',
  },
  {
    id: 'plugin-sitemap',
    kind: 'pin',
    pkg: '@docusaurus/plugin-sitemap',
    file: 'package.json',
    owners: ['plugins/postbuild/package.json', 'plugins/postbuild/sitemap.ts'],
    why: 'The post-build pipeline runs Docusaurus’s sitemap as a step, by exact version: an upgrade of the site would keep running the old one.',
    exit: 'Must equal the installed @docusaurus/core; delete with the sitemap step.',
  },
  {
    id: 'plugin-content-blog',
    kind: 'pin',
    pkg: '@docusaurus/plugin-content-blog',
    file: 'package.json',
    owners: ['plugins/postbuild/package.json', 'plugins/postbuild/blog.ts'],
    why: 'The post-build pipeline writes the blog feeds with Docusaurus’s blog plugin, by exact version: an upgrade of the site would keep running the old one.',
    exit: 'Must equal the installed @docusaurus/core; delete with the feeds step.',
  },
];
