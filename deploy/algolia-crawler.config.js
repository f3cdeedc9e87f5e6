/* global Crawler -- the Algolia Crawler editor provides it */
/**
 * Algolia Crawler configuration that fills an index with the DocSearch-shaped
 * records the site's hosted search queries (README.md, "Hosted search with
 * Algolia"). Based on Docusaurus's DocSearch template. Paste it into the
 * Crawler's editor after replacing:
 *
 * - `https://docs.paynow.example/paynow-guideline/` with the build's
 *   SITE_URL followed by its BASE_URL;
 * - YOUR_APP_ID and YOUR_CRAWLER_API_KEY with the Crawler's credentials;
 * - `paynow-docs` with the build's ALGOLIA_INDEX_NAME.
 *
 * The facets `language` and `docusaurus_tag` are what the site filters on.
 */
/** The result groups by locale: the API reference, the release notes and every other page. */
const AREAS = {
  en: {api: 'API reference', blog: 'Release Note', pages: 'Pages'},
  'zh-TW': {api: 'API參考範例', blog: '版本資訊', pages: '其他頁面'},
};

new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://docs.paynow.example/paynow-guideline/'],
  sitemaps: ['https://docs.paynow.example/paynow-guideline/sitemap.xml'],
  ignoreCanonicalTo: true,
  discoveryPatterns: ['https://docs.paynow.example/paynow-guideline/**'],
  exclusionPatterns: ['https://docs.paynow.example/paynow-guideline/search**'],
  actions: [
    {
      indexName: 'paynow-docs',
      pathsToMatch: ['https://docs.paynow.example/paynow-guideline/**'],
      recordExtractor: ({$, helpers}) => {
        // Docusaurus chrome that is not content
        $(
          '.hash-link, .theme-doc-toc-mobile, .theme-doc-footer, .theme-doc-card-container, nav, footer, [data-search-exclude]',
        ).remove();
        // Navigation-only sections (the search plugin's `excludedSections`)
        $('article h2#related-pages, article h2#pages-in-this-section').each(
          (_, heading) => {
            $(heading).nextUntil('h2').remove();
            $(heading).remove();
          },
        );
        const locale =
          $('meta[name="docusaurus_locale"]').attr('content') ??
          $('html').attr('lang') ??
          'en';
        const tag =
          $('meta[name="docusaurus_tag"]').attr('content') ?? 'default';
        // The groups of the local index, in the page's locale: the search
        // plugin's `areas` and their pnSearch.area.* translations (a paste-in
        // file imports nothing; algolia-crawler.config.test.ts checks them).
        const areas = AREAS[locale] ?? AREAS.en;
        const lvl0 =
          (tag === 'docs-api-current' && areas.api) ||
          $('.theme-doc-breadcrumbs .breadcrumbs__item:not(:first-child)')
            .first()
            .text()
            .trim() ||
          ($('html').hasClass('blog-post-page') ? areas.blog : areas.pages);
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: ['header h1', 'article h1'],
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            content:
              'article p, article li, article td:last-child, article figcaption',
            // The locale the site filters on (language:en, language:zh-TW)
            language: {selectors: '', defaultValue: locale},
            docusaurus_tag: {selectors: '', defaultValue: tag},
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    'paynow-docs': {
      attributesForFaceting: [
        'type',
        'lang',
        'language',
        'version',
        'docusaurus_tag',
      ],
      attributesToRetrieve: [
        'hierarchy',
        'content',
        'anchor',
        'url',
        'url_without_anchor',
        'type',
      ],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: [
        'desc(weight.pageRank)',
        'desc(weight.level)',
        'asc(weight.position)',
      ],
      ranking: [
        'words',
        'filters',
        'typo',
        'attribute',
        'proximity',
        'exact',
        'custom',
      ],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
    },
  },
});
