/**
 * A locale's llms.txt as the MCP tools read it: its areas and the pages of
 * this site they list. An entry that is not a page of the site (another
 * origin, outside the base path, a path that would leave it once fetched)
 * is dropped, so a tampered file cannot send a tool elsewhere.
 */
import {unsafePathReason} from './origin.ts';

export interface PageEntry {
  title: string;
  description: string;
  /** Public URL of the page's Markdown. */
  markdownUrl: string;
  /** Path of the Markdown below the site's base URL. */
  relative: string;
}

export interface Area {
  title: string;
  pages: PageEntry[];
}

/** Areas and pages of an llms.txt: `## Area` then `- [Title](url.md): description`. */
export function parseLlmsTxt(
  text: string,
  origin: string,
  basePath: string,
): Area[] {
  const areas: Area[] = [];
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      areas.push({title: heading[1]!.trim(), pages: []});
      continue;
    }
    const entry = /^- \[((?:\\.|[^\]\\])*)\]\((\S+?\.md)\)(?::\s*(.*))?$/.exec(
      line,
    );
    const area = areas.at(-1);
    if (!entry || !area) continue;
    const url = llmsEntryUrl(entry[2]!, origin, basePath);
    if (url === null) continue;
    area.pages.push({
      title: entry[1]!.replace(/\\(.)/g, '$1'),
      description: entry[3]?.trim() ?? '',
      markdownUrl: url.href,
      relative: decodeURIComponent(url.pathname.slice(basePath.length)),
    });
  }
  return areas.filter((area) => area.pages.length > 0);
}

/** A key fact of the site, as llms-full.txt lists it, with the page it is quoted from. */
export interface KeyFact {
  /** The fact, as text. */
  text: string;
  /** The source page's title, as text, and the public URL of its Markdown. */
  title: string;
  markdownUrl: string;
}

/**
 * The key facts of a locale's llms-full.txt: the list of its `##` section
 * before the first page (`- Text (Source: [Title](url.md))`, in the locale's
 * words), with their heading. A line whose source is not a page of this site
 * is dropped; no section: none.
 */
export function parseKeyFacts(
  text: string,
  origin: string,
  basePath: string,
): {title: string; facts: KeyFact[]} | null {
  const head = text.split('\n---\n')[0]!;
  const section = /\n## ([^\n]+)\n([\s\S]*)$/.exec(head);
  if (!section) return null;
  const facts: KeyFact[] = [];
  for (const line of section[2]!.split('\n')) {
    const item =
      /^- (.+?) ?[(（][^()（）[\]]*?[:：] ?\[((?:\\.|[^\]\\])*)\]\((\S+?\.md)\)[)）]$/.exec(
        line,
      );
    if (!item) continue;
    const url = llmsEntryUrl(item[3]!, origin, basePath);
    if (url === null) continue;
    const unescape = (markdown: string) => markdown.replace(/\\(.)/g, '$1');
    facts.push({
      text: unescape(item[1]!),
      title: unescape(item[2]!),
      markdownUrl: url.href,
    });
  }
  return {title: section[1]!.trim(), facts};
}

/**
 * An llms.txt entry's URL, or `null` for an entry that is not a page of this site: another origin, outside the
 * base path, or a path that would leave it once fetched (control characters,
 * double encoding, `..`).
 */
function llmsEntryUrl(
  href: string,
  origin: string,
  basePath: string,
): URL | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(basePath)) return null;
  if (url.search || url.hash || url.username || url.password) return null;
  const encoded = url.pathname.slice(basePath.length);
  if (unsafePathReason(encoded) !== null) return null;
  return unsafePathReason(decodeURIComponent(encoded)) === null ? url : null;
}
