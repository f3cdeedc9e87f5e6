/**
 * Invisible characters in text the site publishes, found by Unicode
 * category, not by a list: every control character (`Cc`: ESC, the other
 * C0 and C1 controls; tab, line feed and carriage return excepted), every
 * format character (`Cf`: bidirectional controls, "Trojan Source", and
 * zero-width characters, which split or join words unseen), every default
 * ignorable code point (Hangul fillers, variation selectors outside an
 * emoji, Unicode tag characters: invisible ASCII, "ASCII smuggling" of
 * instructions to an assistant) and the line and paragraph separators
 * (U+2028/2029: a line break to some readers, none to others). None
 * belongs in content, front matter or labels; an on-screen label that truly
 * contains one is allowed by its exact text ({@link AllowedInvisible}).
 * Emoji keep theirs: a variation selector after a pictograph, a zero width
 * joiner between two, and the tag letters of the three flags Unicode
 * recommends (England, Scotland, Wales), no other tag text.
 */

/** The names messages give the best-known of them. */
export const INVISIBLE: ReadonlyMap<string, string> = new Map([
  ['\u061C', 'ARABIC LETTER MARK (bidi control)'],
  ['\u200E', 'LEFT-TO-RIGHT MARK (bidi control)'],
  ['\u200F', 'RIGHT-TO-LEFT MARK (bidi control)'],
  ['\u202A', 'LEFT-TO-RIGHT EMBEDDING (bidi control)'],
  ['\u202B', 'RIGHT-TO-LEFT EMBEDDING (bidi control)'],
  ['\u202C', 'POP DIRECTIONAL FORMATTING (bidi control)'],
  ['\u202D', 'LEFT-TO-RIGHT OVERRIDE (bidi control)'],
  ['\u202E', 'RIGHT-TO-LEFT OVERRIDE (bidi control)'],
  ['\u2066', 'LEFT-TO-RIGHT ISOLATE (bidi control)'],
  ['\u2067', 'RIGHT-TO-LEFT ISOLATE (bidi control)'],
  ['\u2068', 'FIRST STRONG ISOLATE (bidi control)'],
  ['\u2069', 'POP DIRECTIONAL ISOLATE (bidi control)'],
  ['\u200B', 'ZERO WIDTH SPACE'],
  ['\u200C', 'ZERO WIDTH NON-JOINER'],
  ['\u200D', 'ZERO WIDTH JOINER'],
  ['\u2060', 'WORD JOINER (zero width)'],
  ['\u2061', 'FUNCTION APPLICATION (invisible)'],
  ['\u2062', 'INVISIBLE TIMES'],
  ['\u2063', 'INVISIBLE SEPARATOR'],
  ['\u2064', 'INVISIBLE PLUS'],
  ['\uFEFF', 'ZERO WIDTH NO-BREAK SPACE (byte order mark)'],
  ['\u180E', 'MONGOLIAN VOWEL SEPARATOR (zero width)'],
  ['\u00AD', 'SOFT HYPHEN (invisible)'],
  ['\u034F', 'COMBINING GRAPHEME JOINER (invisible)'],
  ['\u115F', 'HANGUL CHOSEONG FILLER (blank)'],
  ['\u1160', 'HANGUL JUNGSEONG FILLER (blank)'],
  ['\u3164', 'HANGUL FILLER (blank)'],
  ['\uFFA0', 'HALFWIDTH HANGUL FILLER (blank)'],
  ['\u2028', 'LINE SEPARATOR'],
  ['\u2029', 'PARAGRAPH SEPARATOR'],
]);

/** Ranges named by code point (the rest are named by category). */
const INVISIBLE_RANGES: ReadonlyArray<[number, number, string]> = [
  [0xe0000, 0xe007f, 'TAG CHARACTER (invisible ASCII)'],
  [0xfe00, 0xfe0f, 'VARIATION SELECTOR outside an emoji'],
  [0xe0100, 0xe01ef, 'VARIATION SELECTOR SUPPLEMENT'],
];

/** A character's name in messages. */
function nameOf(character: string): string {
  const code = character.codePointAt(0)!;
  return (
    INVISIBLE.get(character) ??
    INVISIBLE_RANGES.find(([from, to]) => code >= from && code <= to)?.[2] ??
    (/\p{Cc}/u.test(character)
      ? 'CONTROL CHARACTER'
      : /\p{Cf}/u.test(character)
        ? 'FORMAT CHARACTER (invisible)'
        : 'DEFAULT IGNORABLE CHARACTER (invisible)')
  );
}

