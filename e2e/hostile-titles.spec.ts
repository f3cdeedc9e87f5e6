import {existsSync} from 'node:fs';
import {load} from 'cheerio';
import {BASE_URL} from '../site.settings.ts';
import {allowConsole, test, expect, hydrated} from './support/fixtures';
import {startStaticServer, type StaticServer} from './support/static-server';

/**
 * A title is text wherever it is written: a title in backticks that tries to end the structured-data
 * script. build-hostile/ is the fixture site e2e/fixtures/hostile-site
 * (`npm run build:hostile`): the payload is the title of a guide, of a
 * release note and the summary of an API operation.
 */
const PAYLOAD =
  '`</script><meta http-equiv=refresh content=0;url=https://evil.example/>`';
const BUILD_DIR = 'build-hostile';

let server: StaticServer | undefined;
test.beforeAll(async () => {
  if (!existsSync(`${BUILD_DIR}/index.html`)) {
    throw new Error(`No ${BUILD_DIR}/: run \`npm run build:hostile\` first.`);
  }
  server = await startStaticServer(BUILD_DIR, BASE_URL);
});
test.afterAll(async () => {
  await server?.close();
});

for (const [name, route, heading] of [
  ['a guide title', 'docs/guides/breakout', true],
  ['a release-note title', 'release-note/breakout', true],
  ['a release-note title in the list', 'release-note', false],
  ['an API summary', 'api/get-pet', true],
] as const) {
  test(
    `${name} stays text: no element or redirect from it (${route})`,
    {
      // The API theme's server HTML does not hydrate cleanly in this minimal
      // site (also with a plain summary; the real site has no such error).
      annotation: route.startsWith('api/')
        ? [allowConsole('Minified React error #418')]
        : [],
    },
    async ({page}) => {
      const outside: string[] = [];
      await page.route(
        (url) => !url.href.startsWith(server!.url),
        (request) => {
          outside.push(request.request().url());
          return request.abort();
        },
      );
      // The served HTML: no element made of the title.
      const served = await page.request.get(`${server!.url}${route}`);
      expect(served.status()).toBe(200);
      const $ = load(await served.text());
      expect($('meta[http-equiv], base, iframe, object, embed')).toHaveLength(
        0,
      );
      await page.goto(`${server!.url}${route}`);
      await hydrated(page);
      await expect(page.locator('meta[http-equiv]')).toHaveCount(0);
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .allTextContents();
      expect(blocks.length).toBeGreaterThan(0);
      const data = blocks.map((block) => JSON.stringify(JSON.parse(block)));
      expect(
        data.some((json) =>
          json.includes(JSON.stringify(PAYLOAD).slice(1, -1)),
        ),
      ).toBe(true);
      if (heading) {
        await expect(page.locator('h1').first()).toHaveText(PAYLOAD);
      } else {
        await expect(
          page.getByRole('link', {name: PAYLOAD}).first(),
        ).toBeVisible();
      }
      // No refresh to evil.example (it would be caught by the route above).
      await page.waitForTimeout(1500);
      expect(page.url()).toBe(`${server!.url}${route}`);
      expect(outside).toEqual([]);
    },
  );
}
