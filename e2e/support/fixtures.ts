import {
  test as base,
  expect,
  type ConsoleMessage,
  type Page,
  type Response,
} from '@playwright/test';

/** A console message the browser prints when the Content-Security-Policy blocks something. */
const CSP_CONSOLE_MESSAGE = /Content[- ]Security[- ]Policy/i;

/**
 * Waits until React has hydrated the page: from then on its event handlers
 * and keyboard shortcuts work and a link click is a client-side navigation.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({
    state: 'attached',
  });
}

/**
 * Holds the app's entry script (`main.js`) back until the returned function
 * is called: the page stays as served, before hydration, for as long as the
 * test needs.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/main.*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Collects the text of every script the page loads from now on; the
 * returned function, called once the page has loaded, stops collecting and
 * gives them joined (a script read after it could outlive the page).
 */
export function collectScripts(page: Page): () => Promise<string> {
  const scripts: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text());
    }
  };
  page.on('response', collect);
  return async () => {
    page.off('response', collect);
    return (await Promise.all(scripts)).join('\n');
  };
}

/** Annotation type of {@link allowConsole}. */
const ALLOW_CONSOLE = 'allow-console';

/**
 * Lets a test pass with console lines it causes on purpose (a failed chunk,
 * the 404 page's own 404): each line that contains `text` is allowed.
 * Declare it up front in the test's details, where the report shows it and a
 * reader sees it before the test body:
 *
 *     test('…', {annotation: allowConsole('net::ERR_FAILED')}, async …)
 */
export function allowConsole(text: string): {
  type: string;
  description: string;
} {
  return {type: ALLOW_CONSOLE, description: text};
}

/**
 * `consoleProblems` runs in every test (auto fixture): it collects every
 * console error and warning and every uncaught exception of the page, and
 * fails the test when one is left that no {@link allowConsole} annotation
 * allows. Tests that expect a problem read the array.
 *
 * `cspViolations` runs in every test (auto fixture): it records each
 * `securitypolicyviolation` event of the page and each console message about
 * the Content-Security-Policy, and fails the test when there is any.
 */
export const test = base.extend<{
  consoleProblems: string[];
  cspViolations: string[];
}>({
  consoleProblems: [
    async ({page}, use, testInfo) => {
      const problems: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      };
      const onPageError = (error: Error) =>
        problems.push(`pageerror: ${error.message}`);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use(problems);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      const allowed = testInfo.annotations
        .filter((annotation) => annotation.type === ALLOW_CONSOLE)
        .map((annotation) => annotation.description ?? '');
      expect(
        problems.filter(
          (problem) => !allowed.some((text) => problem.includes(text)),
        ),
        'console errors, warnings and page errors',
      ).toEqual([]);
    },
    {auto: true},
  ],
  cspViolations: [
    async ({page}, use) => {
      const violations: string[] = [];
      await reportCspViolations(page);
      cspSink.set(page, (violation) => violations.push(violation));
      const onConsole = (message: ConsoleMessage) => {
        if (CSP_CONSOLE_MESSAGE.test(message.text())) {
          violations.push(`console ${message.type()}: ${message.text()}`);
        }
      };
      page.on('console', onConsole);
      await use(violations);
      page.off('console', onConsole);
      cspSink.delete(page);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
});

/** Where each page's `securitypolicyviolation` events go: the current test's list. */
const cspSink = new WeakMap<Page, (violation: string) => void>();
/** Pages that report their `securitypolicyviolation` events already. */
const reporting = new WeakSet<Page>();

/**
 * Makes the page report each `securitypolicyviolation` event to
 * {@link cspSink}, once per page (a page can serve several tests).
 */
async function reportCspViolations(page: Page): Promise<void> {
  if (reporting.has(page)) return;
  reporting.add(page);
  await page.exposeFunction('__pnCspViolation', (violation: string) => {
    cspSink.get(page)?.(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (
        window as unknown as {__pnCspViolation: (text: string) => void}
      ).__pnCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
}

export {expect};
