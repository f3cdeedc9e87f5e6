import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {prismTheme} from './src/utils/prismTheme';
import type {Options as ApiReferenceOptions} from './plugins/api-reference/index.ts';
import type {Options as SearchOptions} from './plugins/search/index.ts';
import type {Options as MarkdownExportOptions} from './plugins/markdown-export/index.ts';
import {
  cardImage,
  resolveSettings,
  socialCardFrontMatter,
  type SocialCardOptions,
} from './plugins/social-cards/settings.ts';
import {
  ALGOLIA,
  BASE_URL,
  GIT_HISTORY,
  SITE_URL,
  showLastUpdateFrom,
} from './site.settings.ts';
import {SSR_TEMPLATE} from './plugins/fast-load/ssrTemplate.ts';

// Build-time settings read from the environment (documented in README.md);
// SITE_URL, BASE_URL and ALGOLIA come from site.settings.ts, shared with the
// build scripts and tests.
/** Hide the navbar while scrolling down, show it again on scroll up. */
const NAVBAR_HIDE_ON_SCROLL = process.env.NAVBAR_HIDE_ON_SCROLL === 'true';
/** Survey announcement bar: its id (change it to show a dismissed bar again), link and whether it can be closed. */
const ANNOUNCEMENT_ID = process.env.ANNOUNCEMENT_ID ?? 'survey-2023';
const ANNOUNCEMENT_URL =
  process.env.ANNOUNCEMENT_URL ?? 'https://survey.example.com/paynow-docs';
const ANNOUNCEMENT_CLOSABLE = process.env.ANNOUNCEMENT_CLOSABLE === 'true';
/** A preview build (the GitHub Pages deploy): every page asks search engines not to index it. */
const PREVIEW = process.env.PREVIEW === 'true';
/** "Last updated" dates come from git, and only a full history gives true ones. */
const SHOW_LAST_UPDATE_TIME = showLastUpdateFrom(GIT_HISTORY);
if (GIT_HISTORY === 'shallow') {
  console.warn(
    '[config] Shallow git clone: pages show no "Last updated" date. Fetch the full history (git fetch --unshallow) to show them.',
  );
}

const TITLE = 'PayNow Docs';
const TAGLINE = 'The document of the product.';

/** Social cards (og:image): one per page, named while pages are read, drawn after the build. */
const SOCIAL_CARDS = {
  siteTitle: TITLE,
  siteDir: __dirname,
  areas: [
    {dir: 'docs', label: 'Guides'},
    {dir: 'generated/api', label: 'API reference'},
    {dir: 'blog', label: 'Release notes'},
    {dir: 'src/pages', label: TITLE},
  ],
} satisfies SocialCardOptions;

