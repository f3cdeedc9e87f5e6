/** What a first visit downloads, by kind, raw and gzip (units.ts: the served `.gz` files' level). */
import {gzipSize} from './units.ts';
import type {Browser, Response} from '@playwright/test';

export interface Bytes {
  requests: number;
  js: number;
  jsGzip: number;
  css: number;
  cssGzip: number;
  html: number;
  htmlGzip: number;
  /** Scripts fetched as `<link rel=prefetch>` (linked pages), not run. */
  prefetchJsGzip: number;
  other: number;
}

type Kind = 'js' | 'css' | 'html' | 'prefetch-js' | 'other';

function classify(response: Response): Kind {
  const type = response.request().resourceType();
  const url = response.url();
  const isScript = /\.m?js(\?|$)/.test(url);
  // A preloaded entry script is reported as `script` too; a prefetched chunk
  // as `other`.
  if (type === 'script' || (isScript && type !== 'other')) return 'js';
  if (type === 'stylesheet') return 'css';
  if (type === 'document') return 'html';
  if (isScript) return 'prefetch-js';
  return 'other';
}

export async function measureBytes(
  browser: Browser,
  url: string,
): Promise<Bytes> {
  const bytes: Bytes = {
    requests: 0,
    js: 0,
    jsGzip: 0,
    css: 0,
    cssGzip: 0,
    html: 0,
    htmlGzip: 0,
    prefetchJsGzip: 0,
    other: 0,
  };
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
  });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        bytes.requests += 1;
        if (response.status() >= 300 && response.status() < 400) return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const gzip = gzipSize(body);
        switch (classify(response)) {
          case 'js':
            bytes.js += body.length;
            bytes.jsGzip += gzip;
            break;
          case 'css':
            bytes.css += body.length;
            bytes.cssGzip += gzip;
            break;
          case 'html':
            bytes.html += body.length;
            bytes.htmlGzip += gzip;
            break;
          case 'prefetch-js':
            bytes.prefetchJsGzip += gzip;
            break;
          default:
            bytes.other += body.length;
        }
      })(),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForTimeout(1500);
  await Promise.all(pending);
  await context.close();
  return bytes;
}
