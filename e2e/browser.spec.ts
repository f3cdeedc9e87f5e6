import {chromium} from '@playwright/test';
import {OMNIBOX_POPUP_FEATURES} from '../site.settings.ts';
import {test, expect} from './support/fixtures';

/**
 * The browser the suite runs in (site.settings.ts): the features list that
 * switches off the address bar's popups keeps every feature Playwright
 * itself switches off, and no window renders those popups.
 */
const DISABLE_FEATURES = '--disable-features=';

test('the browser keeps Playwright’s disabled features and renders no address-bar popup', async ({
  browser,
  page,
}, testInfo) => {
  const server = await chromium.launchServer(
    testInfo.project.use.launchOptions,
  );
  const lists = server
    .process()
    .spawnargs.filter((arg) => arg.startsWith(DISABLE_FEATURES))
    .map((arg) => arg.slice(DISABLE_FEATURES.length).split(','));
  await server.close();
  // Playwright's list comes first; Chromium reads the last one.
  const [playwrights = [], ...others] = lists;
  const used = others.at(-1) ?? playwrights;
  expect(playwrights).toContain('PaintHolding');
  expect(playwrights.filter((feature) => !used.includes(feature))).toEqual([]);

  await page.goto('');
  const cdp = await browser.newBrowserCDPSession();
  const {targetInfos} = await cdp.send('Target.getTargets');
  await cdp.detach();
  expect(
    targetInfos
      .map((target) => target.url)
      .filter((url) => url.includes('omnibox-popup')),
    `none of ${OMNIBOX_POPUP_FEATURES.join(', ')}`,
  ).toEqual([]);
});
