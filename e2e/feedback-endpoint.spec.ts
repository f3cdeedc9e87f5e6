import {FEEDBACK_PATH, THANKS_PATH} from '@paynow-docs/reader-signals/contract';
import {test, expect} from './support/fixtures';

/**
 * The feedback endpoint as a page of the site reaches it in the browser,
 * through nginx and the Node server beside it (playwright.config.ts): the
 * CSP lets the page post to its own origin with fetch, a plain form post is
 * sent on to the thank-you page of its locale, and another origin's post is
 * refused.
 * (The widgets that post are tested with their components.)
 */
test.skip(
  process.env.E2E_SERVER === 'node',
  'Docusaurus’s static server has no feedback endpoint',
);

for (const [locale, home] of [
  ['en', ''],
  ['zh-TW', 'zh-TW/'],
] as const) {
  test(`${locale}: a page posts a signal with fetch; a plain form post is sent on to its thank-you page`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto(`${home}docs/`);
    const base = new URL(baseURL!).pathname;
    const answer = await page.evaluate(
      async ({url, body}) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify(body),
        });
        return {status: response.status, json: await response.json()};
      },
      {
        url: `${base}${FEEDBACK_PATH}`,
        body: {
          kind: 'zero-result',
          locale,
          query: `e2e ${locale} ${Date.now()}`,
        },
      },
    );
    expect(answer).toEqual({status: 201, json: {ok: true}});

    // A plain form post (the no-JavaScript path), from this origin: sent on
    // to the thank-you page of its locale. (Following it in the browser is
    // the reader side's test, with its form and its thank-you page.)
    const origin = new URL(baseURL!).origin;
    const response = await request.post(`${origin}${base}${FEEDBACK_PATH}`, {
      headers: {Origin: origin},
      form: {
        kind: 'rating',
        locale,
        page: `${base}${home}docs/`,
        helpful: 'yes',
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe(`${base}${home}${THANKS_PATH}`);
  });
}

test('another origin’s post is refused with 403 and stores nothing', async ({
  request,
  baseURL,
}) => {
  const response = await request.post(`${baseURL}${FEEDBACK_PATH}`, {
    headers: {Origin: 'https://evil.example'},
    data: {kind: 'zero-result', locale: 'en', query: 'cross-site'},
  });
  expect(response.status()).toBe(403);
  expect((await response.json()).error.code).toBe('forbidden-origin');
});
