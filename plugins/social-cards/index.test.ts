import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import {BuiltSite} from '@paynow-docs/build-kit/site';
import {stepContext} from '@paynow-docs/build-kit/testing';
import socialCardsPlugin, {SOCIAL_CARDS_STEP} from './index.ts';

const siteDir = mkdtempSync(path.join(tmpdir(), 'pn-social-cards-'));
after(() => rmSync(siteDir, {recursive: true, force: true}));

const plugin = socialCardsPlugin(
  {
    baseUrl: '/base/',
    siteConfig: {url: 'https://docs.example'},
  } as LoadContext,
  {siteTitle: 'Docs', siteDir, areas: [], cacheDir: 'cache'},
);
const [step] = plugin.postBuildSteps;
const CARD = 'https://docs.example/base/assets/social/abc123.png';
const page = (meta: string) => `<html><head>${meta}</head><body></body></html>`;

describe('the social cards step', () => {
  test('is the one step the plugin offers the pipeline', () => {
    assert.deepEqual(
      plugin.postBuildSteps.map(({name}) => name),
      [SOCIAL_CARDS_STEP],
    );
  });

  test("copies each page's card into the site", async () => {
    mkdirSync(path.join(siteDir, 'cache'), {recursive: true});
    writeFileSync(path.join(siteDir, 'cache/abc123.png'), 'PNG bytes');
    const site = BuiltSite.of({
      'index.html': page(
        `<meta property="og:image" content="${CARD}"><meta name="twitter:card" content="summary_large_image">`,
      ),
    });
    await step!.run(site, stepContext());
    assert.deepEqual(site.changes().written, ['assets/social/abc123.png']);
    assert.equal(site.text('assets/social/abc123.png'), 'PNG bytes');
  });

  test('a page without og:image or twitter:card fails, naming it', async () => {
    const site = BuiltSite.of({
      'index.html': page(`<meta property="og:image" content="${CARD}">`),
      'docs/a/index.html': page(''),
    });
    await assert.rejects(
      async () => step!.run(site, stepContext()),
      /pages without a social card:\ndocs\/a\/index\.html: no og:image\ndocs\/a\/index\.html: no twitter:card\nindex\.html: no twitter:card/,
    );
  });
});
