import {micromark} from 'micromark';
import {gfm, gfmHtml} from 'micromark-extension-gfm';

/**
 * Markdown (CommonMark + GFM) to HTML, at build time. Raw HTML in the source
 * is escaped, not passed through: spec text never injects markup.
 */
export function markdownToHtml(
  markdown: string | undefined,
): string | undefined {
  if (!markdown?.trim()) {
    return undefined;
  }
  return micromark(markdown.trim(), {
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  }).trim();
}

/**
 * Markdown made safe to paste into MDX: outside code, `{`, `}` and `<` are
 * escaped so MDX reads them as text, never as JSX.
 */
export function markdownToMdx(markdown: string | undefined): string {
  if (!markdown) {
    return '';
  }
  // Split into fenced code blocks, inline code spans and other text.
  const parts = markdown.split(/(```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]+`)/g);
  return parts
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/[{}]/g, (char) => `\\${char}`).replace(/</g, '&lt;'),
    )
    .join('')
    .trim();
}

/** First sentence of a Markdown text as plain text (page meta description). */
export function plainSummary(markdown: string | undefined, max = 160): string {
  const text = (markdown ?? '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[`*_>#|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return sentence.length > max ? `${sentence.slice(0, max - 1)}…` : sentence;
}
