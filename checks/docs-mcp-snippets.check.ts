/**
 * The snippets of MCP `search_docs` hits over many queries, in both locales
 * (every term, label and synonym of glossary.yaml): each hit has a snippet,
 * the snippet holds a word the query matched, and it is cut on a word (in
 * Chinese, between characters, never inside a 「」 or 『』 label or a bold
 * one). Needs `npm run build`; prints the counts of each defect.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {load} from 'js-yaml';
import {LOCALES} from '../site.settings.ts';
import {Docs} from '@paynow/docs-mcp/docs';
import {folderOrigin} from '@paynow/docs-mcp/origin';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Term {
  en: string;
  'zh-TW': string;
  labels?: string[];
  synonyms?: Record<string, string[]>;
}

/** The queries of a locale: the glossary's terms, labels and synonyms in it. */
function queries(locale: string): string[] {
  const {terms} = load(
    readFileSync(path.join(ROOT, 'glossary.yaml'), 'utf8'),
  ) as {
    terms: Term[];
  };
  const zh = locale !== LOCALES[0];
  return [
    ...new Set(
      terms.flatMap((term) => [
        zh ? term['zh-TW'] : term.en,
        ...(zh ? (term.labels ?? []) : []),
        ...(term.synonyms?.[locale] ?? []),
      ]),
    ),
  ].filter(Boolean);
}

const WORD = /[\p{L}\p{N}]/u;
const HAN = /\p{Script=Han}/u;
/** A letter or digit of a spaced script (a word of one ends where Han text starts). */
const LATIN = '(?!\\p{Script=Han})[\\p{L}\\p{N}]';

/** Text compared for a query word: lower case, no hyphens (`e-mail` is `email`). */
const folded = (text: string) => text.toLowerCase().replace(/[-‐]/g, '');

/**
 * What is wrong with `snippet` of a hit for `query` in `page` (its
 * Markdown), if anything. `synonym-only` is no defect: the page holds no word
 * of the query (the engine found it by a glossary synonym or a keyword), so
 * no snippet of it could.
 */
function snippetDefect(
  query: string,
  snippet: string,
  matched: readonly string[],
  page: string,
): 'empty' | 'no-term' | 'mid-word' | 'mid-label' | 'synonym-only' | undefined {
  if (!snippet.trim()) return 'empty';
  const words = query.split(/\s+/).map(folded);
  if (
    matched.length === 0 &&
    !words.some((word) => folded(snippet).includes(word))
  ) {
    return words.some((word) => folded(page).includes(word))
      ? 'no-term'
      : 'synonym-only';
  }
  const core = snippet.replace(/^… /, '').replace(/ …$/, '');
  const cutStart = snippet.startsWith('… ');
  const cutEnd = snippet.endsWith(' …');
  // A label is whole: no closing mark without its opening one, and the reverse.
  let depth = 0;
  for (const char of core) {
    if (char === '「' || char === '『') depth++;
    if (char === '」' || char === '』') depth--;
    if (depth < 0) return 'mid-label';
  }
  if (depth !== 0) return 'mid-label';
  if ((core.match(/\*\*/g) ?? []).length % 2) return 'mid-label';
  const text = page.replace(/\s+/g, ' ');
  const whole = (word: string) =>
    new RegExp(
      `(?<!${LATIN})${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!${LATIN})`,
      'iu',
    ).test(text);
  const first = core.match(/^[\p{L}\p{N}]+/u)?.[0];
  const last = core.match(/[\p{L}\p{N}]+$/u)?.[0];
  if (
    cutStart &&
    first &&
    !HAN.test(first) &&
    WORD.test(first) &&
    !whole(first)
  )
    return 'mid-word';
  if (cutEnd && last && !HAN.test(last) && !whole(last)) return 'mid-word';
  return undefined;
}

test('search_docs snippets over the glossary, in each locale: never empty, always a matched word, cut on a word', async () => {
  const docs = new Docs(folderOrigin(path.join(ROOT, 'build')));
  const pages = new Map<string, string>();
  const counts: Record<string, number> = {
    hits: 0,
    empty: 0,
    'no-term': 0,
    'mid-word': 0,
    'mid-label': 0,
    'synonym-only': 0,
  };
  const examples: string[] = [];
  for (const locale of LOCALES) {
    for (const query of queries(locale)) {
      const {results} = await docs.search(query, {locale, limit: 5});
      for (const result of results) {
        counts.hits!++;
        if (!pages.has(result.url)) {
          const {markdown} = await docs
            .getPage(result.url)
            .catch(() => ({markdown: ''}));
          pages.set(result.url, markdown);
        }
        const defect = snippetDefect(
          query,
          result.snippet,
          result.matched,
          `${result.title} ${result.section} ${pages.get(result.url)}`,
        );
        if (defect) {
          counts[defect]!++;
          if (examples.filter((e) => e.startsWith(defect)).length < 4) {
            examples.push(
              `${defect} [${locale}] "${query}": ${JSON.stringify(result.snippet)}`,
            );
          }
        }
      }
    }
  }
  console.log(`search_docs snippets: ${JSON.stringify(counts)}`);
  for (const example of examples) console.log(`  ${example}`);
  assert.ok(counts.hits! > 200, `${counts.hits} hits`);
  assert.deepEqual(
    {
      empty: counts.empty,
      'no-term': counts['no-term'],
      'mid-word': counts['mid-word'],
      'mid-label': counts['mid-label'],
    },
    {empty: 0, 'no-term': 0, 'mid-word': 0, 'mid-label': 0},
    examples.join('\n'),
  );
});
