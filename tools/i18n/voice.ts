/**
 * PayNow's voice (STYLE.md), checked line by line: no outsider phrases in
 * either language (PayNow speaks as PayNow), and in zh-TW text no 你, none of
 * the calques of the review, no typed space between Han characters and Latin
 * letters or digits, and none of the glossary's variants. On-screen labels
 * keep the screen's characters and spacing: they are exempt.
 */

export type VoiceLocale = 'en' | 'zh-TW';

export interface VoiceProblem {
  line: number;
  column: number;
  /** The rule's id, e.g. `outsider`, `spacing`. */
  rule: string;
  message: string;
}

/** A glossary variant: a form our pages do not use, and the term to use. */
export interface Variant {
  word: string;
  use: string;
}

export interface VoiceOptions {
  locale: VoiceLocale;
  /** On-screen labels, written with exactly the screen's characters: exempt. */
  labels?: readonly string[];
  /** The glossary's variants for this locale. */
  variants?: readonly Variant[];
  /** ICU placeholders (`{count}`) stand for Latin text: JSON messages. */
  placeholders?: boolean;
  /** Only `outsider` phrases (English prose inside code, e.g. a config file). */
  outsiderOnly?: boolean;
}

interface Phrase {
  pattern: RegExp;
  message: string;
}

/** Sentences in which the site talks about PayNow, or about itself, from outside. */
export const OUTSIDER_PHRASES: Readonly<
  Record<VoiceLocale, readonly Phrase[]>
> = {
  en: [
    /\bPayNow (?:does not|doesn't|did not|didn't) (?:say|state|describe|explain|document|give|name|tell)\b/i,
    /\bPayNow gives no\b/i,
    /\bnot stated\b/i,
    /\bas we read it\b/i,
    /\bwe read (?:it )?on (?:the )?screen\b/i,
    /\bnot (?:described|explained|covered) (?:in|by) (?:this|these) guides?\b/i,
    /\bthis guide does not (?:describe|explain|say|cover)\b/i,
    /\bPayNow's (?:data|material|documentation) does not\b/i,
  ].map((pattern) => ({
    pattern,
    message:
      'outsider voice: PayNow speaks as PayNow. Say what to check on screen, or to ask PayNow customer service; put open questions in {/* DOCS-TEAM: … */} (STYLE.md)',
  })),
  'zh-TW': [
    /本指南(?:未|沒有|並未)(?:說明|提到|涵蓋)/u,
    /沒有說明/u,
    /並未說明/u,
    /我們在畫面上/u,
    /PayNow\s*(?:沒有|並未|未)(?:提供|說明|提到)/u,
  ].map((pattern) => ({
    pattern,
    message:
      'outsider voice: PayNow speaks as PayNow (「請在畫面上確認…」 or 「請洽PayNow客服」); put open questions in {/* DOCS-TEAM: … */} (STYLE.md)',
  })),
};

/** 「本頁寫給」 opens at most this many zh-TW pages (the lint counts across files). */
export const PAGE_FOR = '本頁寫給';
export const PAGE_FOR_LIMIT = 2;

