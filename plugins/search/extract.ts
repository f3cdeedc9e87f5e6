/**
 * One rendered page → one search record per h1–h3 section, with a real
 * HTML parser (cheerio). Pure: the build step (indexer.ts) reads the files.
 */
import {
  admonitionLabel,
  CONTENT_ROOT,
  INLINE_ELEMENTS,
  NOT_CONTENT,
} from '@paynow-docs/build-kit';
import {isHan} from '@paynow-docs/search-engine';
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {
  AreaLabels,
  Hierarchy,
  SearchRecord,
} from '@paynow-docs/search-engine';

/** Pages that only list or link to other pages: their text would duplicate the pages themselves. */
const SKIPPED_PAGE_CLASSES = [
  'blog-list-page',
  'blog-tags-list-page',
  'blog-tags-post-list-page',
  'blog-authors-list-page',
  'blog-authors-posts-page',
  'blog-archive-page',
  'docs-tags-list-page',
  'docs-tags-doc-list-page',
];

/**
 * What the index leaves out of a page's content besides what is not
 * content at all (build-kit's NOT_CONTENT: navigation, buttons, heading
 * links, `[data-search-exclude]` that a site puts on its card and link
 * lists): what is not text, and what readers do not search for.
 */
const NOT_INDEXED = [
  ...NOT_CONTENT,
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'footer',
  // Code blocks: an API page repeats its request in seven languages, and
  // readers search for tasks, not for code. (DocSearch's crawler skips them too.)
  'pre',
  // Category pages' card lists repeat the titles and descriptions of other pages.
  '.theme-doc-card-container',
  '[aria-hidden="true"]',
].join(',');

/** Docusaurus's admonition heading: its text is the title, or the type ("note") shown in capitals by CSS. */
const ADMONITION_HEADING = '.theme-admonition > [class*="admonitionHeading"]';
const ADMONITION_TYPE = /\btheme-admonition-([\w-]+)/;

export const DEFAULT_AREAS: AreaLabels = {
  docs: {},
  blog: 'Blog',
  pages: 'Pages',
};

interface Area {
  lvl0: string;
  crumbs: string[];
}

/** Text with its spaces as one, and none after a full-width colon (「備註：退款…」). */
function clean(text: string): string {
  return text
    .replace(/[\u200b\s]+/g, ' ')
    .replace(/：\s+/g, '：')
    .trim();
}

function classesOf($: CheerioAPI): string[] {
  return ($('html').attr('class') ?? '').split(/\s+/);
}

/**
 * What a page is decides its area: a docs instance with an area of its own
 * (the API reference), else a guide's category (its first breadcrumb), a
 * blog post, or another page. The breadcrumbs between the area and the page
 * itself (an operation's tag, a sub-category) become `crumbs`.
 */
function areaOf($: CheerioAPI, areas: AreaLabels, title: string): Area {
  const classes = classesOf($);
  if (classes.includes('blog-post-page')) {
    return {lvl0: areas.blog, crumbs: []};
  }
  if (!classes.includes('docs-doc-page')) {
    return {lvl0: areas.pages, crumbs: []};
  }
  const instance = classes
    .find((name) => name.startsWith('plugin-id-'))
    ?.slice('plugin-id-'.length);
  const crumbOf = (item: Element) => clean($(item).text());
  const items = $('.theme-doc-breadcrumbs .breadcrumbs__item');
  // The active breadcrumb is the page itself.
  const crumbs = items
    .not('.breadcrumbs__item--active')
    .toArray()
    .map(crumbOf)
    .filter(Boolean);
  const label = instance === undefined ? undefined : areas.docs[instance];
  if (label) return {lvl0: label, crumbs};
  // A category's own page: its breadcrumb is the category.
  const [first, ...rest] = crumbs.length
    ? crumbs
    : items.toArray().map(crumbOf).filter(Boolean);
  return first ? {lvl0: first, crumbs: rest} : {lvl0: title, crumbs: []};
}

/**
 * Whether an element keeps its words apart from its neighbours'. Inline
 * elements do not, except spans laid out as boxes: a span whose siblings are
 * all elements (a diagram box's label and its detail), not words of a sentence.
 */
function isBlock(element: Element): boolean {
  if (!INLINE_ELEMENTS.has(element.tagName)) return true;
  if (element.tagName !== 'span') return false;
  const siblings = element.parent?.children ?? [];
  return (
    siblings.length > 1 &&
    siblings.every(
      (node) =>
        node.type === 'tag' ||
        (node.type === 'text' && !(node as {data?: string}).data?.trim()),
    )
  );
}

/**
 * Whether a page belongs in the index. `siteNoIndex`: the whole site is
 * `noIndex` (a preview build), so a page's robots meta says nothing about
 * the page itself.
 */
export function isIndexable(
  html: string,
  {siteNoIndex = false}: {siteNoIndex?: boolean} = {},
): boolean {
  const $ = load(html);
  const classes = classesOf($);
  if (SKIPPED_PAGE_CLASSES.some((name) => classes.includes(name))) {
    return false;
  }
  // Of the blog, only posts: its other pages (archive, lists) repeat them.
  if (classes.includes('plugin-blog') && !classes.includes('blog-post-page')) {
    return false;
  }
  return (
    siteNoIndex ||
    !/noindex/i.test($('meta[name="robots"]').attr('content') ?? '')
  );
}

