/**
 * The zh-TW twin of every English guide: it must exist, show every Chinese
 * back-office label of the English page with exactly the same characters,
 * and keep every heading id (`{#capture}`), so `#anchors` work in both
 * languages.
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';

/** The English text of a page without its front matter (titles and keywords are translated freely). */
function body(source: string): string {
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(source);
  return frontMatter
    ? '\n'.repeat(frontMatter[0].split('\n').length - 1) +
        source.slice(frontMatter[0].length)
    : source;
}

/** A label: Han characters with the digits, Latin letters and joiners written inside it (`7-11交貨便`, `PayNow物流編號`). */
const LABEL =
  /[\p{Script=Han}\p{N}A-Za-z‧·\-_/]*\p{Script=Han}[\p{Script=Han}\p{N}A-Za-z‧·\-_/]*(?: [\p{Script=Han}\p{N}A-Za-z‧·\-_/]*\p{Script=Han}[\p{Script=Han}\p{N}A-Za-z‧·\-_/]*)*/gu;
const HAN = /\p{Script=Han}/u;
/** A label that holds its own parenthesis: `每日(12及15時)自動請款`, `變更(設立)事項登記表`. */
const NESTED =
  /^[\p{Script=Han}\p{N}A-Za-z‧·\-_/]*\([\p{Script=Han}\p{N}A-Za-z‧·\-_/]+\)[\p{Script=Han}\p{N}A-Za-z‧·\-_/]*$/u;
/** What separates several labels in one pair of parentheses: `(電子信箱驗證 / 手機號碼驗證)`, `(零稅率, for import)`. */
const SEPARATOR = /\s*[,;，；]\s*|\s+\/\s+|\s+>\s+/;

export interface Label {
  text: string;
  line: number;
}

/**
 * The Chinese labels of an English page, each once, with its first line:
 * each part of a parenthesis that has Han characters (`(退款審核)`), and every
 * run of Han text outside parentheses.
 */
export function chineseLabels(source: string): Label[] {
  const labels = new Map<string, number>();
  const add = (text: string, line: number) => {
    const trimmed = text.trim();
    if (HAN.test(trimmed) && !labels.has(trimmed)) labels.set(trimmed, line);
  };
  body(source)
    .split('\n')
    .forEach((line, index) => {
      // One level of nesting: `(每日(12及15時)自動請款)` is one label.
      const outside = line.replace(
        /\(((?:[^()]|\([^()]*\))*)\)/g,
        (_, inside: string) => {
          if (HAN.test(inside)) {
            for (const part of inside.split(SEPARATOR)) {
              if (NESTED.test(part.trim())) {
                add(part, index + 1);
                continue;
              }
              // A part with English words too (`負責人身分證 partly hidden`) keeps its Han run.
              const runs = part.match(LABEL) ?? [];
              if (runs.length === 1 && runs[0] === part.trim())
                add(part, index + 1);
              else runs.forEach((run) => add(run, index + 1));
            }
          }
          return ' ';
        },
      );
      for (const run of outside.match(LABEL) ?? []) add(run, index + 1);
    });
  return [...labels].map(([text, line]) => ({text, line}));
}

/** Han text with at most three Latin words: a label, not an English sentence that quotes one. */
function isLabel(text: string): boolean {
  return (
    HAN.test(text) && (text.match(/[A-Za-z][A-Za-z']*/g) ?? []).length <= 3
  );
}

/**
 * The on-screen labels an English page quotes, whole, with the screen's
 * spacing and Latin text: each part of a parenthesis with Han characters
 * (`PayNow 管理中心`, `交易資訊 Dashboard`, `自動授權 1 期`) and each table
 * cell with Han characters (a "Chinese label" column: `發票 Logo`), when it reads
 * as a label (at most three Latin words). The zh-TW lints exempt them.
 */
export function quotedLabels(source: string): string[] {
  const labels = new Set<string>();
  for (const [, inside] of body(source).matchAll(
    /\(((?:[^()\n]|\([^()\n]*\))*)\)/g,
  )) {
    if (!HAN.test(inside!)) continue;
    for (const part of inside!.split(SEPARATOR)) {
      if (isLabel(part.trim())) labels.add(part.trim());
    }
  }
  for (const line of body(source).split('\n')) {
    if (!line.trimStart().startsWith('|')) continue;
    for (const cell of line.split('|')) {
      const label = cell.replace(/\*\*|`/g, '').trim();
      if (isLabel(label)) labels.add(label);
    }
  }
  return [...labels];
}

export interface HeadingId {
  id: string;
  line: number;
}

/** The ids of a page's `##`–`######` headings: `{#id}` when given, else Docusaurus's slug of the text. */
export function headingIds(source: string): HeadingId[] {
  const slugger = createSlugger();
  const ids: HeadingId[] = [];
  let fence: string | null = null;
  body(source)
    .split('\n')
    .forEach((line, index) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || marker.startsWith(fence))) {
        fence = fence === null ? marker : null;
        return;
      }
      if (fence !== null) return;
      const heading = /^#{2,6}\s+(.*?)\s*$/.exec(line)?.[1];
      if (heading === undefined) return;
      const {text, id: explicit} = parseMarkdownHeadingId(heading);
      const plain = text
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[*_`]/g, '');
      ids.push({id: explicit ?? slugger.slug(plain), line: index + 1});
    });
  return ids;
}

/** What the zh-TW page `twin` lacks of its English page `english`, one message each. */
export function twinProblems(
  english: {file: string; source: string},
  twin: {file: string; source: string},
): string[] {
  const problems: string[] = [];
  const twinBody = body(twin.source);
  for (const {text, line} of chineseLabels(english.source)) {
    if (!twinBody.includes(text)) {
      problems.push(
        `${twin.file}: missing the label "${text}" (${english.file}:${line})`,
      );
    }
  }
  const twinIds = new Set(headingIds(twin.source).map(({id}) => id));
  for (const {id, line} of headingIds(english.source)) {
    if (!twinIds.has(id)) {
      problems.push(
        `${twin.file}: missing the heading id #${id} (${english.file}:${line}); write the heading as "## … {#${id}}"`,
      );
    }
  }
  return problems;
}
