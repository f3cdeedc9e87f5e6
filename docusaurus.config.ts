import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import {prismTheme} from '@paynow-docs/lazy-prism';
import type {Options as ApiReferenceOptions} from '@paynow-docs/api-reference';
import type {Options as SearchOptions} from '@paynow-docs/search';
import type {Options as PostbuildOptions} from '@paynow-docs/postbuild';
import {MARKDOWN_EXPORT} from './site.agents.ts';
import type {ReaderSignalsSite} from './src/utils/readerSignalsSite.ts';
import {
  FEEDBACK_PATH,
  PRIVACY_PATH,
  THANKS_PATH,
} from '@paynow-docs/reader-signals/contract';
import {writeServingFiles} from './deploy/serving-files.ts';
import {
  expectedInlineScripts,
  INLINE_SCRIPTS_SOURCE,
} from './deploy/inline-scripts.ts';
import {
  cardPath,
  resolveSettings,
  socialCardFrontMatter,
  type SocialCardOptions,
} from '@paynow-docs/social-cards/settings';
import {
  ALGOLIA,
  BASE_URL,
  LOCALES,
  gitHistory,
  SITE_URL,
  showLastUpdateFrom,
} from './site.settings.ts';
import {
  AREAS,
  CONTACT,
  DOCS_INSTANCES,
  NAVBAR_AREAS,
  RELEASE_NOTES,
  areaLabels,
  cardAreas,
  categoryLabels,
  footerLinks,
  localized,
} from './site.areas.ts';
import {
  DEFAULT_LOCALE,
  LOCALE_TEXT,
  currentLocaleFrom,
  sitemapWithAlternates,
  translationDir,
} from './site.i18n.ts';
import {SSR_TEMPLATE} from '@paynow-docs/fast-load/ssrTemplate';
import {
  describeCategories,
  labelCategories,
} from './src/utils/describeCategories.ts';
import {
  loadGlossary,
  readingGroups,
  synonymGroups,
} from './tools/glossary/glossary.ts';
import {
  assertContained,
  assertOutputContained,
  CONTENT_FOLDERS,
} from './tools/contained/contained.ts';
import {
  containedModuleRule,
  remarkContained,
  type RemarkContainedOptions,
} from './tools/contained/links.ts';
import {assertNoInvisibleOutput} from './tools/invisible/output.ts';
import {assertTwins} from './tools/i18n/twins.ts';
import remarkFacts, {
  type Options as RemarkFactsOptions,
} from '@paynow-docs/remark-facts';
import {REGISTER} from './facts/index.ts';
import {ABOUT_THE_SITE} from './tools/sources/about.ts';

// Before anything is read: no link in a content or static folder may
// publish a file from outside the project (tools/contained).
assertContained(__dirname, CONTENT_FOLDERS);
// Where Docusaurus resolves files: every link, image, import and require of
// a page reaches only a file of the content folders (a remark step before
// Docusaurus's own, in every content plugin), and every module the bundle
// reads is inside the project (a bundler rule; tools/contained/links.ts).
const CONTAINED_LINKS: [typeof remarkContained, RemarkContainedOptions] = [
  remarkContained,
  {siteDir: __dirname, folders: CONTENT_FOLDERS},
];

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
/**
 * "Last updated" dates come from git, and only a full history gives true
 * ones. Asked of git when Docusaurus reads the docs options, so importing
 * this file runs nothing.
 */
function showLastUpdateTime(): boolean {
  const history = gitHistory();
  if (history === 'shallow') {
    console.warn(
      '[config] Shallow git clone: pages show no "Last updated" date. Fetch the full history (git fetch --unshallow) to show them.',
    );
  }
  return showLastUpdateFrom(history);
}

/** The locale this load of the config is for: Docusaurus loads it once per locale. */
const LOCALE = currentLocaleFrom(process.env.DOCUSAURUS_CURRENT_LOCALE);
// Before anything is built: every English guide has its twin in each
// translated locale of the build (a development server: the locale it
// serves), or the build stops at once naming the file to add (Docusaurus
// would build the English page in its place and fail later on a link to it).
for (const locale of process.env.NODE_ENV === 'production'
  ? LOCALES
  : [LOCALE]) {
  if (locale !== DEFAULT_LOCALE) assertTwins(__dirname, locale);
}
const TEXT = LOCALE_TEXT[LOCALE];

const TITLE = 'PayNow Docs';
/** The sample API's OpenAPI document as the api-reference plugin publishes it. */
const TAGLINE = TEXT.tagline;