function tagOf($: CheerioAPI): string {
  return $('meta[name="docusaurus_tag"]').attr('content') ?? 'default';
}

/** A page's search tag, as Docusaurus writes it (`docusaurus_tag`), else `default`. */
export function searchTagOf(html: string): string {
  return tagOf(load(html));
}

/**
 * The records of one rendered page.
 * @param url the page's path (with base URL); anchors are appended to it.
 * @param title the page's title as its content plugin knows it, for a page
 *   without an h1.
 */
export function extractRecords(
  html: string,
  url: string,
  areas: AreaLabels = DEFAULT_AREAS,
  excludedSections: ReadonlySet<string> = new Set(),
  title?: string,
): Omit<SearchRecord, 'id'>[] {
  const $ = load(html);
  // The locale the page's filters name (Docusaurus's own meta), else its lang.
  const language =
    $('meta[name="docusaurus_locale"]').attr('content') ??
    $('html').attr('lang') ??
    'en';
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '')
    .split(',')
    .map(clean)
    .filter(Boolean);
  const tag = tagOf($);

  const content = $(CONTENT_ROOT).first();
  const root = content.length > 0 ? content : $('body');
  // An admonition's label reads as the start of a sentence: "Note: …",
  // and a Chinese one with the full-width colon, as zh-TW writes it: 「備註：…」.
  root.find(ADMONITION_HEADING).each((_, heading) => {
    const type =
      ADMONITION_TYPE.exec($(heading).parent().attr('class') ?? '')?.[1] ??
      'note';
    const label = admonitionLabel(type, $(heading).text());
    $(heading).text(`${label}${isHan(label.at(-1) ?? '') ? '：' : ':'}`);
  });
  // A diagram's caption is hidden from assistive technology in favour of
  // its group's name: index that name instead.
  root.find('[role="group"][aria-label]').each((_, group) => {
    $(group).prepend($('<p>').text($(group).attr('aria-label') ?? ''));
  });
  root.find(NOT_INDEXED).remove();

  const pageTitle =
    clean($('article h1').first().text()) ||
    clean(root.find('h1').first().text()) ||
    clean(title ?? '') ||
    // A page's own layout may put it outside the content (the home page's hero).
    clean($('h1').first().text());
  if (pageTitle === '') {
    throw new Error(
      `${url} has no title: its content plugin gives it none and it has no h1`,
    );
  }
  const {lvl0, crumbs} = areaOf($, areas, pageTitle);
  const base = url.split('#')[0]!;

  const records: Omit<SearchRecord, 'id'>[] = [];
  const section = (
    sectionUrl: string,
    type: SearchRecord['type'],
    hierarchy: Hierarchy,
  ): Omit<SearchRecord, 'id'> => ({
    url: sectionUrl,
    type,
    hierarchy,
    ...(crumbs.length > 0 && {crumbs}),
    content: '',
    language,
    docusaurus_tag: tag,
  });
  let hierarchy: Hierarchy = {lvl0, lvl1: pageTitle, lvl2: null, lvl3: null};
  let current = section(base, 'lvl1', hierarchy);
  let text: string[] = [];
  // Text before the first heading belongs to an implicit page-title section.
  let implicit = true;
  // The level of an excluded section being skipped, with its subsections.
  let skipping: number | null = null;
  const flush = () => {
    current.content = clean(text.join(''));
    if (skipping === null && (current.content || !implicit)) {
      records.push(current);
    }
    text = [];
  };

  const startSection = (element: Element) => {
    flush();
    implicit = false;
    const level = Number(element.tagName[1]);
    const heading = clean($(element).text());
    const id = $(element).attr('id');
    if (skipping !== null && level > skipping) return;
    skipping = id && excludedSections.has(id) ? level : null;
    if (level === 1) {
      hierarchy = {lvl0, lvl1: heading || pageTitle, lvl2: null, lvl3: null};
    } else if (level === 2) {
      hierarchy = {...hierarchy, lvl2: heading, lvl3: null};
    } else {
      hierarchy = {...hierarchy, lvl3: heading};
    }
    current = section(
      id ? `${base}#${id}` : base,
      `lvl${level}` as SearchRecord['type'],
      hierarchy,
    );
  };

  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      text.push((node as unknown as {data: string}).data);
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    if (/^h[1-3]$/.test(element.tagName)) {
      startSection(element);
      return;
    }
    const block = isBlock(element);
    if (block) text.push(' ');
    for (const child of element.children) walk(child);
    if (block) text.push(' ');
  };
  for (const child of root.toArray()) walk(child);
  flush();
  if (records.length === 0) records.push(current);
  if (keywords.length > 0) records[0]!.keywords = keywords;
  return records;
}

/** The ids of the headings of a page (to check the `excludedSections` option against the site). */
export function headingIds(html: string): string[] {
  const $ = load(html);
  return $('h2[id], h3[id]')
    .toArray()
    .map((element) => $(element).attr('id')!);
}
