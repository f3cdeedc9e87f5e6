import {allowConsole, test, expect} from './support/fixtures';
import {BASE_URL, LOCALES, SITE_URL} from '../site.settings.ts';
import {localeBaseUrl} from '../site.i18n.ts';

test(
  'View as Markdown opens the page as Markdown',
  {
    // Chromium asks the host root for /favicon.ico when it shows a text file;
    // nothing is served outside the base path.
    annotation: allowConsole('status of 404 (Not Found)'),
  },
  async ({page, request}) => {
    await page.goto('docs/payment-admin/refund');
    const [response] = await Promise.all([
      page.waitForResponse((answer) =>
        answer.url().endsWith('/docs/payment-admin/refund.md'),
      ),
      page.getByRole('link', {name: 'View as Markdown'}).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(
      /^text\/(markdown|plain)/,
    );
    const markdown = await (
      await request.get('docs/payment-admin/refund.md')
    ).text();
    expect(markdown).toMatch(/^> .*\n\n# ATM refund for buyers\n/);
    expect(markdown).toContain('| Field | What to enter |');
    expect(markdown).toContain('Refund review (退款審核)');
  },
);

test('llms.txt links every section to Markdown copies that exist', async ({
  request,
}) => {
  const text = await (await request.get('llms.txt')).text();
  expect(text.split('\n')[0]).toBe('# PayNow Docs');
  const links = [...text.matchAll(/\]\((\S+?\.md)\)/g)].map(
    (match) => match[1]!,
  );
  expect(links.length).toBeGreaterThan(40);
  for (const link of links) {
    expect(link.startsWith(`${SITE_URL}${BASE_URL}`), link).toBe(true);
    const response = await request.get(
      link.slice(`${SITE_URL}${BASE_URL}`.length),
    );
    expect(response.status(), link).toBe(200);
  }
  const full = await (await request.get('llms-full.txt')).text();
  expect(full).toContain('# ATM refund for buyers');
  expect(full).toContain('POST `/pet`');
});

test("robots.txt allows all and names each locale's sitemap", async ({
  request,
}) => {
  const robots = await (await request.get('robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*\nContent-Signal: .+\nAllow: \/\n/);
  for (const locale of LOCALES) {
    const base = localeBaseUrl(BASE_URL, locale);
    expect(robots).toContain(`Sitemap: ${SITE_URL}${base}sitemap.xml`);
    expect((await request.get(`${base}sitemap.xml`)).status()).toBe(200);
  }
});
