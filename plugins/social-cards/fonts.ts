/**
 * Which characters the card fonts can draw, and the Chinese font of the
 * cards: Noto Sans TC from `@fontsource-variable/noto-sans-tc`, cut at build
 * time to the Han characters of the cards (`subset-font`, weight pinned) and
 * handed to satori. Nothing is downloaded, by the build or by readers.
 */
import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {inflateSync} from 'node:zlib';
import subsetFont from 'subset-font';

const require = createRequire(__filename);

/** The npm package of the Chinese font. */
export const HAN_FONT_PACKAGE = '@fontsource-variable/noto-sans-tc';

/** The Chinese font's package and version: part of the card design, so a new version redraws the cards. */
export function hanFontId(): string {
  const {version} = JSON.parse(
    readFileSync(require.resolve(`${HAN_FONT_PACKAGE}/package.json`), 'utf8'),
  ) as {version: string};
  return `${HAN_FONT_PACKAGE}@${version}`;
}

/**
 * Characters drawn with the Chinese font: Han ideographs, CJK punctuation
 * (`，。「」`) and full-width forms (`（）：`).
 */
export const HAN = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** The Unicode code points a font file (TTF, OTF or WOFF) maps to glyphs. */
export function cmapCoverage(data: Buffer): Set<number> {
  const tables = sfntTables(data);
  const cmap = tables.get('cmap');
  if (!cmap) throw new Error('the font has no cmap table');
  const count = cmap.readUInt16BE(2);
  const subtables: {platform: number; encoding: number; offset: number}[] = [];
  for (let index = 0; index < count; index += 1) {
    const at = 4 + index * 8;
    subtables.push({
      platform: cmap.readUInt16BE(at),
      encoding: cmap.readUInt16BE(at + 2),
      offset: cmap.readUInt32BE(at + 4),
    });
  }
  const covered = new Set<number>();
  for (const {platform, encoding, offset} of subtables) {
    const unicode =
      platform === 0 || (platform === 3 && [1, 10].includes(encoding));
    if (!unicode) continue;
    const format = cmap.readUInt16BE(offset);
    if (format === 4) {
      const segments = cmap.readUInt16BE(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let segment = 0; segment < segments; segment += 1) {
        const end = cmap.readUInt16BE(ends + segment * 2);
        const start = cmap.readUInt16BE(starts + segment * 2);
        const delta = cmap.readInt16BE(deltas + segment * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + segment * 2);
        for (let code = start; code <= end && code !== 0xffff; code += 1) {
          let glyph: number;
          if (rangeOffset === 0) {
            glyph = (code + delta) & 0xffff;
          } else {
            const at =
              rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2;
            glyph = cmap.readUInt16BE(at);
            if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
          }
          if (glyph !== 0) covered.add(code);
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(offset + 12);
      for (let group = 0; group < groups; group += 1) {
        const at = offset + 16 + group * 12;
        const start = cmap.readUInt32BE(at);
        const end = cmap.readUInt32BE(at + 4);
        const glyph = cmap.readUInt32BE(at + 8);
        for (let code = start; code <= end; code += 1) {
          if (glyph + (code - start) !== 0) covered.add(code);
        }
      }
    }
  }
  return covered;
}

/** The tables of an sfnt (TTF/OTF) or WOFF 1.0 file, by tag. */
function sfntTables(data: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>();
  const signature = data.toString('latin1', 0, 4);
  if (signature === 'wOF2') {
    throw new Error('WOFF2 fonts are not read here: give a TTF, OTF or WOFF');
  }
  // A WOFF table record also holds the compressed length, before the length.
  const woff = signature === 'wOFF';
  const count = data.readUInt16BE(woff ? 12 : 4);
  for (let index = 0; index < count; index += 1) {
    const at = woff ? 44 + index * 20 : 12 + index * 16;
    const tag = data.toString('latin1', at, at + 4);
    const offset = data.readUInt32BE(at + (woff ? 4 : 8));
    const length = data.readUInt32BE(at + 12);
    const stored = woff ? data.readUInt32BE(at + 8) : length;
    const bytes = data.subarray(offset, offset + stored);
    tables.set(tag, stored < length ? inflateSync(bytes) : bytes);
  }
  return tables;
}

/** The name of the script of a character a font lacks, as an error states it. */
export function scriptName(char: string): string {
  const scripts: [RegExp, string][] = [
    [/\p{Extended_Pictographic}|\p{Emoji_Presentation}/u, 'emoji'],
    [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'Japanese kana'],
    [/\p{Script=Hangul}/u, 'Korean Hangul'],
    [/\p{Script=Han}/u, 'Chinese (Han)'],
    [/\p{Script=Cyrillic}/u, 'Cyrillic'],
    [/\p{Script=Arabic}/u, 'Arabic'],
    [/\p{Script=Hebrew}/u, 'Hebrew'],
    [/\p{Script=Greek}/u, 'Greek'],
    [/\p{Script=Thai}/u, 'Thai'],
    [/\p{Script=Devanagari}/u, 'Devanagari'],
  ];
  const found = scripts.find(([pattern]) => pattern.test(char));
  const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return found ? `${found[1]} (${char} ${code})` : `${char} ${code}`;
}

/** The subset files of the Chinese font and the code points each covers. */
function hanFontFiles(): {file: string; covers: Set<number>}[] {
  const root = path.dirname(
    require.resolve(`${HAN_FONT_PACKAGE}/package.json`),
  );
  const ranges = JSON.parse(
    readFileSync(path.join(root, 'unicode.json'), 'utf8'),
  ) as Record<string, string>;
  return Object.entries(ranges).map(([name, range]) => {
    const covers = new Set<number>();
    for (const part of range.split(',')) {
      const [start, end] = part
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => parseInt(hex, 16));
      for (let code = start!; code <= (end ?? start!); code += 1) {
        covers.add(code);
      }
    }
    const subset = name.replace(/^\[|\]$/g, '');
    return {
      file: path.join(
        root,
        'files',
        `noto-sans-tc-${subset}-wght-normal.woff2`,
      ),
      covers,
    };
  });
}

let hanFiles: ReturnType<typeof hanFontFiles> | undefined;

/** Whether the Chinese font has a glyph for this character. */
export function hanFontCovers(char: string): boolean {
  hanFiles ??= hanFontFiles();
  const code = char.codePointAt(0)!;
  return hanFiles.some(({covers}) => covers.has(code));
}

/**
 * The Chinese font cut to `chars` (the Han characters of every card), at one
 * weight: the subset files whose ranges hold them, each subset to those
 * characters as TrueType (satori reads no WOFF2) with the weight axis
 * pinned. Fails naming a character that no subset file holds.
 */
export async function hanFont(
  chars: string,
  weight: number,
): Promise<Buffer[]> {
  hanFiles ??= hanFontFiles();
  const wanted = [...new Set(chars)];
  const fonts: Buffer[] = [];
  for (const {file, covers} of hanFiles) {
    const text = wanted
      .filter((char) => covers.has(char.codePointAt(0)!))
      .join('');
    if (!text) continue;
    fonts.push(
      await subsetFont(readFileSync(file), text, {
        targetFormat: 'truetype',
        variationAxes: {wght: weight},
      }),
    );
  }
  return fonts;
}
