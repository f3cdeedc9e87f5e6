/**
 * The prose of files that are not Markdown pages, for the generalisation rule
 * (tools/sources/sources.ts): the strings of TypeScript/TSX files (string
 * literals, template text and JSX text) and the messages of a translation
 * JSON file (`code.json`). The result keeps the file's lines and columns:
 * everything else is blanked but source markers (`/* fact: … *\/`,
 * `/* site: … *\/`), so a marker on a string's line backs it.
 */
import ts from 'typescript';
import {blankOut} from './markers.ts';

const HAN = /\p{Script=Han}/u;

/** A string reads as prose when it has Han text, or at least three words. */
export function isProse(text: string): boolean {
  return HAN.test(text) || /\b\w+\s+\w+\s+\w+/.test(text);
}

export interface CodeProse {
  /** The file's text with only its English prose strings (and comments) left. */
  en: string;
  /** The same with only the strings that hold Han text. */
  zh: string;
}

function keep(text: string, spans: readonly [number, number][]): string {
  let out = blankOut(text);
  for (const [start, end] of spans) {
    out = out.slice(0, start) + text.slice(start, end) + out.slice(end);
  }
  return out;
}

/** The prose strings of a TypeScript or TSX file, split by language. */
export function codeProse(text: string, fileName = 'file.tsx'): CodeProse {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const en: [number, number][] = [];
  const zh: [number, number][] = [];
  const comments: [number, number][] = [];
  for (const match of text.matchAll(/\/\*\s*(?:fact|site):[\s\S]*?\*\//g)) {
    comments.push([match.index, match.index + match[0].length]);
  }
  const visit = (node: ts.Node) => {
    let span: [number, number] | null = null;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const start = node.getStart(source) + 1;
      const end =
        node.getEnd() -
        (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) ? 2 : 1);
      span = [start, end];
    } else if (ts.isJsxText(node)) {
      span = [node.getStart(source), node.getEnd()];
    }
    if (span) {
      const value = text.slice(span[0], span[1]);
      if (isProse(value)) (HAN.test(value) ? zh : en).push(span);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {
    en: keep(text, [...en, ...comments]),
    zh: keep(text, [...zh, ...comments]),
  };
}

/**
 * The messages of a translation file (`{"id": {"message": "…", "description": "…"}}`,
 * one key per line as Docusaurus writes it), with each entry's
 * `description` as a comment on its message's line when it is a source
 * marker (`fact: …` or `site: …`): JSON has no comments.
 */
export function jsonMessages(text: string): string {
  const lines = text.split('\n');
  const out = lines.map(blankOut);
  let messageLine: number | null = null;
  lines.forEach((line, index) => {
    const message = /^(\s*"message":\s*")((?:[^"\\]|\\.)*)"/.exec(line);
    if (message) {
      messageLine = index;
      out[index] = blankOut(message[1]!) + message[2]!.replace(/\\./g, '  ');
      return;
    }
    const description = /^\s*"description":\s*"((?:[^"\\]|\\.)*)"/.exec(line);
    if (
      description &&
      messageLine !== null &&
      /^(?:fact|site):/.test(description[1]!)
    ) {
      out[messageLine] += ` /* ${description[1]!} */`;
    }
    if (/^\s*\}/.test(line)) messageLine = null;
  });
  return out.join('\n');
}
