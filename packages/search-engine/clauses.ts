/**
 * What a query asks for, as readers type it: the glossary's other words
 * for the reader's words (synonyms, the other language), and questions
 * reduced to their content words. Pure code, shared by the engine and its
 * tests.
 */
import {RUN, isHan, spelled} from './terms.ts';
import {MAX_SYNONYM_GROUP, MAX_SYNONYM_WORDS} from './limits.ts';
import type {ReadingGroup} from './types.ts';

/**
 * Question words and phrases of Chinese, removed wherever they stand: they
 * say how the reader asks, not what about.
 */
const ZH_QUESTION_PHRASES = [
  '什麼時候',
  '為什麼',
  '為何',
  '什麼',
  '甚麼',
  '怎麼樣',
  '怎麼辦',
  '怎麼',
  '怎樣',
  '如何',
  '哪裡',
  '哪裏',
  '哪邊',
  '哪個',
  '哪些',
  '何時',
  '多久',
  '多少',
  '可以',
  '只能',
  '能不能',
  '可不可以',
  '是不是',
  '有沒有',
  '能否',
  '是否',
  '請問',
  '我們',
  '我的',
  '一下',
];

/**
 * Particles that start a question (我要…, 想…) or end one (…嗎, …呢), and
 * words that tie a run to the words before it (跟交易, 把發票, 看部分物流):
 * removed only at the start or the end of a run of Han characters, where
 * they cannot be part of a content word such as 需要 or 目的.
 */
const ZH_LEADING = new Set([
  '我',
  '要',
  '想',
  '在',
  '跟',
  '和',
  '與',
  '把',
  '被',
  '看',
]);
const ZH_TRAILING = new Set(['嗎', '呢', '吧', '啊', '呀', '的', '了', '在']);

/**
 * Function words of Chinese that say nothing of the task when they stand
 * alone, once the question words and the glossary's words are out (錢|會|
 * 撥到 → 會, 錢在哪裡看 → 看): dropped as a whole run only, never inside
 * a word (會員, 查看).
 */
const ZH_ALONE = new Set([
  '會',
  '能',
  '就',
  '都',
  '還',
  '也',
  '再',
  '才',
  '有',
  '是',
  '把',
  '給',
  '被',
  '讓',
  '跟',
  '和',
  '看',
  '找',
  '用',
  '去',
]);

/** Question phrases of English, removed as whole words before the single words: how long, how soon, how many. */
const EN_QUESTION_PHRASES = /\bhow (?:long|soon|much|many)\b/giu;

/** Question and function words of English: whole words only. */
const EN_QUESTION_WORDS = new Set([
  'about',
  'as',
  'at',
  'has',
  'have',
  'had',
  'into',
  'its',
  'our',
  's',
  'was',
  'were',
  'by',
  'from',
  'let',
  'that',
  'this',
  'them',
  'their',
  'they',
  'till',
  'until',
  'up',
  'us',
  'need',
  'needs',
  'want',
  'wants',
  'a',
  'am',
  'an',
  'and',
  'are',
  'be',
  'can',
  'could',
  'did',
  'do',
  'does',
  'find',
  'for',
  'how',
  'i',
  'in',
  'is',
  'it',
  'me',
  'my',
  'of',
  'on',
  'or',
  'please',
  'see',
  'should',
  'so',
  'the',
  'there',
  'to',
  'we',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'within',
  'would',
  'you',
  'your',
]);

/**
 * Directional complements that end a verb (印出來, 撥下來, 存起來): the
 * verb says the task, the complement only its direction. Removed at the
 * end of a run longer than themselves (出來 alone stays).
 */
const ZH_COMPLEMENTS = ['出來', '下來', '起來', '進來', '出去', '上來'];

/** Strips leading and trailing particles, and a final directional complement, from a Han run. */
function trimParticles(run: string): string {
  const chars = Array.from(run);
  while (chars.length > 0 && ZH_LEADING.has(chars[0]!)) chars.shift();
  while (chars.length > 0 && ZH_TRAILING.has(chars.at(-1)!)) chars.pop();
  const trimmed = chars.join('');
  const complement = ZH_COMPLEMENTS.find(
    (end) => trimmed.endsWith(end) && trimmed.length > end.length,
  );
  return complement ? trimmed.slice(0, -complement.length) : trimmed;
}

/**
 * The content words of a question: the query without its question words
 * and particles (什麼時候撥款 → 撥款, how do I print labels → print
 * labels); empty when the query has nothing else.
 */
export function contentOf(query: string): string {
  let text = query;
  for (const phrase of ZH_QUESTION_PHRASES) text = text.replaceAll(phrase, ' ');
  text = text.replace(EN_QUESTION_PHRASES, ' ');
  const kept: string[] = [];
  for (const [run] of text.matchAll(RUN)) {
    if (isHan(run)) {
      const trimmed = trimParticles(run);
      if (trimmed && !ZH_ALONE.has(trimmed)) kept.push(trimmed);
    } else if (!EN_QUESTION_WORDS.has(run.toLowerCase())) {
      kept.push(run);
    }
  }
  return kept.join(' ');
}

/** Whether a URL is of the page at `path` in any locale (`/zh-TW/docs/x/#a` is of `docs/x`). */
export function isPageAt(url: string, path: string): boolean {
  return url.split('#')[0]!.replace(/\/+$/, '').endsWith(`/${path}`);
}

/**
 * The words (normalised) a page is a reader's reading of, each with its
 * rank as the whole query and inside a longer one: `owned` for a word
 * whose reader's page it is (the group's `owned`; one marked `alone`
 * only as the whole query: a bare refund is the merchant's, a refund
 * inside a buyer's question is not), else `shared`; from each group
 * that lists the page.
 */