/** Every character refused, by category: controls but tab, LF and CR; format characters; default ignorables; U+2028/2029. */
const PATTERN = new RegExp(
  '[[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}]--[\\t\\n\\r]]',
  'gv',
);

/** The tag letters of the flags Unicode recommends (RGI): England, Scotland, Wales. */
const RGI_TAG_FLAGS = new Set(['gbeng', 'gbsct', 'gbwls']);

/**
 * Whether the character at `at` belongs to an emoji: a variation selector
 * after a pictograph or keycap base (❤️, 1️⃣), or a tag character of one of
 * the three recommended flag sequences (🏴 then the tag letters `gbsct` then
 * CANCEL TAG, the flag of Scotland); any other tag text is smuggled.
 */
function emojiPart(text: string, at: number): boolean {
  const code = text.codePointAt(at)!;
  if (code === 0xfe0e || code === 0xfe0f) {
    return /(?:\p{Extended_Pictographic}|[#*0-9])$/u.test(
      text.slice(Math.max(0, at - 2), at),
    );
  }
  if (code >= 0xe0020 && code <= 0xe007f) {
    // Each tag character is two code units.
    const tag = (from: number): boolean => {
      const point = text.codePointAt(from) ?? 0;
      return point >= 0xe0020 && point <= 0xe007e;
    };
    let start = at;
    while (start >= 2 && tag(start - 2)) start -= 2;
    let end = at;
    while (tag(end)) end += 2;
    const letters = String.fromCharCode(
      ...[...text.slice(start, end)].map(
        (character) => character.codePointAt(0)! - 0xe0000,
      ),
    );
    return (
      text.codePointAt(start - 2) === 0x1f3f4 &&
      text.codePointAt(end) === 0xe007f &&
      RGI_TAG_FLAGS.has(letters)
    );
  }
  return false;
}

/**
 * Whether the character at `at` is a zero width joiner inside an emoji
 * sequence (👩‍💻): visible as one picture, not hidden text.
 */
function emojiJoiner(text: string, at: number): boolean {
  return (
    text[at] === '\u200D' &&
    /\p{Extended_Pictographic}\uFE0F?$/u.test(
      text.slice(Math.max(0, at - 3), at),
    ) &&
    /^\p{Extended_Pictographic}/u.test(text.slice(at + 1, at + 3))
  );
}

/** A label that really shows an invisible character on screen, and where that is recorded. */
export interface AllowedInvisible {
  /** The label's exact text, invisible character included. */
  text: string;
  /** The screen or document it is copied from (content-facts/ file). */
  source: string;
}

export interface InvisibleProblem {
  /** 1-based, as editors count. */
  line: number;
  /** 1-based, in characters (code points) of the line. */
  column: number;
  message: string;
}

/** `text` without the characters {@link invisibleProblems} reports (for output a build publishes). */
export function withoutInvisible(text: string): string {
  return text.replace(PATTERN, (character, at: number) =>
    emojiJoiner(text, at) || emojiPart(text, at) ? character : '',
  );
}

/** Each invisible character of `text` outside the allowed labels. */
export function invisibleProblems(
  text: string,
  allowed: readonly AllowedInvisible[] = [],
): InvisibleProblem[] {
  // Spans of `text` covered by an allowed label.
  const covered: Array<[number, number]> = [];
  for (const {text: label} of allowed) {
    for (
      let at = text.indexOf(label);
      at !== -1;
      at = text.indexOf(label, at + 1)
    ) {
      covered.push([at, at + label.length]);
    }
  }
  const problems: InvisibleProblem[] = [];
  const lineStarts = [0];
  for (const match of text.matchAll(/\r\n|\r|\n/g)) {
    lineStarts.push(match.index + match[0].length);
  }
  for (const match of text.matchAll(PATTERN)) {
    const at = match.index;
    if (
      covered.some(([start, end]) => at >= start && at < end) ||
      emojiJoiner(text, at) ||
      emojiPart(text, at)
    ) {
      continue;
    }
    let line = lineStarts.length - 1;
    while (lineStarts[line]! > at) line -= 1;
    const column = [...text.slice(lineStarts[line], at)].length + 1;
    const code = match[0].codePointAt(0)!.toString(16).toUpperCase();
    problems.push({
      line: line + 1,
      column,
      message: `invisible character U+${code.padStart(4, '0')} ${nameOf(match[0])}: delete it (or, for an on-screen label that shows it, add the label with its source to tools/invisible/allowed.ts)`,
    });
  }
  return problems;
}
