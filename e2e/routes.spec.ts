import {readFileSync} from 'node:fs';
import {BASE_URL} from '../site.settings.ts';
import {allowConsole, test, expect, hydrated} from './support/fixtures';

// Every route's status, h1, title and lang, the 404 page of each locale and
// the sitemap's docs routes are checked in e2e/pages.spec.ts, in the page
// load that also runs axe.

test('a client-side navigation to an unknown path shows the 404 page', async ({
  page,
}) => {
  await page.goto('');
  // Client-side routing starts with the app: before hydration a navigation
  // is a plain page load.
  await hydrated(page);
  await page.evaluate((base) => {
    window.history.pushState({}, '', `${base}nowhere`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, BASE_URL);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Page Not Found',
  );
});

// The server answers .html and index.html URLs with a 301 to the clean path
// (deploy/nginx.check.ts). This proves the Docusaurus client also renders the clean
// route when a host serves a docs page under its .html name. (For pages outside
// /docs the client recovers from the hydration mismatch by rendering the layout
// twice, which is why production redirects instead of serving such URLs.)
test.describe('the client renders the clean route for .html and index.html URLs', () => {
  const cases = [
    ['docs/payment-admin/refund.html', 'docs/payment-admin/refund/index.html'],
    ['docs/payment-admin/index.html', 'docs/payment-admin/index.html'],
    [
      'docs/invoice-admin/generation.html',
      'docs/invoice-admin/generation/index.html',
    ],
  ] as const;
  for (const [variant, builtFile] of cases) {
    test(
      `/${variant}`,
      // React logs the recoverable hydration mismatch (error #418) of a page
      // rendered under a URL it was not built for, then renders the route.
      {annotation: allowConsole('Minified React error #418')},
      async ({page, baseURL}) => {
        const html = readFileSync(`build/${builtFile}`, 'utf8');
        const expectedHeading = /<h1[^>]*>(.*?)<\/h1>/.exec(html)![1]!;
        await page.route(`${baseURL}${variant}`, (route) =>
          route.fulfill({status: 200, contentType: 'text/html', body: html}),
        );
        await page.goto(variant);
        await hydrated(page);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(
          expectedHeading,
        );
        expect(page.url()).toBe(`${baseURL}${variant}`);
      },
    );
  }
});
