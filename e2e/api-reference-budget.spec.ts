import type {Response} from '@playwright/test';
import {gzipSync} from 'node:zlib';
import {test, expect, hydrated} from './support/fixtures';

/**
 * First-load JavaScript until network idle, gzip-compressed here (the test
 * server sends files uncompressed). Budget: 200 KB, like a guide page.
 */
test.describe('first-load JavaScript', () => {
  for (const path of [
    'api',
    'api/get-pet-by-id',
    'api/add-pet',
    'docs/payment-admin/refund',
  ]) {
    test(`/${path} loads at most 200 KB of gzipped JavaScript`, async ({
      page,
    }, testInfo) => {
      const scripts: Response[] = [];
      const collect = (response: Response) => {
        if (response.request().resourceType() === 'script') {
          scripts.push(response);
        }
      };
      page.on('response', collect);
      await page.goto(path, {waitUntil: 'networkidle'});
      // On a busy machine main.js can run longer than the network-idle window:
      // wait for hydration (all route chunks requested), then idle again.
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // Stop collecting before reading bodies: a script that arrives later
      // (idle prefetch) must not start a body read that outlives the test.
      page.off('response', collect);
      const sizes = await Promise.all(
        scripts.map(
          async (response) =>
            gzipSync(await response.body(), {level: 9}).length,
        ),
      );
      const total = sizes.reduce((sum, size) => sum + size, 0);
      const kb = Math.round(total / 102.4) / 10;
      testInfo.annotations.push({
        type: 'first-load JS (gzip)',
        description: `${kb} KB`,
      });
      console.log(
        `first-load JS /${path}: ${kb} KB gzip in ${sizes.length} files`,
      );
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(200 * 1024);
    });
  }
});
