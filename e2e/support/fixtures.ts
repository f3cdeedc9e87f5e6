import {test as base, expect} from '@playwright/test';

/**
 * `consoleProblems` collects every console error and warning and every
 * uncaught exception of the page; tests assert it stays empty.
 */
export const test = base.extend<{consoleProblems: string[]}>({
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
});

export {expect};
