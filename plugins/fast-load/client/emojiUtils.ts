/**
 * Replaces `@docusaurus/theme-common/lib/utils/emojiUtils.js` (3.10; same
 * export, same results): doc cards call it for their labels.
 *
 * Why: the original builds an `Intl.Segmenter` when main.js is evaluated
 * (20 ms of main thread, 90 ms at 4× CPU, on every page load), and its
 * `\p{RGI_Emoji}` pattern, compiled on the first call, costs another 40 ms
 * (150 ms at 4×) when a section index renders its cards. Here a label whose
 * first character cannot start an emoji (every label of this site) returns
 * at once; the segmenter and the pattern are made only for one that can.
 */

/** Code points that can start an RGI emoji sequence all have this property. */
const MAY_START_EMOJI = /\p{Emoji}/u;

let segmenter: Intl.Segmenter | undefined;
let rgiEmoji: RegExp | undefined;

export function extractLeadingEmoji(input: string): {
  emoji: string | null;
  rest: string;
} {
  const first = input.codePointAt(0);
  if (
    first === undefined ||
    !MAY_START_EMOJI.test(String.fromCodePoint(first))
  ) {
    return {emoji: null, rest: input};
  }
  segmenter ??= new Intl.Segmenter(undefined, {granularity: 'grapheme'});
  const grapheme = segmenter.segment(input)[Symbol.iterator]().next()
    .value?.segment;
  if (!grapheme) {
    return {emoji: null, rest: input};
  }
  // Covers flags, ZWJ sequences and skin tones; excludes digits.
  rgiEmoji ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  if (!rgiEmoji.test(grapheme)) {
    return {emoji: null, rest: input};
  }
  return {emoji: grapheme, rest: input.slice(grapheme.length)};
}
