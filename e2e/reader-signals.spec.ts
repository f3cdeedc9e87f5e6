/**
 * Reader signals, the reader's side (packages/reader-signals/contract.ts):
 * "Was this page helpful?" and the question form at the end of every guide,
 * an open point's next step, the thank-you and privacy notice pages, and a
 * search that found nothing, recorded once per query. In both locales,
 * against the production build behind nginx.
 *
 * The tests named "… is recorded" post to the real endpoint and expect its
 * 201 (or, without JavaScript, its 303 to the thank-you page): they prove
 * the server took the signal. The others test what the reader sees and
 * sends (keyboard, focus, failures, axe, phone width): there the endpoint's
 * answer is played by `page.route`, which they say.
 */
import type {Locator, Page, Request, Route} from '@playwright/test';
import {
  FEEDBACK_PATH,
  LIMITS,
  THANKS_PATH,
} from '@paynow-docs/reader-signals/contract';
import {BASE_URL, type Locale} from '../site.settings.ts';
import {expectAxeClean} from './support/axe';
import {allowConsole, expect, hydrated, test} from './support/fixtures';
import {BUILT_LOCALES, localePath, uiText} from './support/routes';

const GUIDE = 'docs/payment-admin/refund';
const ENDPOINT = `${BASE_URL}${FEEDBACK_PATH}`;

/** A JSON post to the endpoint. */
function isSignal(request: Request): boolean {
  return (
    request.method() === 'POST' && new URL(request.url()).pathname === ENDPOINT
  );
}

/** The endpoint's answer, played by the test: for tests of what the reader sees, never of storage. */
async function answerSignals(
  page: Page,
  status = 201,
): Promise<{bodies: unknown[]}> {
  const bodies: unknown[] = [];
  await page.route(`**${ENDPOINT}`, async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill(
      status < 300
        ? {status, json: {ok: true}}
        : {
            status,
            json: {ok: false, error: {code: 'test', message: 'test'}},
          },
    );
  });
  return {bodies};
}

function text(locale: Locale) {
  return {
    question: uiText(locale, 'pageFeedback.question', 'Was this page helpful?'),
    yes: uiText(locale, 'pageFeedback.yes', 'Yes'),
    no: uiText(locale, 'pageFeedback.no', 'No'),
    send: uiText(locale, 'pageFeedback.send', 'Send answer'),
    comment: uiText(locale, 'pageFeedback.text', 'Comment (optional)'),
    reasonLegend: uiText(
      locale,
      'pageFeedback.reason.legend',
      'What was the problem? (optional)',
    ),
    unclear: uiText(
      locale,
      'pageFeedback.reason.unclear',
      'It is hard to understand',
    ),
    leadNo: uiText(
      locale,
      'pageFeedback.lead.no',
      'Sorry it did not help. Choose a reason and add a comment if you like, then send your answer.',
    ),
    thanks: uiText(
      locale,
      'pageFeedback.thanks',
      'Thank you. Your answer reached the PayNow Docs team.',
    ),
    ask: uiText(
      locale,
      'guideFeedback.ask',
      'Send your question to the PayNow Docs team',
    ),
    yourQuestion: uiText(locale, 'questionForm.text', 'Your question'),
    email: uiText(locale, 'questionForm.email', 'Reply e-mail (optional)'),
    consent: uiText(
      locale,
      'questionForm.consent',
      'Keep my e-mail address so the PayNow Docs team can reply to me',
    ),
    consentProblem: uiText(
      locale,
      'questionForm.problem.consent',
      'To get a reply, tick this box so we may keep your address, or clear the address.',
    ),
    submitQuestion: uiText(locale, 'questionForm.submit', 'Send question'),
    questionSent: uiText(
      locale,
      'questionForm.sent',
      'Thank you. Your question reached the PayNow Docs team.',
    ),
    thanksTitle: uiText(locale, 'feedbackThanks.title', 'Thank you'),
    privacyTitle: uiText(
      locale,
      'feedbackPrivacy.title',
      'Privacy notice for feedback, questions and searches',
    ),
    privacyLink: uiText(locale, 'privacyNotice.link', 'Privacy notice'),
    retry: uiText(locale, 'readerSignals.retry', 'Try again'),
  };
}

