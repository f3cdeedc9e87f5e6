import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {cardKey, renderCard} from './card.ts';
import {cmapCoverage, HAN, hanFont} from './fonts.ts';
import {areaOf, cardImage, resolveSettings} from './settings.ts';
import {metaTags} from './index.ts';

function withSite<T>(run: (siteDir: string) => T): T {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'social-cards-'));
  const cleanUp = () => rmSync(siteDir, {recursive: true, force: true});
  let result: T;
  try {
    result = run(siteDir);
  } catch (error) {
    cleanUp();
    throw error;
  }
  if (result instanceof Promise) {
    return result.finally(cleanUp) as T;
  }
  cleanUp();
  return result;
}

function settingsFor(siteDir: string) {
  return resolveSettings({
    siteTitle: 'PayNow Docs',
    siteDir,
    areas: [
      {dir: 'docs', label: 'Guides'},
      {dir: 'blog', label: 'Release notes'},
    ],
  });
}

test('a card is a 1200×630 PNG', async () => {
  const png = await renderCard(
    {title: 'ATM refund for buyers', area: 'Payment back office'},
    settingsFor(tmpdir()).design,
  );
  assert.deepEqual(
    [...png.subarray(0, 8)],
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  );
  // IHDR: width and height, big-endian, at bytes 16–23.
  assert.equal(png.readUInt32BE(16), 1200);
  assert.equal(png.readUInt32BE(20), 630);
});

test('a changed title, area or design gives the card a new name', () => {
  const {design} = settingsFor(tmpdir());
  const text = {title: 'ATM refund', area: 'Payment back office'};
  const key = cardKey(text, design);
  assert.match(key, /^[0-9a-f]{16}$/);
  assert.equal(cardKey({...text}, {...design}), key);
  assert.notEqual(cardKey({...text, title: 'ATM refunds'}, design), key);
  assert.notEqual(cardKey({...text, area: 'Guides'}, design), key);
  assert.notEqual(cardKey(text, {...design, background: '#000000'}), key);
});

test('the area is the top-level category label, else the folder area', () => {
  withSite((siteDir) => {
    mkdirSync(path.join(siteDir, 'docs/payment-admin/deep'), {recursive: true});
    writeFileSync(
      path.join(siteDir, 'docs/payment-admin/_category_.json'),
      JSON.stringify({label: 'Payment back office'}),
    );
    const settings = settingsFor(siteDir);
    const at = (file: string) => areaOf(path.join(siteDir, file), settings);
    assert.equal(at('docs/payment-admin/refund.mdx'), 'Payment back office');
    assert.equal(at('docs/payment-admin/deep/page.mdx'), 'Payment back office');
    assert.equal(at('docs/index.mdx'), 'Guides');
    assert.equal(at('blog/2026-11-22-v1.0.0.mdx'), 'Release notes');
    assert.equal(at('src/pages/other.mdx'), 'PayNow Docs');
  });
});

test('cardImage names the card under the output path and records its text for the plugin', () => {
  withSite((siteDir) => {
    const settings = settingsFor(siteDir);
    const text = {title: 'ATM refund', area: 'Guides'};
    const image = cardImage(text, settings, 'docs/refund.mdx');
    const key = cardKey(text, settings.design);
    assert.equal(image, `/assets/social/${key}.png`);
    const manifest = path.join(settings.cacheDir, `${key}.json`);
    assert.ok(existsSync(manifest));
    assert.deepEqual(JSON.parse(readFileSync(manifest, 'utf8')), text);
  });
});

/** A Chinese title and area, as the zh-TW pages have. */
const CHINESE = {
  title: '退款審核與撥款日期：「發票作廢」（7-11交貨便）',
  area: '金流後台',
};

test('a Chinese title card builds, every glyph covered by the cut Chinese font, and stays small', async () => {
  await withSite(async (siteDir) => {
    const settings = settingsFor(siteDir);
    assert.match(
      cardImage(CHINESE, settings, 'i18n/zh-TW/docs/refund.mdx'),
      /^\/assets\/social\/[0-9a-f]{16}\.png$/,
    );
    const text = `${CHINESE.title}${CHINESE.area}`;
    const hanChars = [...text].filter((char) => HAN.test(char)).join('');
    const han = {
      regular: await hanFont(hanChars, 400),
      bold: await hanFont(hanChars, 700),
    };
    // Every character is in a font satori gets: Han in the cut font, the
    // rest in Inter.
    const cut = new Set(han.bold.flatMap((font) => [...cmapCoverage(font)]));
    const inter = cmapCoverage(readFileSync(settings.design.fonts.bold));
    for (const char of text) {
      const code = char.codePointAt(0)!;
      assert.ok(
        (HAN.test(char) ? cut : inter).has(code),
        `${char} U+${code.toString(16)} has no glyph`,
      );
    }
    const fontBytes = [...han.regular, ...han.bold].reduce(
      (sum, font) => sum + font.length,
      0,
    );
    const png = await renderCard(CHINESE, settings.design, han);
    const plain = await renderCard(CHINESE, settings.design);
    console.log(
      `Chinese card: ${png.length} bytes PNG; fonts cut to ${new Set(hanChars).size} characters: ${fontBytes} bytes`,
    );
    assert.equal(png.readUInt32BE(16), 1200);
    assert.ok(png.length < 150_000, `${png.length} bytes`);
    assert.ok(fontBytes < 100_000, `${fontBytes} bytes of font`);
    // Without the Chinese font satori draws boxes: the cards differ.
    assert.notDeepEqual(png, plain);
  });
});

for (const [name, title, script] of [
  ['Hangul', '환불 안내', /Korean Hangul \(환 U\+D658\)/],
  ['kana', 'カード決済のご案内', /Japanese kana \(カ U\+30AB\)/],
  ['Cyrillic', 'Возврат', /Cyrillic \(В U\+0412\)/],
  ['Arabic', 'استرداد', /Arabic \(ا U\+0627\)/],
  ['emoji', 'Refunds 💳', /emoji \(💳 U\+1F4B3\)/],
] as const) {
  test(`a ${name} title fails the build, naming the script and the file`, () => {
    withSite((siteDir) => {
      assert.throws(
        () =>
          cardImage(
            {title, area: 'Guides'},
            settingsFor(siteDir),
            'docs/refund-x.mdx',
          ),
        (error: Error) => {
          assert.match(
            error.message,
            /^docs\/refund-x\.mdx: the social card text/,
          );
          assert.match(error.message, script);
          // Kana is Japanese, never called Chinese.
          assert.doesNotMatch(error.message, /Chinese \(Han\) \(/);
          return true;
        },
      );
    });
  });
}

test('metaTags reads og:image and twitter:card from minified and quoted HTML', () => {
  const tags = metaTags(
    `<meta data-rh=true property=og:image content=https://docs.example/base/assets/social/0123456789abcdef.png /><meta name="twitter:card" content="summary_large_image"><meta content='x y' name='description'>`,
  );
  assert.equal(
    tags.get('og:image'),
    'https://docs.example/base/assets/social/0123456789abcdef.png',
  );
  assert.equal(tags.get('twitter:card'), 'summary_large_image');
  assert.equal(tags.get('description'), 'x y');
  assert.equal(metaTags('<title>No meta</title>').size, 0);
});