export function readingsOf(
  groups: readonly ReadingGroup[],
  url: string,
  {shared, owned}: {shared: number; owned: number},
): Map<string, {whole: number; inside: number}> {
  const ranks = new Map<string, {whole: number; inside: number}>();
  for (const group of groups) {
    if (!group.pages.some((page) => isPageAt(url, page))) continue;
    const mine = (group.owned ?? []).filter(({page}) => isPageAt(url, page));
    const ownedWords = (alone: boolean) =>
      new Set(
        mine
          .filter((own) => Boolean(own.alone) === alone)
          .flatMap(({words}) => words.map(normalizeText)),
      );
    const anywhere = ownedWords(false);
    const alone = ownedWords(true);
    for (const word of group.words.map(normalizeText)) {
      const inside = anywhere.has(word) ? owned : shared;
      const whole = alone.has(word) ? owned : inside;
      const known = ranks.get(word);
      ranks.set(word, {
        whole: Math.max(known?.whole ?? 0, whole),
        inside: Math.max(known?.inside ?? 0, inside),
      });
    }
  }
  return ranks;
}

/** Text as compared with the glossary: lowercase, words and Han runs separated by one space. */
export function normalizeText(text: string): string {
  return [...spelled(text.toLowerCase()).matchAll(RUN)]
    .map(([run]) => run)
    .join(' ');
}

/**
 * Words of a glossary group, normalised, grouped for lookup: each word
 * with the other words of its group (a word in two groups has both).
 */
export type SynonymTable = Map<string, Set<string>>;

/** The lookup table of synonym groups (each group: words one concept goes by, in any language). */
export function synonymTable(
  groups: readonly (readonly string[])[],
): SynonymTable {
  const table: SynonymTable = new Map();
  let total = 0;
  for (const [n, group] of groups.entries()) {
    const words = [...new Set(group.map(normalizeText).filter(Boolean))];
    total += words.length;
    if (words.length > MAX_SYNONYM_GROUP || total > MAX_SYNONYM_WORDS) {
      throw new Error(
        words.length > MAX_SYNONYM_GROUP
          ? `Synonym group ${n} has ${words.length} words: at most ${MAX_SYNONYM_GROUP} (MAX_SYNONYM_GROUP).`
          : `The synonym groups have more than ${MAX_SYNONYM_WORDS} words (MAX_SYNONYM_WORDS).`,
      );
    }
    for (const word of words) {
      const others = table.get(word) ?? new Set<string>();
      for (const other of words) if (other !== word) others.add(other);
      table.set(word, others);
    }
  }
  return table;
}

/** A part of a query that the glossary knows: the reader's words and the glossary's other words for them. */
export interface SynonymClause {
  /** The reader's words, normalised (`get paid`, `退費`). */
  own: string;
  /** The other words of its groups, normalised. */
  others: string[];
}

/** A query with the glossary's words taken out: the clauses, and the rest of the text. */
export interface Expansion {
  clauses: SynonymClause[];
  rest: string;
}

/** How many words a two-word glossary word may have between its words in a query. */
const PHRASE_GAP = 2;

/** Each glossary word's pattern ({@link spacedPattern}), made once. */
const patterns = new Map<string, RegExp>();

/**
 * A glossary word of several spaced words as a query may write it: each
 * word of four letters or more also with an ending (disputes a charge,
 * returned goods), a shorter one with a plural s (gets paid), and a word
 * of two with up to {@link PHRASE_GAP} words between (ship the package
 * again, transfer my money; the words between are captured). A single
 * word only with its plural (labels): its endings are the stem's to find
 * (ask.ts), since as a glossary word supported would be support. Normalised
 * words are letters and digits only: no character of them is special in a
 * pattern.
 */
function spacedPattern(word: string): RegExp {
  let pattern = patterns.get(word);
  if (!pattern) {
    const parts = word.split(' ');
    const inflected = (part: string) =>
      parts.length > 1 && part.length >= 4
        ? `${part}(?:s|es|ed|ing)?`
        : `${part}s?`;
    const [first, ...more] = parts.map(inflected);
    // Always one group: the words between, or none.
    const between = more.length === 1 ? `((?: \\S+){0,${PHRASE_GAP}})` : '()';
    pattern = new RegExp(` ${[first + between, ...more].join(' ')} `, 'gu');
    patterns.set(word, pattern);
  }
  return pattern;
}

/**
 * Finds the glossary's words in a normalised query, longest first: a
 * spaced script's word as whole words, inflected or a few words apart
 * ({@link spacedPattern}: `get paid`, `labels`, never `label` inside
 * `relabel`), a Chinese word anywhere in a Han run (退費 in 我要退費). A
 * word of a group already found is taken out but adds no clause (退貨 and
 * 七天 in one question ask for the cooling-off period once).
 */
export function expandSynonyms(query: string, table: SynonymTable): Expansion {
  const clauses: SynonymClause[] = [];
  let rest = ` ${query} `;
  const words = [...table.keys()].sort((a, b) => b.length - a.length);
  for (const word of words) {
    const left = isHan(word)
      ? rest.replaceAll(word, ' ')
      : // A match leaves the words between, with a space either side.
        rest.replace(
          spacedPattern(word),
          (_, between: string) => ` ${between} `,
        );
    if (left === rest) continue;
    rest = left;
    if (clauses.some((clause) => clause.others.includes(word))) continue;
    clauses.push({own: word, others: [...table.get(word)!]});
  }
  return {clauses, rest: rest.replace(/\s+/g, ' ').trim()};
}