/**
 * Brings the reader near a form and waits until its code has loaded and
 * hydrated it (`data-enhanced`, src/utils/useEnhanced.ts): the forms'
 * code loads when the reader comes near (src/components/LoadWhenNear), and
 * before that a click posts the plain form.
 */
async function enhance(control: Locator): Promise<void> {
  await control.hover();
  await expect(
    control.locator('xpath=ancestor-or-self::*[@data-enhanced]'),
  ).toHaveCount(1);
}

/** The "Was this page helpful?" group of the guide. */
function widget(page: Page, locale: Locale) {
  return page.getByRole('group', {name: text(locale).question});
}

for (const locale of BUILT_LOCALES) {
  const t = text(locale);
  const guide = localePath(locale, GUIDE);
  const thanksPath = `${BASE_URL}${localePath(locale, THANKS_PATH)}`;

  test.describe(`${locale}: the page rating`, () => {
    test(`Yes with a comment is recorded and thanked in place (/${guide})`, async ({
      page,
    }) => {
      await page.goto(guide);
      await hydrated(page);
      await enhance(
        widget(page, locale).getByRole('button', {name: t.yes, exact: true}),
      );
      await widget(page, locale)
        .getByRole('button', {name: t.yes, exact: true})
        .click();
      // No reasons after Yes: only the optional comment.
      await expect(page.getByRole('group', {name: t.reasonLegend})).toHaveCount(
        0,
      );
      await page.getByLabel(t.comment).fill('Clear steps, thank you.');
      const posted = page.waitForRequest(isSignal);
      const answered = page.waitForResponse((response) =>
        isSignal(response.request()),
      );
      await page.getByRole('button', {name: t.send}).click();
      expect((await posted).postDataJSON()).toEqual({
        kind: 'rating',
        locale,
        page: `${BASE_URL}${guide}`,
        helpful: true,
        text: 'Clear steps, thank you.',
      });
      expect((await answered).status()).toBe(201);
      const thanks = page.getByText(t.thanks);
      await expect(thanks).toBeVisible();
      await expect(thanks).toBeFocused();
    });

    test('No with a reason is recorded and thanked in place', async ({
      page,
    }) => {
      await page.goto(guide);
      await hydrated(page);
      await enhance(
        widget(page, locale).getByRole('button', {name: t.no, exact: true}),
      );
      await widget(page, locale)
        .getByRole('button', {name: t.no, exact: true})
        .click();
      await expect(page.getByText(t.leadNo)).toBeFocused();
      await page
        .getByRole('group', {name: t.reasonLegend})
        .getByLabel(t.unclear)
        .check();
      const posted = page.waitForRequest(isSignal);
      const answered = page.waitForResponse((response) =>
        isSignal(response.request()),
      );
      await page.getByRole('button', {name: t.send}).click();
      expect((await posted).postDataJSON()).toEqual({
        kind: 'rating',
        locale,
        page: `${BASE_URL}${guide}`,
        helpful: false,
        reason: 'unclear',
      });
      expect((await answered).status()).toBe(201);
      await expect(page.getByText(t.thanks)).toBeFocused();
    });

    test('keyboard only: Tab to No, a reason with the arrow keys, a comment, Enter to send', async ({
      page,
    }) => {
      // What the reader sees and sends; the answer is played here.
      const {bodies} = await answerSignals(page);
      await page.goto(guide);
      await hydrated(page);
      const no = widget(page, locale).getByRole('button', {
        name: t.no,
        exact: true,
      });
      // Tabbing into the box loads its code, as pointing at it does.
      await no.focus();
      await expect(no.locator('xpath=ancestor::*[@data-enhanced]')).toHaveCount(
        1,
      );
      await page.keyboard.press('Shift+Tab');
      await expect(
        widget(page, locale).getByRole('button', {name: t.yes, exact: true}),
      ).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(no).toBeFocused();
      // The focus ring is drawn.
      expect(
        await no.evaluate((element) => getComputedStyle(element).outlineStyle),
      ).not.toBe('none');
      await page.keyboard.press('Enter');
      await expect(page.getByText(t.leadNo)).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(t.comment)).toBeFocused();
      await page.keyboard.type('Too short');
      // The privacy notice's link, then Send.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', {name: t.send})).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText(t.thanks)).toBeFocused();
      expect(bodies).toEqual([
        {
          kind: 'rating',
          locale,
          page: `${BASE_URL}${guide}`,
          helpful: false,
          reason: 'unclear',
          text: 'Too short',
        },
      ]);
    });

    for (const [status, id, english] of [
      [
        429,
        'readerSignals.failure.rateLimited',
        'Too many messages were sent from here in a short time. Wait a few minutes, then try again.',
      ],
      [
        503,
        'readerSignals.failure.unavailable',
        'The PayNow Docs team cannot receive messages right now. Please try again later.',
      ],
    ] as const) {
      test(
        `a ${status} answer is said plainly, and Try again sends it again`,
        {
          annotation: allowConsole(`status of ${status}`),
        },
        async ({page}) => {
          let answer: number = status;
          const bodies: unknown[] = [];
          await page.route(`**${ENDPOINT}`, async (route) => {
            bodies.push(route.request().postDataJSON());
            await route.fulfill({
              status: answer,
              json:
                answer === 201
                  ? {ok: true}
                  : {ok: false, error: {code: 'x', message: 'x'}},
            });
          });
          await page.goto(guide);
          await hydrated(page);
          await enhance(
            widget(page, locale).getByRole('button', {
              name: t.yes,
              exact: true,
            }),
          );
          await widget(page, locale)
            .getByRole('button', {name: t.yes, exact: true})
            .click();
          await page.getByRole('button', {name: t.send}).click();
          const message = uiText(locale, id, english);
          const said = page.getByRole('status').filter({hasText: message});
          await expect(said).toBeVisible();
          answer = 201;
          await said.getByRole('button', {name: t.retry}).click();
          await expect(page.getByText(t.thanks)).toBeFocused();
          expect(bodies).toHaveLength(2);
          expect(bodies[1]).toEqual(bodies[0]);
        },
      );
    }

    test(
      'a post that cannot reach the server says so, with Try again',
      {
        annotation: allowConsole('net::ERR_FAILED'),
      },
      async ({page}) => {
        await page.route(`**${ENDPOINT}`, (route) => route.abort('failed'));
        await page.goto(guide);
        await hydrated(page);
        await enhance(
          widget(page, locale).getByRole('button', {name: t.no, exact: true}),
        );
        await widget(page, locale)
          .getByRole('button', {name: t.no, exact: true})
          .click();
        await page.getByRole('button', {name: t.send}).click();
        const said = page.getByRole('status').filter({
          hasText: uiText(
            locale,
            'readerSignals.failure.network',
            'Your message could not be sent. Check your connection and try again.',
          ),
        });
        await expect(said).toBeVisible();
        await expect(said.getByRole('button', {name: t.retry})).toBeVisible();
        // The reader's choices are still there to send again.
        await expect(page.getByRole('button', {name: t.send})).toBeVisible();
      },
    );
  });

  test.describe(`${locale}: the question form`, () => {
    test('a question with a reply address and its consent tick is recorded', async ({
      page,
    }) => {
      await page.goto(guide);
      await hydrated(page);
      await page.getByText(t.ask, {exact: true}).click();
      const form = page.locator('details', {hasText: t.ask});
      await enhance(form.getByLabel(t.yourQuestion));
      await form.getByLabel(t.yourQuestion).fill('When is my payout made?');
      await form.getByLabel(t.email).fill('reader@example.com');
      // An address without the tick is not sent: the form asks first.
      await form.getByRole('button', {name: t.submitQuestion}).click();
      await expect(form.getByText(t.consentProblem)).toBeVisible();
      await expect(form.getByLabel(t.consent)).toBeFocused();
      await form.getByLabel(t.consent).check();
      const posted = page.waitForRequest(isSignal);
      const answered = page.waitForResponse((response) =>
        isSignal(response.request()),
      );
      await form.getByRole('button', {name: t.submitQuestion}).click();
      expect((await posted).postDataJSON()).toEqual({
        kind: 'question',
        locale,
        page: `${BASE_URL}${guide}`,
        text: 'When is my payout made?',
        email: 'reader@example.com',
        consent: true,
      });
      expect((await answered).status()).toBe(201);
      await expect(form.getByText(t.questionSent)).toBeFocused();
    });

    test('the short privacy notice links the whole notice', async ({page}) => {
      await page.goto(guide);
      await page.getByText(t.ask, {exact: true}).click();
      const form = page.locator('details', {hasText: t.ask});
      await expect(form).toContainText(String(LIMITS.retentionDays));
      await form.getByRole('link', {name: t.privacyLink}).click();
      await expect(page.locator('h1')).toHaveText(t.privacyTitle);
    });
  });

  test.describe(`${locale}: without JavaScript`, () => {
    test.use({javaScriptEnabled: false});

    test('No is a plain form: the POST is recorded and answered 303 to the thank-you page', async ({
      page,
    }) => {
      await page.goto(guide);
      const redirect = page.waitForResponse(
        (response) => isSignal(response.request()) && response.status() === 303,
      );
      await widget(page, locale)
        .getByRole('button', {name: t.no, exact: true})
        .click();
      expect((await redirect).headers().location).toContain(thanksPath);
      await expect(page).toHaveURL(new RegExp(`${thanksPath}$`));
      await expect(page.locator('h1')).toHaveText(t.thanksTitle);
    });

    test('a question is a plain form that opens without JavaScript: recorded, then the thank-you page', async ({
      page,
    }) => {
      await page.goto(guide);
      await page.getByText(t.ask, {exact: true}).click();
      const form = page.locator('details', {hasText: t.ask});
      await form.getByLabel(t.yourQuestion).fill('Where is the refund list?');
      await form.getByRole('button', {name: t.submitQuestion}).click();
      await expect(page).toHaveURL(new RegExp(`${thanksPath}$`));
      await expect(page.locator('h1')).toHaveText(t.thanksTitle);
    });
  });

  test(`${locale}: the privacy notice says what is kept, why, for how long and the choices`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, 'feedback/privacy'));
    await expect(page.locator('h1')).toHaveText(t.privacyTitle);
    const main = page.locator('main');
    for (const heading of ['what-we-keep', 'not-kept', 'why', 'how-long']) {
      await expect(main.locator(`h2#${heading}`)).toBeVisible();
    }
    await expect(main.locator('#how-long + p')).toContainText(
      String(LIMITS.retentionDays),
    );
    await expect(main).toContainText('Global Privacy Control');
    await expect(main).toContainText(/IP/);
    // Where the notice needs a contact: the question form itself.
    await expect(main.locator('form[method="post"]')).toHaveAttribute(
      'action',
      ENDPOINT,
    );
  });

  test(`${locale}: the end of a guide is axe clean, light and dark, desktop and 390 px, in each step`, async ({
    page,
  }) => {
    // Three steps, each in two modes at two widths.
    test.slow();
    await answerSignals(page);
    await page.goto(guide);
    await hydrated(page);
    await page.getByText(t.ask, {exact: true}).click();
    await expectAxeClean(page);
    await enhance(
      widget(page, locale).getByRole('button', {name: t.no, exact: true}),
    );
    await widget(page, locale)
      .getByRole('button', {name: t.no, exact: true})
      .click();
    // Each step moves the focus, and so the scroll: back to the top, where
    // the sticky navbar hides no sidebar link (axe's target-size).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAxeClean(page);
    await page.getByRole('button', {name: t.send}).click();
    await expect(page.getByText(t.thanks)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAxeClean(page, {viewports: [{width: 1280, height: 800}]});
  });

  test(`${locale}: at 390 px the rating and the question form fit the screen`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(guide);
    await hydrated(page);
    await page.getByText(t.ask, {exact: true}).click();
    await enhance(
      widget(page, locale).getByRole('button', {name: t.no, exact: true}),
    );
    await widget(page, locale)
      .getByRole('button', {name: t.no, exact: true})
      .click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'horizontal overflow (px)').toBeLessThanOrEqual(0);
    for (const control of [
      page.getByRole('button', {name: t.send}),
      page.getByLabel(t.comment),
      page.getByLabel(t.yourQuestion),
      page.getByRole('button', {name: t.submitQuestion}),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });

  test(`${locale}: what the reader opened and typed before the box's code arrived is kept when it arrives`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(guide);
    await hydrated(page);
    // The box's code is held until the reader has opened and typed.
    const held: (() => Promise<void>)[] = [];
    await page.route('**/assets/js/**', (route) => {
      held.push(() => route.continue());
    });
    await page.getByText(t.ask, {exact: true}).click();
    const question = page.getByLabel(t.yourQuestion);
    await question.fill('Where is the refund list?');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(page.locator('[data-enhanced]')).toHaveCount(0);
    const releasing = held.map((release) => release());
    await page.unroute('**/assets/js/**');
    await Promise.all(releasing);
    await expect(
      page
        .getByRole('button', {name: t.submitQuestion})
        .locator('xpath=ancestor::*[@data-enhanced]'),
    ).toHaveCount(1);
    await expect(question).toBeVisible();
    await expect(question).toHaveValue('Where is the refund list?');
    await expect(question).toBeFocused();
  });

  test(`${locale}: a click pressed on the question form while the box's code arrives still opens it`, async ({
    page,
  }) => {
    await page.goto(guide);
    await hydrated(page);
    const held: Route[] = [];
    await page.route('**/assets/js/**', (route) => {
      held.push(route);
    });
    const summary = page.getByText(t.ask, {exact: true});
    await summary.scrollIntoViewIfNeeded();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const at = (await summary.boundingBox())!;
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    const releasing = held.map((route) => route.continue());
    await page.unroute('**/assets/js/**');
    await Promise.all(releasing);
    // Every held chunk downloaded whole, not only sent on.
    await Promise.all(
      held.map(async (route) => (await route.request().response())?.finished()),
    );
    // The code has arrived; the press is pending, so the HTML stays.
    await page.waitForTimeout(500);
    await expect(page.locator('[data-enhanced]')).toHaveCount(0);
    await page.mouse.up();
    await expect(page.getByLabel(t.yourQuestion)).toBeVisible();
    await expect(
      page
        .getByRole('button', {name: t.submitQuestion})
        .locator('xpath=ancestor::*[@data-enhanced]'),
    ).toHaveCount(1);
  });

  test(`${locale}: an open point gives its next step in one form`, async ({
    page,
  }) => {
    const {bodies} = await answerSignals(page);
    await page.goto(localePath(locale, 'markdown-page'));
    await hydrated(page);
    const section = page.locator('h2#open-points ~ *');
    // With a channel: a sentence linking that section of the contact page.
    const channel = section.getByRole('link', {
      name: uiText(locale, 'openPoint.channel.eInvoice', 'E-invoice'),
    });
    await expect(channel).toHaveAttribute(
      'href',
      `${BASE_URL}${localePath(locale, 'docs/contact#e-invoice')}`,
    );
    // Without: the question form, carrying the point's id.
    const ask = page.locator('details', {
      hasText: uiText(
        locale,
        'openPoint.ask',
        'Ask the PayNow Docs team about this',
      ),
    });
    await expect(ask.getByLabel(t.yourQuestion)).toBeHidden();
    await ask.locator('summary').click();
    await enhance(ask.getByLabel(t.yourQuestion));
    await ask.getByLabel(t.yourQuestion).fill('Which fee applies?');
    await ask.getByRole('button', {name: t.submitQuestion}).click();
    await expect(ask.getByText(t.questionSent)).toBeVisible();
    expect(bodies).toEqual([
      {
        kind: 'question',
        locale,
        page: `${BASE_URL}${localePath(locale, 'markdown-page')}`,
        point: 'style-page-example',
        text: 'Which fee applies?',
      },
    ]);
  });

  test(`${locale}: the thank-you page`, async ({page}) => {
    await page.goto(localePath(locale, THANKS_PATH));
    await expect(page.locator('h1')).toHaveText(t.thanksTitle);
    await expect(
      page.locator('main').getByRole('link', {name: t.privacyLink}),
    ).toHaveAttribute(
      'href',
      `${BASE_URL}${localePath(locale, 'feedback/privacy')}`,
    );
  });
}

