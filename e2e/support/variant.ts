import {existsSync} from 'node:fs';
import {BASE_URL} from '../../site.settings.ts';
import {test} from './fixtures';
import {startStaticServer, type StaticServer} from './static-server';

/**
 * build-variant/ is the site built with every optional setting on
 * (`npm run build:variant`): NAVBAR_HIDE_ON_SCROLL=true,
 * ANNOUNCEMENT_CLOSABLE=true, ANNOUNCEMENT_ID=survey-variant, and test Algolia
 * credentials (ALGOLIA_APP_ID=TESTAPP, ALGOLIA_SEARCH_API_KEY=test-search-only-key,
 * ALGOLIA_INDEX_NAME=paynow-docs).
 */
const VARIANT_DIR = 'build-variant';

/** Serves build-variant/ under BASE_URL (build it with the same BASE_URL) for the tests of the calling file. */
export function serveVariantBuild(): {url: () => string} {
  let server: StaticServer | undefined;
  test.beforeAll(async () => {
    if (!existsSync(`${VARIANT_DIR}/index.html`)) {
      throw new Error(
        `No ${VARIANT_DIR}/: run \`npm run build:variant\` first.`,
      );
    }
    server = await startStaticServer(VARIANT_DIR, BASE_URL);
  });
  test.afterAll(async () => {
    await server?.close();
  });
  return {url: () => server!.url};
}
