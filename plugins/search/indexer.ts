/**
 * Build-time indexer: turns the rendered HTML of a page into one record per
 * h1–h3 section, with a real HTML parser (cheerio).
 */
import {createHash} from 'node:crypto';
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {Hierarchy, SearchIndexFile, SearchRecord} from './types.ts';

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

/** Parts of the content area that are not content. */
const NOISE = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  // Code blocks: an API page repeats its request in seven languages, and
  // readers search for tasks, not for code. (DocSearch's crawler skips them too.)
  'pre',
  'nav',
  'footer',
  '.hash-link',
  // Category pages' card lists repeat the titles and descriptions of other pages.
  '.theme-doc-card-container',
  '.theme-doc-toc-mobile',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '[aria-hidden="true"]',
].join(',');

const BLOCKS = new Set([
  'p',
  'li',
  'td',
  'th',
  'tr',
  'pre',
  'div',
  'section',
  'figcaption',
  'blockquote',
  'dt',
  'dd',
  'h4',
  'h5',
  'h6',
  'br',
  'table',
  'ul',
  'ol',
  'details',
  'summary',
  'header',
  'figure',
]);

/** The area of a page called lvl0: the docs category, "API", "Release notes" or "Pages". */
function areaOf($: CheerioAPI, url: string, title: string): string {
  if (/\/api-reference(\/|$)/.test(url)) return 'API';
  const htmlClass = $('html').attr('class') ?? '';
  if (htmlClass.includes('blog-post-page')) return 'Release notes';
  if (htmlClass.includes('docs-doc-page')) {
    const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item')
      .toArray()
      .map((item) => clean($(item).text()))
      .filter(Boolean);
    return crumbs[0] ?? title;
  }
  return 'Pages';
}

function clean(text: string): string {
  return text.replace(/[\u200b\s]+/g, ' ').trim();
}

/** Whether a page belongs in the index. */
export function isIndexable(html: string): boolean {
  const $ = load(html);
  const htmlClass = ($('html').attr('class') ?? '').split(/\s+/);
  if (SKIPPED_PAGE_CLASSES.some((name) => htmlClass.includes(name))) {
    return false;
  }
  // Of the blog, only posts: its other pages (archive, lists) repeat them.
  if (
    htmlClass.includes('plugin-blog') &&
    !htmlClass.includes('blog-post-page')
  ) {
    return false;
  }
  return !/noindex/i.test($('meta[name="robots"]').attr('content') ?? '');
}

/**
 * The records of one rendered page.
 * @param url the page's path (with base URL); anchors are appended to it.
 */
export function extractRecords(
  html: string,
  url: string,
): Omit<SearchRecord, 'id'>[] {
  const $ = load(html);
  const language =
    $('html').attr('lang') ??
    $('meta[name="docusaurus_locale"]').attr('content') ??
    'en';
  const tag = $('meta[name="docusaurus_tag"]').attr('content') ?? 'default';

  const root =
    $('article .theme-doc-markdown').first().length > 0
      ? $('article .theme-doc-markdown').first()
      : $('#__blog-post-container').length > 0
        ? $('#__blog-post-container').first()
        : $('.main-wrapper').first().length > 0
          ? $('.main-wrapper').first()
          : $('main').first();
  root.find(NOISE).remove();

  const pageTitle =
    clean($('article h1').first().text()) ||
    clean(root.find('h1').first().text()) ||
    clean(($('title').text() ?? '').split(' | ')[0] ?? '');
  const lvl0 = areaOf($, url, pageTitle);
  const base = url.split('#')[0]!;

  const records: Omit<SearchRecord, 'id'>[] = [];
  let hierarchy: Hierarchy = {lvl0, lvl1: pageTitle, lvl2: null, lvl3: null};
  let current: Omit<SearchRecord, 'id'> = {
    url: base,
    type: 'lvl1',
    hierarchy,
    content: '',
    language,
    docusaurus_tag: tag,
  };
  let text: string[] = [];
  // Text before the first heading belongs to an implicit page-title section.
  let implicit = true;
  const flush = () => {
    current.content = clean(text.join(''));
    if (current.content || !implicit) records.push(current);
    text = [];
  };

  const startSection = (element: Element) => {
    flush();
    implicit = false;
    const level = Number(element.tagName[1]);
    const heading = clean($(element).text());
    const id = $(element).attr('id');
    if (level === 1) {
      hierarchy = {lvl0, lvl1: heading || pageTitle, lvl2: null, lvl3: null};
    } else if (level === 2) {
      hierarchy = {...hierarchy, lvl2: heading, lvl3: null};
    } else {
      hierarchy = {...hierarchy, lvl3: heading};
    }
    current = {
      url: id ? `${base}#${id}` : base,
      type: `lvl${level}` as SearchRecord['type'],
      hierarchy,
      content: '',
      language,
      docusaurus_tag: tag,
    };
  };

  const walk = (node: AnyNode, inFigure = false) => {
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
    // Diagram labels are spans laid out as boxes: keep their words apart.
    const figure = inFigure || element.tagName === 'figure';
    const block =
      BLOCKS.has(element.tagName) || (figure && element.tagName === 'span');
    if (block) text.push(' ');
    for (const child of element.children) walk(child, figure);
    if (block) text.push(' ');
  };
  for (const child of root.toArray()) walk(child);
  flush();
  if (records.length === 0) records.push(current);
  return records;
}

/** Numbers the records of every page and serialises the index file. */
export function buildIndexFile(pages: {url: string; html: string}[]): {
  file: SearchIndexFile;
  json: string;
  hash: string;
} {
  const records: SearchRecord[] = [];
  for (const {url, html} of pages) {
    if (!isIndexable(html)) continue;
    for (const record of extractRecords(html, url)) {
      records.push({id: records.length, ...record});
    }
  }
  const file: SearchIndexFile = {version: 1, records};
  const json = JSON.stringify(file);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return {file, json, hash};
}
