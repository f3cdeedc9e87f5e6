/**
 * Text from the site is data for the model, never markup or instructions of
 * its own: titles, sections and snippets are written as Markdown text (every
 * character that could start a link, an image, emphasis, code or HTML
 * escaped), and a page's Markdown has any raw HTML tag outside code escaped.
 */

/**
 * ASCII characters that start Markdown syntax, `&` (character references)
 * included. `(` and `)` are left alone: with `[` and `]` escaped they cannot
 * end a link label or start a destination.
 */
const SYNTAX = /[\\`*_[\]<>#|~&]/g;

/** Text on one line, as Markdown text: nothing in it reads as a link, markup or a new line. */
export function markdownText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(SYNTAX, (char) => `\\${char}`);
}

/** A fence opening or closing line: up to three spaces and `>` quotes, then ``` or ~~~. */
const FENCE = /^(?:\s{0,3}>)*\s{0,3}(`{3,}|~{3,})/;

/** `<` that would open an HTML tag, comment or declaration, not already escaped. */
const TAG_START = /(?<!\\)<(?=[A-Za-z/!?])/g;

/**
 * A page's Markdown with every raw HTML start (`<img`, `</div`, `<!--`)
 * outside code fences and code spans escaped as `\<`, so a page can show
 * `<img>` as text but never carry a tag.
 */
export function escapeHtmlInMarkdown(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (fence !== null) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) {
          fence = null;
        }
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      // Code spans (`…`) stay as they are; the text between them is escaped.
      return line
        .split(/(`+[^`]*`+)/)
        .map((part, index) =>
          index % 2 === 1 ? part : part.replace(TAG_START, '\\<'),
        )
        .join('');
    })
    .join('\n');
}
