/**
 * The pages to export, in reading order, and the text files made from them:
 * `llms.txt` (https://llmstxt.org), `llms-full.txt`, each page's `.md` and
 * `robots.txt`. Pure functions over Docusaurus's loaded content.
 */
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {inlineText, markdownLinkUrl, oneLine} from './markdown.ts';
import {markdownUrlOf} from './markdownUrl.ts';
import {
  DEFAULT_PAGE_TEXT,
  fillLine,
  PLACEHOLDERS,
  type PageText,
} from './text.ts';

/** One exported page. */
export interface ExportedPage {
  /** Route, with the base URL. */
  permalink: string;
  title: string;
  description: string;
}

/** A `##` section of llms.txt. */
export interface Section {
  title: string;
  pages: ExportedPage[];
}

export interface DocsSource {
  /** Id of the docs plugin instance. */
  pluginId: string;
  /**
   * Title of the one section that lists this instance's pages; when absent,
   * every top-level sidebar category gets a section under its own label and
   * loose top-level pages go to `overviewTitle`.
   */
  section?: string;
  overviewTitle?: string;
}

export interface BlogSource {
  pluginId: string;
  section: string;
}

/** The minimal sidebar shape walked here (docs plugin's processed sidebars). */
type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?: {type: 'doc'; id: string} | {type: 'generated-index'};
    }
  | {type: 'link' | 'html'};

function pageOf({permalink, title, description}: ExportedPage): ExportedPage {
  return {permalink, title, description};
}

/** Docs of a sidebar subtree in sidebar order (a category's own page first). */
function docIdsOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type === 'category') {
      const own = item.link?.type === 'doc' ? [item.link.id] : [];
      return [...own, ...docIdsOf(item.items)];
    }
    return [];
  });
}

/** The sections of one docs instance, in sidebar order. */
export function docsSections(
  content: DocsContent,
  source: DocsSource,
): Section[] {
  const version = content.loadedVersions[0];
  if (!version) return [];
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const page = (id: string): ExportedPage[] => {
    const doc = docs.get(id);
    return doc && !doc.unlisted ? [pageOf(doc)] : [];
  };
  const items = Object.values(version.sidebars).flat() as SidebarItem[];
  const listed = new Set(docIdsOf(items));
  // Docs in no sidebar still get a Markdown copy, after the listed ones.
  const unlisted = version.docs
    .filter((doc) => !listed.has(doc.id))
    .map((doc) => doc.id);
  if (source.section) {
    return [
      {
        title: source.section,
        pages: [...docIdsOf(items), ...unlisted].flatMap(page),
      },
    ];
  }
  const overview: ExportedPage[] = [];
  const sections: Section[] = [];
  for (const item of items) {
    if (item.type === 'category') {
      sections.push({
        title: item.label,
        pages: docIdsOf([item]).flatMap(page),
      });
    } else {
      overview.push(...docIdsOf([item]).flatMap(page));
    }
  }
  overview.push(...unlisted.flatMap(page));
  return [
    ...(overview.length > 0
      ? [{title: source.overviewTitle ?? 'Overview', pages: overview}]
      : []),
    ...sections,
  ].filter((section) => section.pages.length > 0);
}

/** Release notes, newest first (the blog's own order). */
export function blogSection(content: BlogContent, source: BlogSource): Section {
  return {
    title: source.section,
    pages: content.blogPosts
      .filter((post) => !post.metadata.unlisted)
      .map((post) => pageOf(post.metadata)),
  };
}

export interface SiteInfo {
  /** `# ` heading of llms.txt. */
  title: string;
  /** The `>` summary. */
  summary: string;
  /** Optional paragraph after the summary. */
  details?: string;
  /** Origin of the public site (SITE_URL), no trailing slash. */
  siteUrl: string;
  /** The llms.txt of the site's other languages, each named in its own language. */
  alternates?: readonly {label: string; url: string}[];
  /** The `## Instructions for agents` section: its title and its points, as text. */
  instructions?: {title: string; points: readonly string[]};
}