/** Opens the search dialog with the navbar button, in any locale. */
async function openSearch(page: Page): Promise<void> {
  await hydrated(page);
  await page.locator('button.pn-search-button').click();
  await page.getByRole('dialog').waitFor();
}

test.describe('a search that found nothing', () => {
  /** The zero-result posts of the page, as sent. */
  function zeroResults(page: Page): unknown[] {
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (isSignal(request)) bodies.push(request.postDataJSON());
    });
    return bodies;
  }

  for (const locale of BUILT_LOCALES) {
    test(`${locale}: the dialog records each query once, after it settles, never per keystroke`, async ({
      page,
    }) => {
      // What the page sends; the answer is played here (202, as under GPC).
      await page.route(`**${ENDPOINT}`, (route) =>
        route.fulfill({status: 201, json: {ok: true}}),
      );
      const sent = zeroResults(page);
      await page.goto(localePath(locale, ''));
      await openSearch(page);
      const box = page.getByRole('dialog').getByRole('combobox');
      // Each prefix of it finds nothing too: still one post.
      await box.pressSequentially('xqzvjk', {delay: 120});
      await expect(page.getByRole('dialog')).toContainText('xqzvjk');
      await expect.poll(() => sent.length, {timeout: 5000}).toBe(1);
      expect(sent[0]).toEqual({kind: 'zero-result', locale, query: 'xqzvjk'});
      // The same query again, then one with results: nothing more.
      await box.fill('');
      await box.pressSequentially('xqzvjk');
      await expect(page.getByRole('dialog')).toContainText('xqzvjk');
      await page.waitForTimeout(2000);
      expect(sent).toHaveLength(1);
      await box.fill('refund');
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.waitForTimeout(2000);
      expect(sent).toHaveLength(1);
      // Another query that finds nothing: its own post.
      await box.fill('wqxzjv');
      await expect.poll(() => sent.length, {timeout: 5000}).toBe(2);
      expect(sent[1]).toEqual({kind: 'zero-result', locale, query: 'wqxzjv'});
    });
  }

  test('/search?q= records a query that found nothing, once', async ({
    page,
  }) => {
    await page.route(`**${ENDPOINT}`, (route) =>
      route.fulfill({status: 201, json: {ok: true}}),
    );
    const sent = zeroResults(page);
    await page.goto('search?q=xqzvjk');
    await hydrated(page);
    await expect(page.locator('main')).toContainText('xqzvjk');
    await expect.poll(() => sent.length, {timeout: 5000}).toBe(1);
    await page.waitForTimeout(1500);
    expect(sent).toEqual([
      {kind: 'zero-result', locale: 'en', query: 'xqzvjk'},
    ]);
  });

  test(
    'nothing is sent under Global Privacy Control, and a failed post stays silent',
    {
      annotation: allowConsole('net::ERR_FAILED'),
    },
    async ({page}) => {
      await page.route(`**${ENDPOINT}`, (route) => route.abort('failed'));
      const sent = zeroResults(page);
      await page.goto('');
      await openSearch(page);
      const box = page.getByRole('dialog').getByRole('combobox');
      await box.fill('xqzvjk');
      await expect.poll(() => sent.length, {timeout: 5000}).toBe(1);
      // The failure is not the reader's business: the dialog is unchanged.
      await expect(page.getByRole('dialog')).toContainText('xqzvjk');
      await expect(page.getByRole('dialog').getByRole('alert')).toHaveCount(0);

      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
          get: () => true,
        }),
      );
      await page.reload();
      await openSearch(page);
      await page.getByRole('dialog').getByRole('combobox').fill('wqxzjv');
      await expect(page.getByRole('dialog')).toContainText('wqxzjv');
      await page.waitForTimeout(2000);
      expect(sent).toHaveLength(1);
    },
  );

  test('the zero-result post is real: the endpoint records it', async ({
    page,
  }) => {
    await page.goto('');
    await openSearch(page);
    const answered = page.waitForResponse((response) =>
      isSignal(response.request()),
    );
    await page
      .getByRole('dialog')
      .getByRole('combobox')
      .fill(`xqzv${Date.now()}`);
    expect((await answered).status()).toBe(201);
  });
});
