import {test as base, expect} from '@playwright/test';

/** A console message the browser prints when the Content-Security-Policy blocks something. */
const CSP_CONSOLE_MESSAGE = /Content[- ]Security[- ]Policy/i;

/**
 * `consoleProblems` collects every console error and warning and every
 * uncaught exception of the page; tests assert it stays empty.
 *
 * `cspViolations` runs in every test (auto fixture): it records each
 * `securitypolicyviolation` event of the page and each console message about
 * the Content-Security-Policy, and fails the test when there is any.
 */
export const test = base.extend<{
  consoleProblems: string[];
  cspViolations: string[];
}>({
  consoleProblems: async ({page}, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) =>
      problems.push(`pageerror: ${error.message}`),
    );
    await use(problems);
  },
  cspViolations: [
    async ({page}, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__pnCspViolation', (violation: string) => {
        violations.push(violation);
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
      page.on('console', (message) => {
        if (CSP_CONSOLE_MESSAGE.test(message.text())) {
          violations.push(`console ${message.type()}: ${message.text()}`);
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
