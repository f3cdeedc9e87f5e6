import path from 'node:path';
import {defineConfig} from '@playwright/test';
import base from '../../playwright.config';

/** `npm run bench:search`: the search budgets, measured in Chromium against the production build. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.bench.ts',
  globalSetup: '../../e2e/support/global-setup.ts',
  reporter: [['list']],
  workers: 1,
  fullyParallel: false,
  webServer: {
    ...(base.webServer as {command: string}),
    cwd: path.resolve(__dirname, '../..'),
  },
});
