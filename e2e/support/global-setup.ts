import {existsSync} from 'node:fs';
import {chromium, type FullConfig} from '@playwright/test';

/**
 * Fails early with instructions instead of an obscure launch error when there
 * is no production build or no usable Chromium.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  if (!existsSync('build/index.html')) {
    throw new Error(
      'No production build found in build/. Run `npm run build` first (npm test does it for you).',
    );
  }
  const {launchOptions} = config.projects[0]!.use;
  try {
    const browser = await chromium.launch(launchOptions);
    await browser.close();
  } catch (error) {
    throw new Error(
      [
        'No usable Chromium for the end-to-end tests.',
        '- On Debian/Ubuntu: sudo apt-get install chromium (found at /usr/bin/chromium, or set CHROMIUM_PATH).',
        '- Elsewhere: npx playwright install chromium',
        `Launch error: ${(error as Error).message.split('\n')[0]}`,
      ].join('\n'),
    );
  }
}
