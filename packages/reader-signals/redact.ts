/**
 * Removes contact details a reader types into free text before it is
 * stored: e-mail addresses and phone numbers, Taiwanese forms included
 * (mobile `0912-345-678`, landline `02-2345-6789` or `(02)2345-6789`,
 * `+886 912 345 678`, `+886-2-2345-6789`) and any other international
 * number written with `+`. Full-width digits and signs (`０９１２`, `＠`)
 * count as their ASCII forms; the rest of the text (full-width punctuation
 * of Chinese sentences) is kept as typed. Pure string functions.
 */

/** What replaces a redacted e-mail address. */
export const EMAIL_MARK = '[email]';
/** What replaces a redacted phone number. */
export const PHONE_MARK = '[phone]';

/**
 * Full-width ASCII forms (`０`–`９`, `ａ`, `＠`, `＋`, `（`…) and the
 * ideographic space as ASCII: one UTF-16 unit for one, so offsets stay the
 * same (only the matching reads it; what is kept is the text as typed).
 */
function halfWidth(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (char) =>
      String.fromCharCode(char.charCodeAt(0) - 0xfee0),
    )
    .replace(/\u3000/g, ' ');
}

const EMAIL =
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** A separator inside a phone number. */
const SEP = '[ .\\-\\u2010-\\u2015]?';
const PHONES = [
  // +886 (Taiwan) or 886 followed by the number without its leading 0.
  `(?:\\+|\\b00)?886${SEP}\\(?0?\\d{1,3}\\)?${SEP}\\d{3,4}${SEP}\\d{3,4}`,
  // Any other international number: + and 8 to 15 digits.
  `\\+\\d(?:${SEP}\\(?\\d+\\)?){2,}`,
  // Taiwanese mobile: 09xx xxx xxx.
  `\\b09\\d{2}${SEP}\\d{3}${SEP}\\d{3}\\b`,
  // Taiwanese landline: 0 and a 1–3 digit area code, in parentheses or not.
  `(?:\\(0\\d{1,3}\\)|\\b0\\d{1,3})${SEP}\\d{3,4}${SEP}\\d{3,4}\\b`,
];
const PHONE = new RegExp(PHONES.join('|'), 'g');

/** Whether a match of {@link PHONE} has enough digits to be a phone number (7 to 15). */
function isPhone(match: string): boolean {
  const digits = match.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/**
 * `text` with each match of `pattern` (found in its half-width reading)
 * that `keep` accepts replaced by `mark`.
 */
function replaceMatches(
  text: string,
  pattern: RegExp,
  mark: string,
  keep: (match: string) => boolean = () => true,
): string {
  let out = '';
  let at = 0;
  for (const match of halfWidth(text).matchAll(pattern)) {
    if (!keep(match[0])) continue;
    out += `${text.slice(at, match.index)}${mark}`;
    at = match.index + match[0].length;
  }
  return out + text.slice(at);
}

/** `text` with every e-mail address and phone number replaced by a mark. */
export function redact(text: string): string {
  return replaceMatches(
    replaceMatches(text, EMAIL, EMAIL_MARK),
    PHONE,
    PHONE_MARK,
    isPhone,
  );
}