/** Translated English that a Taiwanese editor would not write, with the fix. */
export const CALQUES: readonly Phrase[] = [
  [/封簡訊/u, '簡訊的量詞是「則」：一則簡訊'],
  [
    /全有或全無/u,
    '「全有或全無」是英文 all or nothing 的直譯：寫出結果，例如「只要一列有誤，整份檔案都不會開立」',
  ],
  [/有名稱的權限/u, '直譯：「角色」是一組權限設定'],
  [/不負責任/u, '「不負責任」讀起來像「沒有責任感」：寫「恕不負責」'],
  [/選擇性步驟/u, '直譯 optional step：寫「此步驟可略過」或「（選填）」'],
  [/(?<!本頁)寫給/u, '直譯 written for：寫「適用於」，或直接說明本頁內容'],
  [/依讀者分類/u, '直譯 by reader：寫「依身分查看」'],
  [/另有自己的/u, '直譯 has its own：寫「…不同」'],
  [/本頁的讀者/u, '直譯：寫「本頁適用於…」'],
  [/本頁完整說明一件事/u, '直譯：寫「本頁說明…」'],
  [
    /(?:FamilyMart|Hi-Life|OK mart)\s*[（(]/u,
    '中文名稱在前：全家便利商店、萊爾富（依畫面顯示）',
  ],
].map(([pattern, message]) => ({
  pattern: pattern as RegExp,
  message: message as string,
}));

const HAN = /\p{Script=Han}/u;
/** The full-width form of each half-width mark a Chinese sentence must not use. */
const FULL_WIDTH: Readonly<Record<string, string>> = {
  ',': '「，」 or 「、」',
  ';': '「；」',
  ':': '「：」',
  '?': '「？」',
  '!': '「！」',
};
/** Characters that do not show as text between a Han and a Latin character: Markdown marks, and masked code. */
const T = '[*_`~\\[\\]\\u0000]*';

/** Replaces `match` in `text` by NUL characters, keeping columns. */
function blank(match: string): string {
  return '\u0000'.repeat(match.length);
}

/**
 * The lines of `text` as prose, columns kept: front matter `keywords`
 * (search words), fenced code, comments (`{/* … *\/}`, `<!-- -->`),
 * `import`/`export` lines, heading ids, link targets, HTML tags without Han
 * text, inline code, URLs and e-mail addresses are masked. A code span or an
 * address is not a word of the sentence: the spacing rule leaves the space
 * beside it to the writer.
 */
export function proseLines(text: string): string[] {
  const lines = text.split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  let comment = false;
  let frontMatter = lines[0] === '---';
  lines.forEach((raw, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(raw)?.[1];
    if (frontMatter && index > 0 && raw === '---') frontMatter = false;
    if (
      fence !== null ||
      marker ||
      /^(?:import|export)\s/.test(raw) ||
      (frontMatter && /^keywords:/.test(raw))
    ) {
      if (marker && (fence === null || marker.startsWith(fence))) {
        fence = fence === null ? marker : null;
      }
      out.push(blank(raw));
      return;
    }
    let line = raw;
    if (comment) {
      const end = /\*\/\}|-->/.exec(line);
      if (!end) {
        out.push(blank(raw));
        return;
      }
      comment = false;
      line =
        blank(line.slice(0, end.index + end[0].length)) +
        line.slice(end.index + end[0].length);
    }
    line = line
      .replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, blank)
      .replace(/\{#[\w-]+\}/g, blank)
      .replace(/\]\([^)\s]*\)/g, (match) => ']' + blank(match.slice(1)))
      .replace(/<\/?[A-Za-z][^<>]*>/g, (tag) =>
        HAN.test(tag) ? tag : blank(tag),
      )
      .replace(/`[^`]+`/g, blank)
      .replace(/https?:\/\/[^\s)）」]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, blank);
    const opening = /\{\/\*|<!--/.exec(line);
    if (opening) {
      comment = true;
      line = line.slice(0, opening.index) + blank(line.slice(opening.index));
    }
    out.push(line);
  });
  return out;
}

/** Marks that enclose a label as a label: 「」, 『』, bold, parentheses, quotes. */
const LABEL_MARKS: readonly [string, string][] = [
  ['「', '」'],
  ['『', '』'],
  ['**', '**'],
  ['(', ')'],
  ['（', '）'],
  ['"', '"'],
  ['“', '”'],
];

/**
 * Replaces each label in `line` by `replace(label)`, longest labels first.
 * A label in `marked` (one that cuts into a glossary variant, such as a
 * two-character label inside one) is replaced only where marks enclose it
 * as a label: anywhere else its letters may be the variant's.
 */
function maskLabels(
  line: string,
  labels: readonly string[],
  replace: (label: string) => string,
  marked: ReadonlySet<string> = new Set(),
): string {
  let masked = line;
  for (const label of labels) {
    if (!masked.includes(label)) continue;
    if (!marked.has(label)) {
      masked = masked.split(label).join(replace(label));
      continue;
    }
    for (const [open, close] of LABEL_MARKS) {
      masked = masked
        .split(`${open}${label}${close}`)
        .join(`${open}${replace(label)}${close}`);
    }
  }
  return masked;
}

/**
 * Whether masking `label` can hide part of an occurrence of `variant`: it
 * lies inside the variant or overlaps one of its ends. (A label that holds
 * the whole variant hides only its own text.)
 */
function cutsInto(label: string, variant: string): boolean {
  if (label.includes(variant)) return false;
  if (variant.includes(label)) return true;
  for (let n = 1; n < Math.min(label.length, variant.length); n++) {
    if (
      label.endsWith(variant.slice(0, n)) ||
      variant.endsWith(label.slice(0, n))
    )
      return true;
  }
  return false;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The voice problems of `text`, with 1-based lines and columns. */
export function voiceProblems(
  text: string,
  options: VoiceOptions,
): VoiceProblem[] {
  const {locale, placeholders = false, outsiderOnly = false} = options;
  const labels = [...(options.labels ?? [])].sort(
    (a, b) => b.length - a.length,
  );
  const latinAfter = placeholders ? '[A-Za-z0-9{]' : '[A-Za-z0-9]';
  const latinBefore = placeholders ? '[A-Za-z0-9}]' : '[A-Za-z0-9]';
  const spacing = new RegExp(
    `(?<=\\p{Script=Han}${T})[ \\t]+(?=${T}${latinAfter})|(?<=${latinBefore}${T})[ \\t]+(?=${T}\\p{Script=Han})`,
    'gu',
  );
  const variants = (options.variants ?? []).map(({word, use}) => ({
    word,
    use,
    pattern: new RegExp(
      locale === 'en' ? `\\b${escape(word)}\\b` : escape(word),
      // Case-sensitive: a screen's Email or EMAIL label is not prose.
      'gu',
    ),
  }));
  // Labels that cut into a variant exempt only where marked as labels.
  const marked = new Set(
    labels.filter((label) => variants.some(({word}) => cutsInto(label, word))),
  );
  const problems: VoiceProblem[] = [];
  const report = (
    line: number,
    column: number,
    rule: string,
    message: string,
  ) => problems.push({line, column: column + 1, rule, message});
  const find = (
    line: string,
    pattern: RegExp,
    each: (at: number, match: string) => void,
  ) => {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g',
    );
    for (const match of line.matchAll(global)) each(match.index, match[0]);
  };

  proseLines(text).forEach((prose, index) => {
    const lineNumber = index + 1;
    const words = maskLabels(prose, labels, blank, marked);
    for (const {pattern, message} of OUTSIDER_PHRASES[locale]) {
      find(words, pattern, (at) => report(lineNumber, at, 'outsider', message));
    }
    if (outsiderOnly) return;
    for (const {word, use, pattern} of variants) {
      find(words, pattern, (at) =>
        report(
          lineNumber,
          at,
          'glossary',
          `"${word}" is a variant our pages do not use: write "${use}" (glossary.yaml)`,
        ),
      );
    }
    if (locale !== 'zh-TW' || !HAN.test(prose)) return;
    find(words, /[你妳]/u, (at, match) =>
      report(
        lineNumber,
        at,
        'register',
        `「${match}」: address the reader as 「您」`,
      ),
    );
    for (const {pattern, message} of CALQUES) {
      find(words, pattern, (at) => report(lineNumber, at, 'calque', message));
    }
    find(words, new RegExp(PAGE_FOR, 'u'), (at) =>
      report(lineNumber, at, 'page-for', PAGE_FOR),
    );
    find(
      words,
      /(?<=\p{Script=Han})[,;:?!]|[,;?!](?=\p{Script=Han})/u,
      (at, mark) =>
        report(
          lineNumber,
          at,
          'punctuation',
          `half-width "${mark}" in a Chinese sentence: write the full-width ${FULL_WIDTH[mark]!}`,
        ),
    );
    const spaced = maskLabels(prose, labels, (label) =>
      label.replace(/\s/g, '\u0000'),
    );
    for (const match of spaced.matchAll(spacing)) {
      report(
        lineNumber,
        match.index,
        'spacing',
        "a typed space between Han and Latin text or digits: delete it (CSS text-autospace renders the gap); an on-screen label keeps the screen's spacing: quote it in the English page's parentheses or in glossary.yaml labels",
      );
    }
  });
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}