const config = {
  title: TITLE,
  tagline: TAGLINE,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  noIndex: PREVIEW,
  trailingSlash: undefined,
  titleDelimiter: '|',
  // Entry scripts run after the first paint (plugins/fast-load/ssrTemplate.ts).
  ssrTemplate: SSR_TEMPLATE,
  // Replaced by plugins/fast-load's check, which does not depend on when the scripts run.
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
    // Explicit heading ids (`## Capture {#capture}`) keep anchors stable when a
    // heading's wording changes; the v4 future flags turn this syntax off.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
    parseFrontMatter: socialCardFrontMatter(SOCIAL_CARDS),
  },

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      // The spec keeps the colour mode under the plain localStorage key `theme`.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en'},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          versions: {current: {label: 'Next'}},
          showLastUpdateTime: SHOW_LAST_UPDATE_TIME,
        },
        blog: {
          path: 'blog',
          routeBasePath: 'release-note',
          blogTitle: 'Release Note',
          blogDescription: 'What changed in each version of PayNow Docs.',
          blogSidebarTitle: 'Version',
          blogSidebarCount: 'ALL',
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          showReadingTime: false,
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'PayNow Docs release notes',
            description: 'What changed in each version of PayNow Docs.',
            copyright: 'Copyright © 2023 PayNow',
            language: 'en',
          },
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // How the JavaScript starts: paint first, boot in short tasks.
    './plugins/fast-load/index.ts',
    'docusaurus-plugin-image-zoom',
    // Prism only on pages with a code block (see plugins/lazy-prism/index.ts).
    './plugins/lazy-prism/index.ts',
    // Structured data (ld+json) serialised so no title can end its script.
    './plugins/structured-data/index.ts',
    // API reference under /api, generated from openapi/petstore.yaml at build time.
    [
      './plugins/api-reference/index.ts',
      {
        id: 'api',
        specPath: 'openapi/petstore.yaml',
        routeBasePath: 'api',
        outputDir: 'generated/api',
      } satisfies ApiReferenceOptions,
    ],
    // Search modal, /search page and local index (never set themeConfig.algolia:
    // it would add DocSearch and its preconnect to every page).
    [
      './plugins/search/index.ts',
      {
        algolia: ALGOLIA,
        suggestedQueries: [
          'refund',
          'print label',
          'void invoice',
          'Apple Pay',
          'capture',
        ],
        // The guides (default) and the API reference (plugins/api-reference).
        docsPluginIds: ['default', 'api'],
        areas: {
          docs: {api: 'API reference'},
          blog: 'Release notes',
          pages: 'Pages',
        },
        // The authors' style page: it repeats the guides' vocabulary.
        excludedRoutes: ['markdown-page'],
      } satisfies SearchOptions,
    ],
    // Every docs page, API page and release note as Markdown at <route>.md,
    // llms.txt, llms-full.txt and robots.txt, from the rendered HTML.
    [
      './plugins/markdown-export/index.ts',
      {
        summary:
          'Guides for the PayNow payment service and its payment, logistics and e-invoice back offices, for merchants, buyers and developers in Taiwan, with a sample API reference and release notes.',
        details:
          'Every button, menu and field is named in English with the Chinese label shown on screen, e.g. Refund review (退款審核). Each page is also available as Markdown at its URL plus `.md`, or by requesting the page with `Accept: text/markdown`.',
        docs: [
          {pluginId: 'default', overviewTitle: 'Start here'},
          {pluginId: 'api', section: 'API reference'},
        ],
        blog: {pluginId: 'default', section: 'Release notes'},
        preferredTab: 'curl',
        robotsTxt: true,
      } satisfies MarkdownExportOptions,
    ],
    ['./plugins/social-cards/index.ts', SOCIAL_CARDS],
  ],
  clientModules: ['./src/clientModules/announcementBarReset.ts'],

  themeConfig: {
    // The home page's card; every other page without a card of its own too.
    image: cardImage(
      {title: TITLE, area: TAGLINE},
      resolveSettings(SOCIAL_CARDS),
      'docusaurus.config.ts',
    ),
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: `We are rebuilding these guides. <a href="${ANNOUNCEMENT_URL}">Tell us what you need in a two-minute survey</a>.`,
      isCloseable: ANNOUNCEMENT_CLOSABLE,
    },
    navbar: {
      title: 'PayNow Docs',
      hideOnScroll: NAVBAR_HIDE_ON_SCROLL,
      logo: {
        alt: 'PayNow Docs logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          to: '/docs/api-reference/',
          label: 'API technical documents',
          position: 'left',
        },
        {
          to: '/docs/payment-service/',
          label: 'Payment service',
          position: 'left',
        },
        {
          to: '/docs/payment-admin/',
          label: 'Payment back office',
          position: 'left',
        },
        {
          to: '/docs/logistics-admin/',
          label: 'Logistics back office',
          position: 'left',
        },
        {
          to: '/docs/invoice-admin/',
          label: 'Invoice back office',
          position: 'left',
        },
        {type: 'search', position: 'right'},
        {to: '/release-note', label: 'Release note', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
      ],
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Guides',
          items: [
            {label: 'Start here', to: '/docs/'},
            {label: 'Payment service', to: '/docs/payment-service/'},
            {label: 'Payment back office', to: '/docs/payment-admin/'},
            {label: 'Logistics back office', to: '/docs/logistics-admin/'},
            {label: 'Invoice back office', to: '/docs/invoice-admin/'},
            {
              label: 'Important information',
              to: '/docs/important-information/',
            },
          ],
        },
        {
          title: 'Developers',
          items: [
            {label: 'API technical documents', to: '/docs/api-reference/'},
            {label: 'API reference', to: '/api'},
          ],
        },
        {
          title: 'Release notes',
          items: [
            {label: 'Latest release', to: '/release-note'},
            {label: 'Archive', to: '/release-note/archive'},
          ],
        },
      ],
      copyright: 'Copyright © 2023 PayNow',
    },
    zoom: {
      selector: 'article img',
      background: {light: 'rgb(255, 255, 255)', dark: 'rgb(27, 27, 29)'},
      config: {margin: 24, scrollOffset: 160},
    },
    prism: {
      // Colours come from `--pn-code-*` tokens, so one theme serves both modes.
      theme: prismTheme,
      darkTheme: prismTheme,
      additionalLanguages: ['bash', 'json'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