/** llms.txt: the site, then one `##` section per area with `[Title](….md): description` entries. */
export function llmsTxt(site: SiteInfo, sections: readonly Section[]): string {
  const lines = [
    `# ${inlineText(site.title)}`,
    '',
    `> ${oneLine(site.summary)}`,
    '',
  ];
  if (site.details) lines.push(oneLine(site.details), '');
  if (site.alternates?.length) {
    lines.push(
      site.alternates
        .map((other) => `[${inlineText(other.label)}](${other.url})`)
        .join(' · '),
      '',
    );
  }
  if (site.instructions) {
    lines.push(`## ${inlineText(site.instructions.title)}`, '');
    for (const point of site.instructions.points) {
      lines.push(`- ${inlineText(point)}`);
    }
    lines.push('');
  }
  for (const section of sections) {
    // Category labels are page content: text, never a heading's markup.
    lines.push(`## ${inlineText(section.title)}`, '');
    for (const page of section.pages) {
      const url = markdownLinkUrl(
        `${site.siteUrl}${markdownUrlOf(page.permalink)}`,
      );
      const description = inlineText(page.description);
      lines.push(
        `- [${inlineText(page.title)}](${url})${description ? `: ${description}` : ''}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * The Markdown file of one page: title, summary, source URL (and the date of
 * its last update), then the content; the lines in the words of `text`.
 */
export function pageMarkdown(
  page: ExportedPage,
  converted: {body: string; updated?: string},
  siteUrl: string,
  text: Pick<PageText, 'source' | 'updated'> = DEFAULT_PAGE_TEXT,
): string {
  const description = inlineText(page.description);
  return [
    `# ${inlineText(page.title)}`,
    '',
    ...(description ? [`> ${description}`, ''] : []),
    fillLine(text.source, PLACEHOLDERS.source, `${siteUrl}${page.permalink}`),
    ...(converted.updated
      ? ['', fillLine(text.updated, PLACEHOLDERS.updated, converted.updated)]
      : []),
    '',
    converted.body,
    '',
  ].join('\n');
}

/**
 * The line at the top of every `.md` page that points to the site's index
 * (the llms.txt directive of GitBook, Mintlify and Cloudflare): `{llms}` in
 * `text` is the llms.txt URL, written as a link.
 */
export function llmsPointer(text: string, llmsTxtUrl: string): string {
  // Each side escaped as text, keeping the space next to the link.
  return `> ${fillLine(text, 'llms', `[llms.txt](${markdownLinkUrl(llmsTxtUrl)})`)}`;
}

/**
 * llms-full.txt: every page's Markdown in section order, after the llms.txt
 * header and the site's key facts (a `##` section of list items, as the
 * skills quote them; none: no section). A page's body has no `#` heading
 * (the converter makes them `##`), so `---` then `# Title` only ever starts a
 * page.
 */
export function llmsFullTxt(
  site: SiteInfo,
  pages: readonly {markdown: string}[],
  keyFacts: {
    title: string;
    intro: string;
    lines: readonly string[];
  } | null = null,
): string {
  const header = `# ${inlineText(site.title)}\n\n> ${oneLine(site.summary)}\n`;
  const facts =
    keyFacts && keyFacts.lines.length > 0
      ? `\n## ${inlineText(keyFacts.title)}\n\n${inlineText(keyFacts.intro)}\n\n${keyFacts.lines.join('\n')}\n`
      : '';
  const body = pages.map((page) => page.markdown.trim()).join('\n\n---\n\n');
  return `${header}${facts}\n---\n\n${body}\n`;
}

export interface RobotsOptions {
  /**
   * The `Content-Signal` line of the `User-agent: *` group (Content Signals,
   * IETF AIPREF draft): `search=yes, ai-input=yes, ai-train=no`.
   */
  contentSignal?: string | null;
  /** AI crawlers (user agent tokens) allowed everywhere, each in its own group. */
  allow?: readonly string[];
  /** AI crawlers kept out entirely. */
  disallow?: readonly string[];
}

/**
 * robots.txt: every crawler allowed, with the site's content signals; AI
 * crawlers named one by one, allowed or kept out; the absolute sitemap URLs.
 */
export function robotsTxt(
  sitemapUrls: readonly string[],
  {contentSignal, allow = [], disallow = []}: RobotsOptions = {},
): string {
  const group = (agent: string, rule: string) => [
    `User-agent: ${agent}`,
    rule,
    '',
  ];
  return [
    'User-agent: *',
    ...(contentSignal ? [`Content-Signal: ${contentSignal}`] : []),
    'Allow: /',
    '',
    ...allow.flatMap((agent) => group(agent, 'Allow: /')),
    ...disallow.flatMap((agent) => group(agent, 'Disallow: /')),
    ...sitemapUrls.map((url) => `Sitemap: ${url}`),
    '',
  ].join('\n');
}

/** One locale's llms files, for the host's index. */
export interface LocaleLlms {
  /** The locale's name in its own language (`English`, `繁體中文`). */
  label: string;
  llmsTxt: string;
  llmsFullTxt: string;
}

/**
 * The host root's `/llms.txt`, where agents and Lighthouse look first
 * (`new URL('/llms.txt', page)`): the site's title and summary, then each
 * locale's llms.txt and llms-full.txt.
 */
export function hostLlmsTxt(
  site: {title: string; summary: string},
  locales: readonly LocaleLlms[],
  text: {languages: string; index: string; full: string},
): string {
  return [
    `# ${inlineText(site.title)}`,
    '',
    `> ${oneLine(site.summary)}`,
    '',
    `## ${inlineText(text.languages)}`,
    '',
    ...locales.flatMap((locale) => [
      `- [${inlineText(locale.label)}](${markdownLinkUrl(locale.llmsTxt)}): ${inlineText(text.index)}`,
      `- [${inlineText(locale.label)}: llms-full.txt](${markdownLinkUrl(locale.llmsFullTxt)}): ${inlineText(text.full)}`,
    ]),
    '',
  ].join('\n');
}
