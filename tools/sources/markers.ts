/**
 * The markers a text carries for its sources. In a guide, they point into
 * the register of facts (facts/, plugins/remark-facts): `{/* rule: <id> *\/}`
 * on the line of a sweeping word names the rule record that backs it, and
 * `{/* open: <id> *\/}` or `<OpenPoint id="<id>" />` marks the place an open
 * point is about. The site's other texts (release notes, pages, UI strings)
 * name the digest point itself: `{/* fact: payment-admin/seller.md § C *\/}`.
 * Digest files are paths relative to the content digest
 * (`../shared/content-facts/`), such as `payment-admin/seller.md`.
 */

/** A digest file: `payment-admin/seller.md`, relative, without `.`/`..` segments. */
export const DIGEST_FILE = /^[A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9][\w.-]*)*\.md$/;

/** The forms, as messages show them. */
export const RULE_FORM = '{/* rule: <id of a rule record> */}';
export const FACT_FORM = '{/* fact: <digest file> § <point> */}';
export const DOCS_TEAM_FORM =
  '{/* DOCS-TEAM (<digest file>.md § <point>): <question> */}';
export const OPEN_FORM =
  '{/* open: <id of an open record> */} or <OpenPoint id="<id>" />';

/** A `/* … *\/` comment of a page: MDX's `{/* … *\/}` or one inside a JS expression. */
export interface Comment {
  /** Its text between `/*` and `*\/`, trimmed. */
  body: string;
  /** 1-based line and column of its first character (`{` or `/`), and its last line. */
  line: number;
  column: number;
  endLine: number;
  /** Offsets of the whole comment in the page (`{/* … *\/}` braces included). */
  start: number;
  end: number;
  /** Nothing but the comment on its lines (outside a paragraph, list item or table row). */
  alone: boolean;
}

/** Replaces every character but line breaks with spaces, keeping offsets. */
export function blankOut(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

/**
 * `text` with fenced code blocks and inline code spans blanked (offsets kept):
 * a comment or a word inside code is an example, not part of the page.
 */
export function withoutCode(text: string): string {
  let fence: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || marker.startsWith(fence))) {
        fence = fence === null ? marker : null;
        return blankOut(line);
      }
      if (fence !== null) return blankOut(line);
      return line.replace(/(`+)[^`\n]+?\1/g, blankOut);
    })
    .join('\n');
}

/** The 1-based line and column of `offset` in `text`. */
export function position(
  text: string,
  offset: number,
): {line: number; column: number} {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return {line, column: offset - before.lastIndexOf('\n')};
}

/**
 * Every comment of a page outside code, in order. A bare `/* … *\/` (inside a
 * JS expression) is not next to another `*`: a slash between two bold spans
 * is text.
 */
export function comments(text: string): Comment[] {
  const masked = withoutCode(text);
  const found: Comment[] = [];
  for (const match of masked.matchAll(
    /\{\s*\/\*([\s\S]*?)\*\/\s*\}|(?<!\*)\/\*(?!\*)([\s\S]*?)(?<!\*)\*\//g,
  )) {
    const start = match.index;
    const end = start + match[0].length;
    const {line, column} = position(text, start);
    const endLine = position(text, end).line;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const lineEnd = text.indexOf('\n', end);
    const rest = text.slice(end, lineEnd === -1 ? undefined : lineEnd);
    found.push({
      body: (match[1] ?? match[2]!).trim(),
      line,
      column,
      endLine,
      start,
      end,
      alone: text.slice(lineStart, start).trim() === '' && rest.trim() === '',
    });
  }
  return found;
}

/** A digest file and the point in it. */
export interface SourceRef {
  file: string;
  point: string;
}

/** Why `file` is not a digest file, or null when it is one. */
export function digestFileProblem(file: string): string | null {
  if (file.split('/').includes('..'))
    return `"${file}" leaves the digest: no ".." (a path such as payment-admin/seller.md)`;
  if (!DIGEST_FILE.test(file))
    return `"${file}" is not a digest file: a relative path such as payment-admin/seller.md`;
  return null;
}

/** The id a `rule: <id>` comment names, or null when the comment is no rule marker. */
export function ruleOf(body: string): string | null {
  return /^rule:\s*(\S+)$/.exec(body)?.[1] ?? null;
}

/** An open point's marker on a page. */
export interface OpenMarker {
  id: string;
  line: number;
  column: number;
  /** The marker is alone on its line (a comment or an `<OpenPoint />` of its own). */
  alone: boolean;
}

/** The open-point markers of a page, in order: `{/* open: <id> *\/}` comments and `<OpenPoint id="…" />` elements, outside code. */
export function openMarkers(text: string): OpenMarker[] {
  const found: OpenMarker[] = comments(text).flatMap((comment) => {
    const id = /^open:\s*(\S+)$/.exec(comment.body)?.[1];
    return id
      ? [{id, line: comment.line, column: comment.column, alone: comment.alone}]
      : [];
  });
  const masked = withoutCode(text);
  for (const match of masked.matchAll(/<OpenPoint\b([^>]*)>/g)) {
    const id = /\bid=["']([^"']+)["']/.exec(match[1]!)?.[1];
    if (!id) continue;
    const {line, column} = position(text, match.index);
    const lineText = text.split('\n')[line - 1]!;
    found.push({
      id,
      line,
      column,
      alone: lineText.trim() === match[0].trim(),
    });
  }
  return found.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** A comment that means to be a source marker: `fact:` or `fact ` first. */
export function isFactComment(body: string): boolean {
  return /^fact\b/i.test(body);
}

/** The sources of a well-formed marker's body (`fact: a.md § 1; b.md § 2`), or why it is malformed. */
export function parseFact(body: string): SourceRef[] | string {
  const match = /^fact:\s*(\S[\s\S]*)$/.exec(body);
  if (!match) return `a source marker is written ${FACT_FORM}`;
  const parts = match[1]!.split(/\s*;\s*/);
  const refs: SourceRef[] = [];
  for (const part of parts) {
    const ref = /^(\S+)\s+§\s*(\S[\s\S]*)$/.exec(part);
    if (!ref) {
      return `"${part}" names no point: a source marker is written ${FACT_FORM}`;
    }
    const problem = digestFileProblem(ref[1]!);
    if (problem) return problem;
    refs.push({file: ref[1]!, point: ref[2]!.trim()});
  }
  return refs;
}

/** A comment that holds an open question for the docs team. */
export function isDocsTeamComment(body: string): boolean {
  return /^DOCS-TEAM\b/.test(body);
}

/** Why a DOCS-TEAM comment's body is not in the form, or null. */
export function docsTeamProblem(body: string): string | null {
  const match = /^DOCS-TEAM \((\S+) § (\S[^\n]*?)\): (\S[\s\S]*)$/.exec(body);
  if (!match) return `an open question is written ${DOCS_TEAM_FORM}`;
  return digestFileProblem(match[1]!);
}
