import {
  allowConsole,
  holdAppScripts,
  hydrated,
  test,
  expect,
} from './support/fixtures';
import {
  INDEX_PATTERN,
  SHARD_PATTERN,
  builtEngine,
  filtersOf,
} from './support/search';

const engine = builtEngine();

test.describe('/search page', () => {
  test('the query from q is in the box, with results: title, breadcrumb, snippet', async ({
    page,
  }) => {
    await page.goto('search?q=refund%20ATM');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Search the documentation',
    );
    await expect(
      page.getByRole('searchbox', {name: 'Search the documentation'}),
    ).toHaveValue('refund ATM');
    const expected = await engine.search({
      query: 'refund ATM',
      filters: filtersOf(),
      hitsPerPage: 10,
      complete: true,
    });
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(Math.min(10, expected.nbHits));
    const first = results.first();
    const hit = expected.hits[0]!;
    await expect(first.getByRole('heading', {level: 2})).toHaveText(hit.title);
    await expect(first.getByRole('link').first()).toHaveAttribute(
      'href',
      hit.url,
    );
    // Where it is: the area.
    await expect(first.locator('p').first()).toContainText(hit.lvl0);
    await expect(first.locator('p mark').first()).toHaveText(/refund|ATM/i);
    // Its best sections beneath, linked to their anchors.
    const sections = first.getByRole('listitem');
    await expect(sections).toHaveCount(hit.sections.length);
    expect(hit.sections.length).toBeGreaterThan(0);
    await expect(sections.first().getByRole('link')).toHaveAttribute(
      'href',
      hit.sections[0]!.url,
    );
  });

  test('the heading and the field are in the page itself: without JavaScript the field searches as a form', async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('search?q=refund');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Search the documentation',
    );
    const box = page.getByRole('searchbox', {name: 'Search the documentation'});
    await box.fill('void invoice');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=void\+invoice$/);
    await context.close();
  });

  for (const {locale, path} of [
    {locale: 'en', path: 'search?q=refund'},
    {locale: 'zh-TW', path: 'zh-TW/search?q=退款'},
  ]) {
    test(`${locale}: the heading and its lead, not a result, are the largest content painted (LCP)`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const entries: string[] = [];
        (window as unknown as {lcp: string[]}).lcp = entries;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const element = (entry as unknown as {element: Element | null})
              .element;
            entries.push(
              element
                ? `${element.closest('ol') ? 'result ' : ''}${element.tagName}`
                : '(removed)',
            );
          }
        }).observe({type: 'largest-contentful-paint', buffered: true});
      });
      await page.setViewportSize({width: 412, height: 823});
      await page.goto(path);
      await expect(page.locator('main ol > li')).toHaveCount(10);
      // Results and the count have painted by the next frames.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          ),
      );
      const entries = await page.evaluate(
        () => (window as unknown as {lcp: string[]}).lcp,
      );
      expect(entries.at(-1)).toMatch(/^(H1|P)$/);
    });
  }

  test('what the reader types before the page has hydrated is kept and searched', async ({
    page,
  }) => {
    const release = await holdAppScripts(page);
    await page.goto('search', {waitUntil: 'domcontentloaded'});
    const box = page.getByRole('searchbox', {name: 'Search the documentation'});
    await box.pressSequentially('label');
    release();
    await hydrated(page);
    await expect(box).toHaveValue('label');
    await expect(page).toHaveURL(/\/search\?q=label$/);
    await expect(page.locator('main ol > li').first()).toContainText(/label/i);
  });

  test('more results on demand, up to the true count', async ({page}) => {
    // Results are pages: "a" is on more than twenty of them.
    const {nbHits: total} = await engine.search({
      query: 'a',
      filters: filtersOf(),
      complete: true,
    });
    expect(total).toBeGreaterThan(20);
    await page.goto('search?q=a');
    const results = page.locator('main ol > li');
    await expect(page.getByRole('status')).toHaveText(
      `${total} results for "a"`,
    );
    await expect(results).toHaveCount(10);
    const more = page.getByRole('button', {name: 'Load more results'});
    await more.click();
    await expect(results).toHaveCount(20);
    // One click, one more page: wait for it before the next click (a click
    // on the button of the last page would wait for a button that is gone).
    for (let shown = 20; shown < total; shown += 10) {
      await more.click();
      await expect(results).toHaveCount(Math.min(shown + 10, total));
    }
    await expect(more).toBeHidden();
  });

  test('typing updates the results and the URL', async ({page}) => {
    await page.goto('search');
    await page
      .getByRole('searchbox', {name: 'Search the documentation'})
      .pressSequentially('label');
    await expect(page).toHaveURL(/\/search\?q=label$/);
    await page
      .getByRole('searchbox', {name: 'Search the documentation'})
      .pressSequentially(' print');
    await expect(page).toHaveURL(/\/search\?q=label\+print$/);
    await expect(page.locator('main ol > li').first()).toContainText(/label/i);
  });

  test('no results: the message and working suggestions', async ({page}) => {
    await page.goto('search?q=xylophone');
    await expect(page.getByText('No results for "xylophone"')).toBeVisible();
    await expect(page.getByText('Try searching for')).toBeVisible();
    const suggestion = page.getByRole('button', {name: /^".+"$/}).first();
    const text = (await suggestion.textContent())!.slice(1, -1);
    await suggestion.click();
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === text);
    await expect(page.locator('main ol > li').first()).toBeVisible();
  });

  test('no results for a misspelt word: Did you mean the closest word, and the contact link', async ({
    page,
  }) => {
    await page.goto('zh-TW/search?q=發漂');
    await expect(page.getByText('您是不是要找')).toBeVisible();
    await expect(
      page.getByRole('link', {name: '詢問PayNow文件團隊'}),
    ).toHaveAttribute(
      'href',
      '/paynow-guideline/zh-TW/docs/contact#ask-docs-team',
    );
    await page.getByRole('button', {name: '"發票"'}).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === '發票');
    await expect(page.locator('main ol > li').first()).toBeVisible();
  });

  test(
    'index fetch failure: the error screen, then a retry that works',
    // The failed fetch this test causes (checked by the console fixture).
    {annotation: allowConsole('net::ERR_FAILED')},
    async ({page}) => {
      await page.route(INDEX_PATTERN, (route) => route.abort());
      await page.goto('search?q=refund');
      await expect(page.getByText('Unable to fetch results')).toBeVisible();
      await expect(
        page.getByText('You might want to check your network connection.'),
      ).toBeVisible();
      await page.unroute(INDEX_PATTERN);
      await page.getByRole('button', {name: 'Try again'}).click();
      await expect(page.locator('main ol > li').first()).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
    },
  );

  test(
    'a shard of the index that cannot be fetched: the error screen, then a retry that works',
    // The failed fetches this test causes (checked by the console fixture).
    {annotation: allowConsole('net::ERR_FAILED')},
    async ({page}) => {
      // The manifest arrives; the shards the worker fetches for the query do not.
      await page.route(SHARD_PATTERN, (route) => route.abort());
      await page.goto('search?q=refund');
      await expect(page.getByText('Unable to fetch results')).toBeVisible();
      await page.unroute(SHARD_PATTERN);
      await page.getByRole('button', {name: 'Try again'}).click();
      await expect(page.locator('main ol > li').first()).toContainText(
        /refund/i,
      );
      await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
    },
  );

  test('API results show their area and tag: API reference › pet › operation', async ({
    page,
  }) => {
    await page.goto('search?q=add%20a%20new%20pet');
    const result = page
      .locator('main ol > li')
      .filter({has: page.getByRole('link', {name: 'Add a new pet'})})
      .first();
    await expect(result.locator('p').first()).toHaveText('API reference › pet');
  });

  test('a 3 900-word link is cut to the longest query, in the box and in the URL, and the page stays usable', async ({
    page,
  }) => {
    // About 7.8 kB: as long as a link can be before the server refuses it.
    const words = Array.from({length: 3900}, (_, i) => 'abcdefghij'[i % 10]);
    await page.goto(`search?q=refund+${words.join('+')}`);
    const box = page.getByRole('searchbox', {name: 'Search the documentation'});
    await expect(box).toHaveValue(/^refund a b c/);
    expect((await box.inputValue()).length).toBeLessThanOrEqual(200);
    // The URL is cut too: a reload sends a short request line.
    await expect
      .poll(() => new URL(page.url()).searchParams.get('q')?.length ?? 0)
      .toBeLessThanOrEqual(200);
    await expect(page.getByRole('status')).toBeVisible();
    await box.fill('void invoice');
    await expect(page.locator('main ol > li').first()).toContainText(
      /invoice/i,
    );
    await page.reload();
    await expect(box).toHaveValue('void invoice');
  });

  for (const payload of [
    '<script>window.__pwned = 1</script>',
    '<img src=x onerror="window.__pwned = 1">',
  ]) {
    test(`q is rendered as text: ${payload}`, async ({page}) => {
      let dialogs = 0;
      page.on('dialog', async (dialog) => {
        dialogs += 1;
        await dialog.dismiss();
      });
      await page.goto(`search?q=${encodeURIComponent(payload)}`);
      await expect(
        page.getByRole('searchbox', {name: 'Search the documentation'}),
      ).toHaveValue(payload);
      await expect(page.locator('main')).toContainText(payload);
      await expect(page.locator('main img, main script')).toHaveCount(0);
      // The same text typed in the modal.
      await page.getByRole('button', {name: 'Search docs'}).click();
      await page.getByRole('combobox').fill(payload);
      await expect(page.getByRole('combobox')).toHaveValue(payload);
      await expect(
        page.getByRole('dialog').getByRole('option').first(),
      ).toBeVisible();
      await expect(page.getByRole('dialog').locator('img, script')).toHaveCount(
        0,
      );
      expect(
        await page.evaluate(
          () => (window as unknown as {__pwned?: number}).__pwned,
        ),
      ).toBeUndefined();
      expect(dialogs).toBe(0);
    });
  }
});
