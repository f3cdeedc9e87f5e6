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
import {areaOf, cardImage, resolveSettings} from './settings.ts';
import {metaTags} from './index.ts';

function withSite<T>(run: (siteDir: string) => T): T {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'social-cards-'));
  try {
    return run(siteDir);
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
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

test('a Chinese title without a font that covers it fails, naming the file', () => {
  withSite((siteDir) => {
    const settings = settingsFor(siteDir);
    assert.throws(
      () =>
        cardImage(
          {title: '退款審核', area: 'Guides'},
          settings,
          'docs/refund-zh.mdx',
        ),
      /docs\/refund-zh\.mdx: the social card text "退款審核".*extraFonts/,
    );
    const withFont = {
      ...settings,
      design: {...settings.design, extraFonts: ['/fonts/noto-sans-tc.woff']},
    };
    assert.match(
      cardImage(
        {title: '退款審核', area: 'Guides'},
        withFont,
        'docs/refund-zh.mdx',
      ),
      /^\/assets\/social\/[0-9a-f]{16}\.png$/,
    );
  });
});

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
