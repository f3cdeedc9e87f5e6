import {micromark} from 'micromark';
import {gfm, gfmHtml} from 'micromark-extension-gfm';

/**
 * Markdown (CommonMark + GFM) to HTML, at build time. micromark's defaults
 * are what make this safe for spec text: raw HTML is escaped, not passed
 * through (`allowDangerousHtml: false`), and link targets with a script
 * protocol such as `javascript:` are dropped (`allowDangerousProtocol: false`).
 *
 * Site-absolute links (`/docs/…`) get the site's base URL, as MDX's `<Link>`
 * would add it. Tables get `tabindex="0"`, like the site's Markdown tables:
 * they scroll sideways on a phone, and a scrolling region must be focusable.
 */
export function markdownToHtml(
  markdown: string | undefined,
  baseUrl = '/',
): string | undefined {
  if (!markdown?.trim()) {
    return undefined;
  }
  const html = micromark(markdown.trim(), {
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  }).trim();
  // Raw HTML is escaped, so `<a href="` / `<img src="` here can only be
  // micromark's own output for a Markdown link or image.
  return html
    .replace(
      /(<a href="|<img src=")\/(?!\/)/g,
      (_match, start: string) => `${start}${baseUrl}`,
    )
    .replace(/<table>/g, '<table tabindex="0">');
}

/** Text for a place that takes HTML (the table of contents): every markup character escaped. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[
        char
      ]!,
  );
}

/**
 * First sentence of a Markdown text as plain text (page meta description):
 * the text the page shows, read from `markdownToHtml`'s output. Its only tags
 * are micromark's own (raw HTML in the text is escaped), and its only
 * character references are those of `& < > "`.
 */
export function plainSummary(markdown: string | undefined, max = 160): string {
  const text = (markdownToHtml(markdown) ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(
      /&(amp|lt|gt|quot);/g,
      (_match, name: string) =>
        ({amp: '&', lt: '<', gt: '>', quot: '"'})[name]!,
    )
    .trim();
  return firstSentence(text, max);
}

/**
 * First sentence of a plain text, on one line, cut to `max` characters: a
 * sentence ends at `.`, `!` or `?` before a space, or at a full-width 。！？.
 */
export function firstSentence(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const sentence = /^(.+?(?:[.!?](?=\s|$)|[。！？]))/u.exec(line)?.[1] ?? line;
  return sentence.length > max ? `${sentence.slice(0, max - 1)}…` : sentence;
}