/** Social cards (og:image): one per page, named while pages are read, drawn after the build. */
const SOCIAL_CARDS = {
  siteTitle: TITLE,
  siteDir: __dirname,
  // Each area's folder, in English and in this locale's translations, named in this locale.
  areas: [
    ...cardAreas(LOCALE, (dir) => translationDir(dir, LOCALE)),
    {dir: 'src/pages', label: TITLE},
  ],
  siteCard: {title: TITLE, area: TAGLINE},
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
    locales: LOCALES,
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en'},
      'zh-TW': {label: '繁體中文', direction: 'ltr', htmlLang: 'zh-TW'},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: DOCS_INSTANCES.guides.path,
          routeBasePath: DOCS_INSTANCES.guides.routeBasePath,
          sidebarPath: './sidebars.ts',
          // A category's card on its section page shows its own page's description.
          // The areas' categories are named by the site model, in this locale.
          sidebarItemsGenerator: labelCategories(
            describeCategories,
            categoryLabels(LOCALE),
          ),
          versions: {current: {label: 'Next'}},
          beforeDefaultRemarkPlugins: [CONTAINED_LINKS],
          // Every figure, contact and open point of a guide is a record of
          // the register of facts (facts/): the build fails with file:line
          // on one that is not (plugins/remark-facts).
          remarkPlugins: [
            [
              remarkFacts,
              {
                register: REGISTER,
                guides: [
                  {locale: 'en', dir: DOCS_INSTANCES.guides.path},
                  {
                    locale: 'zh-TW',
                    dir: translationDir(DOCS_INSTANCES.guides.path, 'zh-TW')!,
                  },
                ],
                exclude: ABOUT_THE_SITE.map((file) =>
                  file.replace(/\.mdx?$/, ''),
                ),
              } satisfies RemarkFactsOptions,
            ],
          ],
          get showLastUpdateTime() {
            return showLastUpdateTime();
          },
        },
        // Registered below through the post-build pipeline (plugins/postbuild).
        blog: false,
        pages: {beforeDefaultRemarkPlugins: [CONTAINED_LINKS]},
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    () => ({
      name: 'contained-modules',
      configureWebpack: () => ({
        module: {rules: [containedModuleRule(__dirname)]},
      }),
    }),
    // The post-build pipeline (plugins/postbuild/pipeline.ts): the plugins'
    // steps in their order, the pages' inline scripts and markup checked,
    // the .gz and .br copies, build/.nginx/csp.conf and build.json.
    [
      '@paynow-docs/postbuild',
      {
        inlineScripts: ({baseUrl}) => expectedInlineScripts(baseUrl),
        inlineScriptsSource: INLINE_SCRIPTS_SOURCE,
        algolia: ALGOLIA,
        // Again once the files are written: the output is the truth (no
        // file from outside the project, no invisible character in the
        // text for assistants).
        checkOutput: (site) => {
          assertOutputContained(__dirname, site);
          assertNoInvisibleOutput(site);
        },
        // Serving files for each engine (deploy/serving-files.ts).
        servingFiles: writeServingFiles,
      } satisfies Partial<PostbuildOptions>,
    ],
    // Docusaurus's blog and sitemap, their feeds and sitemap written as steps
    // of the post-build pipeline (plugins/postbuild/pipeline.ts).
    [
      '@paynow-docs/postbuild/blog',
      {
        path: 'blog',
        routeBasePath: 'release-note',
        beforeDefaultRemarkPlugins: [CONTAINED_LINKS],
        blogTitle: AREAS.releaseNotes.label,
        blogDescription: 'What changed in each version of PayNow Docs.',
        blogSidebarTitle: 'Version',
        blogSidebarCount: 'ALL',
        authorsMapPath: 'authors.yml',
        tags: 'tags.yml',
        onInlineTags: 'throw',
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        showReadingTime: false,
        // The feed's `language` is the locale being built.
        feedOptions: {
          type: ['rss', 'atom'],
          title: TEXT.feedTitle,
          description: TEXT.feedDescription,
          copyright: 'Copyright © 2023 PayNow',
        },
      } satisfies BlogOptions,
    ],
    [
      '@paynow-docs/postbuild/sitemap',
      // Each page of one language lists its twin in the other (when there is one).
      {
        createSitemapItems: sitemapWithAlternates({
          siteDir: __dirname,
          locales: LOCALES,
          locale: LOCALE,
          baseUrl: BASE_URL,
        }),
      } satisfies SitemapOptions,
    ],
    // How the JavaScript starts: paint first, boot in short tasks.
    '@paynow-docs/fast-load',
    'docusaurus-plugin-image-zoom',
    // Prism only on pages with a code block (see plugins/lazy-prism/index.ts).
    '@paynow-docs/lazy-prism',
    // Structured data (ld+json) serialised so no title can end its script.
    '@paynow-docs/structured-data',
    // API reference under /api, generated from openapi/petstore.yaml at build time.
    [
      '@paynow-docs/api-reference',
      {
        id: DOCS_INSTANCES.api.id,
        specPath: 'openapi/petstore.yaml',
        routeBasePath: DOCS_INSTANCES.api.routeBasePath,
        outputDir: DOCS_INSTANCES.api.path,
        // On every page, in this locale: a sample, not a PayNow API; PayNow's
        // own specifications are the API technical documents.
        notice: {
          type: 'info',
          message: TEXT.apiNotice,
          link: {
            label: localized(AREAS.apiDocuments, LOCALE),
            to: AREAS.apiDocuments.to,
          },
        },
        introText: TEXT.apiIntro,
      } satisfies ApiReferenceOptions,
    ],
    // Search modal, /search page and local index (never set themeConfig.algolia:
    // it would add DocSearch and its preconnect to every page).
    [
      '@paynow-docs/search',
      {
        algolia: ALGOLIA,
        // Offered before anything is typed and when nothing is found, per locale.
        suggestedQueries: {
          en: ['refund', 'print label', 'void invoice', 'Apple Pay', 'capture'],
          'zh-TW': ['退款', '列印標籤', '作廢發票', 'Apple Pay', '請款'],
        },
        // The most-used pages, offered before anything is typed (titles come
        // from each locale's index).
        popularPages: [
          'docs/payment-admin/seller#refund',
          'docs/payment-admin/refund',
          'docs/logistics-admin/print-tag',
          'docs/invoice-admin/inquiry',
          'docs/payment-admin/seller#capture',
        ],
        // Sections that only link to other pages.
        excludedSections: ['related-pages', 'pages-in-this-section'],
        // Where a query that still finds nothing can ask: the contact page's question form.
        contactPage: 'docs/contact#ask-docs-team',
        // The guides (default) and the API reference (plugins/api-reference).
        docsPluginIds: [DOCS_INSTANCES.guides.id, DOCS_INSTANCES.api.id],
        // Other locales name them in code.json (pnSearch.area.*).
        areas: {
          docs: {[DOCS_INSTANCES.api.id]: AREAS.apiReference.label},
          blog: RELEASE_NOTES.label,
          pages: 'Pages',
        },
        // The authors' style page: it repeats the guides' vocabulary; the
        // feedback forms' thank-you page and privacy notice are about the
        // forms, linked from each of them: not answers to a reader's search.
        excludedRoutes: ['markdown-page', THANKS_PATH, PRIVACY_PATH],
        // Readers' words and the other language's for each glossary term.
        synonyms: synonymGroups(loadGlossary()),
        readings: readingGroups(loadGlossary()),
        // A query that found nothing is a reader signal
        // (packages/reader-signals), posted to the site's one endpoint.
        zeroResults: {endpoint: `${BASE_URL}${FEEDBACK_PATH}`},
      } satisfies SearchOptions,
    ],
    // Every docs page, API page and release note as Markdown (site.agents.ts).
    ['@paynow-docs/markdown-export', MARKDOWN_EXPORT],
    ['@paynow-docs/social-cards', SOCIAL_CARDS],
  ],
  clientModules: ['./src/clientModules/announcementBarReset.ts'],
  // The areas' names in this locale, for the home page; for reader signals
  // (src/utils/readerSignals.ts), the guides' docs instance and the
  // contact page with its name in this locale.
  customFields: {
    areas: areaLabels(LOCALE),
    readerSignals: {
      guides: DOCS_INSTANCES.guides.id,
      contact: {to: CONTACT.to, label: localized(CONTACT, LOCALE)},
    } satisfies ReaderSignalsSite,
  },

  themeConfig: {
    // The home page's card; every other page without a card of its own too.
    image: cardPath(
      SOCIAL_CARDS.siteCard,
      resolveSettings(SOCIAL_CARDS),
      'docusaurus.config.ts',
    ),
    // Light by default, the reader's system preference when it has one.
    colorMode: {respectPrefersColorScheme: true},
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: TEXT.announcement(ANNOUNCEMENT_URL),
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
        ...NAVBAR_AREAS.map((key) => ({
          to: AREAS[key].to,
          label: localized(AREAS[key], LOCALE),
          position: 'left' as const,
        })),
        {type: 'search', position: 'right'},
        {
          to: AREAS.releaseNotes.to,
          label: localized(AREAS.releaseNotes, LOCALE),
          position: 'right' as const,
        },
        {type: 'localeDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: footerLinks(LOCALE),
      copyright: 'Copyright © 2023 PayNow',
    },
    zoom: {
      selector: 'article img',
      background: {light: 'rgb(255, 255, 255)', dark: 'rgb(27, 27, 29)'},
      config: {margin: 24, scrollOffset: 160},
    },
    prism: {
      // lazy-prism's theme of `--pn-code-*` tokens serves both modes (the plugin requires it).
      theme: prismTheme,
      darkTheme: prismTheme,
      additionalLanguages: ['bash', 'json'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
