/**
 * Build-time converter: the rendered HTML of a docs page, API page or release
 * note → GitHub-flavoured Markdown. It reads the HTML the reader gets (not the
 * MDX source), so components such as <Flow>, the API reference and Prism's
 * highlighting convert exactly as they render. Text is copied as text and
 * escaped; no HTML survives into the output.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element, Text} from 'domhandler';

export interface ConvertOptions {
  /** Absolute URL of the page (origin + path); relative links resolve against it. */
  pageUrl: string;
  /**
   * Tab label whose panel is kept when a tab group has one (the API request
   * samples): one sample instead of seven languages.
   */
  preferredTab: string;
}

export interface ConvertedPage {
  title: string;
  /** `YYYY-MM-DD` of the page's "Last updated" line, when it shows one. */
  updated?: string;
  /** Markdown of the content, without the title. */
  body: string;
}

/** Not content: chrome, decoration and duplicates of visible text. */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'iframe',
  'form',
  'input',
  'select',
  'textarea',
]);

const SKIPPED_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
];

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
]);

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Warning',
  danger: 'Danger',
  important: 'Important',
};

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function classes(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

function isSkipped(element: Element): boolean {
  if (SKIPPED.has(element.tagName)) return true;
  if (element.attribs.hidden !== undefined) return true;
  if (element.attribs['aria-hidden'] === 'true') return true;
  const list = classes(element);
  return SKIPPED_CLASSES.some((name) => list.includes(name));
}

function isBlock(node: AnyNode): boolean {
  return isElement(node) && !isSkipped(node) && BLOCK.has(node.tagName);
}

/** Collapses HTML whitespace the way a browser shows it. */
function collapse(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ');
}

/** Escapes characters that Markdown would read as syntax. */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/([*_`[\]])/g, '\\$1')
      // `<word`, `</`, `<!`, `<?` would start raw HTML.
      .replace(/<(?=[A-Za-z/!?])/g, '\\<')
  );
}

/** Link targets that run code or embed a document: never written as links. */
const UNSAFE_URL = /^(?:javascript|vbscript|data):/i;

/**
 * A URL as a Markdown link destination: `(`, `)`, `<`, `>` and whitespace
 * percent-encoded, so nothing in it ends the link early.
 */
export function markdownLinkUrl(url: string): string {
  return url.replace(
    /[()<>\s]/g,
    (char) =>
      `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** `code` as an inline code span, with a fence longer than any backtick run inside. */
function codeSpan(code: string): string {
  const longest = Math.max(
    0,
    ...[...code.matchAll(/`+/g)].map((run) => run[0].length),
  );
  const fence = '`'.repeat(longest + 1);
  const pad = code.startsWith('`') || code.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

/**
 * React streams Suspense boundaries (the lazily highlighted code blocks):
 * the server HTML holds the fallback where the boundary is and the real
 * content in a hidden `<div id="S:n">` at the end. Put the content in place,
 * as the browser's `$RC` script does, so code keeps its language.
 */
function resolveSuspense($: CheerioAPI): void {
  $('template[id^="B:"]').each((_, template) => {
    const id = template.attribs.id!.slice(2);
    const content = $(`div[hidden][id="S:${id}"]`);
    if (content.length === 0) return;
    // Drop the fallback up to the boundary's end marker `<!--/$-->`.
    let next = template.next;
    while (next && !(next.type === 'comment' && next.data === '/$')) {
      const after: AnyNode | null = next.next;
      $(next).remove();
      next = after;
    }
    $(template).replaceWith(content.contents());
    content.remove();
  });
}

class Converter {
  constructor(
    private readonly $: CheerioAPI,
    private readonly options: ConvertOptions,
  ) {}

  /**
   * Absolute URL of a link or image, ready for a Markdown link; `undefined`
   * for a `javascript:`, `vbscript:` or `data:` target, which the Markdown
   * drops as the HTML does.
   */
  private resolve(href: string): string | undefined {
    let url: string;
    try {
      url = new URL(href, this.options.pageUrl).href;
    } catch {
      url = href;
    }
    // The URL parser strips tabs and newlines inside a scheme; so does this.
    return UNSAFE_URL.test(url.replace(/\s/g, ''))
      ? undefined
      : markdownLinkUrl(url);
  }

  inline(nodes: readonly AnyNode[], spaced = false): string {
    let out = '';
    let previousElement = false;
    for (const node of nodes) {
      if (node.type === 'text') {
        out += escapeText(collapse((node as Text).data));
        previousElement = false;
        continue;
      }
      if (!isElement(node) || isSkipped(node)) continue;
      const text = this.inlineElement(node);
      // Labels laid out side by side by CSS (`<code>id</code><span>string</span>`)
      // must not run together.
      if (spaced && previousElement && text && !/\s$/.test(out)) out += ' ';
      out += text;
      previousElement = true;
    }
    return out;
  }

  private inlineElement(element: Element): string {
    const children = element.children;
    switch (element.tagName) {
      case 'br':
        return '\n';
      case 'strong':
      case 'b':
        return wrap('**', this.inline(children));
      case 'em':
      case 'i':
        return wrap('*', this.inline(children));
      case 'del':
      case 's':
        return wrap('~~', this.inline(children));
      case 'code':
      case 'kbd':
      case 'samp': {
        const code = collapse(this.$(element).text()).trim();
        return code ? codeSpan(code) : '';
      }
      case 'a': {
        const text = this.inline(children).trim();
        const href = element.attribs.href && this.resolve(element.attribs.href);
        if (!href || !text) return text;
        return `[${text}](${href})`;
      }
      case 'img': {
        const alt = escapeText(collapse(element.attribs.alt ?? ''));
        const src = element.attribs.src && this.resolve(element.attribs.src);
        if (!src) return alt;
        return `![${alt}](${src})`;
      }
      default:
        if (BLOCK.has(element.tagName)) {
          // A block inside inline context (a table cell's paragraphs): keep it on one line.
          return ` ${this.inline(children, true).trim()} `;
        }
        return this.inline(children, element.tagName !== 'p');
    }
  }

  /** Markdown blocks of a list of nodes, separated by blank lines. */
  blocks(nodes: readonly AnyNode[]): string[] {
    const out: string[] = [];
    let run: AnyNode[] = [];
    const flush = () => {
      const text = tidyInline(this.inline(run, true));
      if (text) out.push(text);
      run = [];
    };
    for (const node of nodes) {
      if (isBlock(node)) {
        flush();
        out.push(...this.block(node as Element));
      } else {
        run.push(node);
      }
    }
    flush();
    return out;
  }

  private block(element: Element): string[] {
    const $ = this.$;
    const tag = element.tagName;
    const list = classes(element);
    if (/^h[1-6]$/.test(tag)) {
      const text = tidyInline(this.inline(element.children, true));
      return text ? [`${'#'.repeat(Number(tag[1]))} ${text}`] : [];
    }
    if (tag === 'p') {
      const text = tidyInline(this.inline(element.children));
      return text ? [text] : [];
    }
    if (tag === 'hr') return ['---'];
    if (tag === 'pre') return [this.codeBlock(element)];
    if (tag === 'ul' || tag === 'ol') return [this.list(element)];
    if (tag === 'table') return [this.table(element)];
    if (tag === 'blockquote') return [quote(this.blocks(element.children))];
    if (tag === 'dl') return this.definitionList(element);
    if (tag === 'details') return this.details(element);
    if (list.includes('theme-admonition')) return [this.admonition(element)];
    if (
      list.some((name) => /^language-/.test(name)) &&
      $(element).find('pre').length === 1
    ) {
      return [this.codeBlock($(element).find('pre')[0]!)];
    }
    if (list.includes('tabs-container')) return this.tabs(element);
    const card = $(element).children('a.card');
    if (tag === 'article' && card.length === 1) return [this.card(card[0]!)];
    if (isFlow($, element)) return [this.flow(element)];
    return this.blocks(element.children);
  }

  private codeBlock(pre: Element): string {
    const $ = this.$;
    const language =
      [pre, ...$(pre).parents().toArray()]
        .flatMap((element) => classes(element as Element))
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length) ?? '';
    const lines = $(pre).find('.token-line');
    const code =
      lines.length > 0
        ? lines
            .toArray()
            .map((line) => $(line).text())
            .join('\n')
        : $(pre).text();
    const body = code.replace(/\n+$/, '');
    const longest = Math.max(
      2,
      ...[...body.matchAll(/^`{3,}/gm)].map((run) => run[0].length),
    );
    const fence = '`'.repeat(longest + 1);
    return `${fence}${language}\n${body}\n${fence}`;
  }

  private list(element: Element): string {
    const ordered = element.tagName === 'ol';
    let number = Number(element.attribs.start ?? 1);
    const items = element.children.filter(
      (child): child is Element =>
        isElement(child) && child.tagName === 'li' && !isSkipped(child),
    );
    return items
      .map((item) => {
        const marker = ordered ? `${number++}.` : '-';
        return listItem(marker, this.blocks(item.children));
      })
      .join('\n');
  }

  private table(element: Element): string {
    const $ = this.$;
    const rows = $(element)
      .find('tr')
      .toArray()
      .filter((row) => $(row).closest('table')[0] === element)
      .map((row) =>
        $(row)
          .children('th, td')
          .toArray()
          .map((cell) =>
            tidyInline(this.inline((cell as Element).children, true))
              .replace(/\n/g, ' ')
              .replace(/\|/g, '\\|'),
          ),
      )
      .filter((cells) => cells.length > 0);
    if (rows.length === 0) return '';
    const width = Math.max(...rows.map((cells) => cells.length));
    const line = (cells: string[]) =>
      `| ${Array.from({length: width}, (_, i) => cells[i] ?? '').join(' | ')} |`;
    const [head, ...body] = rows;
    return [
      line(head!),
      `| ${Array.from({length: width}, () => '---').join(' | ')} |`,
      ...body.map(line),
    ].join('\n');
  }

  private definitionList(element: Element): string[] {
    const out: string[] = [];
    for (const child of element.children) {
      if (!isElement(child) || isSkipped(child)) continue;
      const text = tidyInline(this.inline(child.children, true));
      if (!text) continue;
      out.push(child.tagName === 'dt' ? `**${text}**` : `: ${text}`);
    }
    return out;
  }

  private details(element: Element): string[] {
    const summary = element.children.find(
      (child): child is Element =>
        isElement(child) && child.tagName === 'summary',
    );
    const title = summary
      ? tidyInline(this.inline(summary.children, true))
      : '';
    const rest = element.children.filter((child) => child !== summary);
    return [...(title ? [`**${title}**`] : []), ...this.blocks(rest)];
  }

  /** `> **Warning:** …`, with the admonition's own title when it has one. */
  private admonition(element: Element): string {
    const $ = this.$;
    const type =
      classes(element)
        .find((name) => name.startsWith('theme-admonition-'))
        ?.slice('theme-admonition-'.length) ?? 'note';
    const label = ADMONITION_LABELS[type] ?? capitalise(type);
    const heading = $(element).children().first();
    const title = collapse(heading.text()).trim();
    const content = heading.next();
    const blocks = this.blocks(
      content.length > 0 ? content[0]!.children : element.children.slice(1),
    );
    if (title && title.toLowerCase() !== type) {
      blocks.unshift(`**${label}: ${escapeText(title)}**`);
    } else if (blocks.length > 0 && !/^([-*>#|]|\d+\.|`{3})/.test(blocks[0]!)) {
      blocks[0] = `**${label}:** ${blocks[0]}`;
    } else {
      blocks.unshift(`**${label}:**`);
    }
    return quote(blocks);
  }

  /** A card of a category's page list: `- [Title](url): description`. */
  private card(link: Element): string {
    const $ = this.$;
    const heading = $(link).find('h2, h3').first();
    const title = collapse(heading.attr('title') ?? heading.text()).trim();
    const description = collapse($(link).find('p').first().text()).trim();
    const href = this.resolve(link.attribs.href ?? '');
    const entry = href ? `[${escapeText(title)}](${href})` : escapeText(title);
    return `- ${entry}${description ? `: ${escapeText(description)}` : ''}`;
  }

  /** Tab groups: the preferred tab alone when there is one, else every tab under its label. */
  private tabs(element: Element): string[] {
    const $ = this.$;
    const labels = $(element)
      .find('[role="tab"]')
      .toArray()
      .map((tab) => collapse($(tab).text()).trim());
    const panels = $(element).find('[role="tabpanel"]').toArray() as Element[];
    const preferred = labels.findIndex(
      (label) =>
        label.toLowerCase() === this.options.preferredTab.toLowerCase(),
    );
    if (preferred >= 0 && panels[preferred]) {
      return this.blocks(panels[preferred].children);
    }
    return panels.flatMap((panel, index) => [
      `**${escapeText(labels[index] ?? `Tab ${index + 1}`)}**`,
      ...this.blocks(panel.children),
    ]);
  }

  /** A <Flow> diagram: its title, then its steps as a numbered list, branches nested. */
  private flow(element: Element): string {
    const $ = this.$;
    const steps = (ol: Element): string =>
      $(ol)
        .children('li')
        .toArray()
        .map((li, index) => {
          const box = $(li).children('div').first();
          const [label, ...details] = box
            .children('span')
            .toArray()
            .map((span) => tidyInline(this.inline((span as Element).children)));
          const text = [label, ...details].filter(Boolean).join(': ');
          const branches = $(li)
            .children('ul')
            .children('li')
            .toArray()
            .map((branch) => {
              const when = tidyInline(
                this.inline(
                  ($(branch).children('span').first()[0] as Element)
                    ?.children ?? [],
                ),
              );
              const nested = $(branch).children('ol')[0] as Element | undefined;
              return listItem('-', [
                `**${when}**`,
                ...(nested ? [steps(nested)] : []),
              ]);
            });
          return listItem(`${index + 1}.`, [
            text,
            ...(branches.length > 0 ? [branches.join('\n')] : []),
          ]);
        })
        .join('\n');
    const title = escapeText(
      collapse(element.attribs['aria-label'] ?? '').trim(),
    );
    const ol = $(element).children('ol')[0] as Element;
    return [...(title ? [`**${title}**`, ''] : []), steps(ol)].join('\n');
  }
}

/** A <Flow>: `role="group"` named by `aria-label`, holding the steps as an `<ol>`. */
function isFlow($: CheerioAPI, element: Element): boolean {
  return (
    element.attribs.role === 'group' &&
    Boolean(element.attribs['aria-label']) &&
    $(element).children('ol').length === 1
  );
}

function wrap(marker: string, text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return text;
  const lead = text.startsWith(' ') ? ' ' : '';
  const trail = text.endsWith(' ') ? ' ' : '';
  return `${lead}${marker}${trimmed}${marker}${trail}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Trims each line of inline text and turns single newlines (`<br>`) into hard breaks. */
function tidyInline(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter(
      (line, index, lines) => line || (index > 0 && index < lines.length - 1),
    )
    .join('\\\n')
    .trim();
}

/**
 * One list item: the first block after the marker, the rest indented under
 * it; a nested list follows its line directly, other blocks after a blank line.
 */
function listItem(marker: string, blocks: string[]): string {
  const indent = ' '.repeat(marker.length + 1);
  let body = blocks[0] ?? '';
  for (const block of blocks.slice(1)) {
    body += /^([-*+]|\d+\.) /.test(block) ? `\n${block}` : `\n\n${block}`;
  }
  const lines = body
    .split('\n')
    .map((line, index) => (index === 0 || !line ? line : `${indent}${line}`));
  return `${marker} ${lines.join('\n')}`;
}

function quote(blocks: string[]): string {
  return blocks
    .join('\n\n')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/** The content element of a rendered page: a doc, an API page or a blog post. */
function contentRoot($: CheerioAPI) {
  const doc = $('article .theme-doc-markdown').first();
  if (doc.length > 0) return doc;
  const post = $('#__blog-post-container').first();
  if (post.length > 0) return post;
  return $('main').first();
}

/** Converts one rendered page. */
export function htmlToMarkdown(
  html: string,
  options: ConvertOptions,
): ConvertedPage {
  const $ = load(html);
  resolveSuspense($);
  const root = contentRoot($);
  const heading = $('article h1').first();
  const title =
    collapse(heading.text()).trim() ||
    collapse($('title').text().split(' | ')[0] ?? '').trim();
  // The title is written once, by the caller; the date of a release note stays.
  heading.remove();
  const converter = new Converter($, options);
  const blocks = converter.blocks(root.toArray());
  const date = $('#__blog-post-container').length
    ? $('article header time[datetime]').attr('datetime')
    : undefined;
  if (date) blocks.unshift(`Released: ${date.slice(0, 10)}`);
  const updated = $('.theme-last-updated time[datetime]').attr('datetime');
  return {
    title,
    ...(updated ? {updated: updated.slice(0, 10)} : {}),
    body: blocks.filter(Boolean).join('\n\n'),
  };
}

/** Raw HTML tags left in Markdown outside code fences and code spans (none in a clean page). */
export function findHtml(markdown: string): string[] {
  const found: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const text = line
      .replace(/(`+)[\s\S]*?\1/g, '')
      .replace(/\\\\/g, '')
      .replace(/\\</g, '');
    for (const match of text.matchAll(/<\/?[A-Za-z][^>]*>|<!--/g)) {
      found.push(match[0]);
    }
  }
  return found;
}
