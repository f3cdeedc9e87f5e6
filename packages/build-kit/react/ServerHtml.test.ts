/**
 * ServerHtml rendered with react-dom/server and Docusaurus's real
 * useIsBrowser context. The hydrating case is decided from
 * `ExecutionEnvironment.canUseDOM`, set here as the browser sets it; the
 * browser behaviour itself (server HTML kept, no hydration mismatch) is
 * proven by the e2e tests of the pages that use it. The define is set here
 * by hand; that the installed Docusaurus still sets it under this name is
 * the seam hydrate-client-entry's (packages/docusaurus-seams).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {afterEach, describe, test} from 'node:test';
import {createJiti} from 'jiti';
import {seamFile} from '@paynow-docs/docusaurus-seams';
import React, {type ComponentType, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

const exportsDir = path.dirname(seamFile('client-exports'));
const environmentFile = path.join(
  import.meta.dirname,
  'fixtures/ExecutionEnvironment.ts',
);
const jiti = createJiti(import.meta.url, {
  jsx: true,
  moduleCache: true,
  alias: {
    '@docusaurus/useIsBrowser': path.join(exportsDir, 'useIsBrowser.js'),
    '@docusaurus/ExecutionEnvironment': environmentFile,
  },
});
const environment = await jiti.import<{canUseDOM: boolean}>(environmentFile, {
  default: true,
});

type Props = {
  as?: string;
  className?: string;
  children: ReactNode;
  [attribute: string]: unknown;
};

async function render(
  props: Props,
  {browser = false}: {browser?: boolean} = {},
): Promise<string> {
  const ServerHtml = await jiti.import<ComponentType<Props>>(
    path.join(import.meta.dirname, 'ServerHtml.tsx'),
    {default: true},
  );
  const {Context} = await jiti.import<{
    Context: React.Context<boolean>;
  }>(path.join(exportsDir, '../browserContext.js'));
  return renderToStaticMarkup(
    React.createElement(
      Context.Provider,
      {value: browser},
      React.createElement(ServerHtml, props),
    ),
  );
}

const content = {
  className: 'schema',
  'data-api-static': '',
  children: React.createElement('p', null, 'Body <b>'),
};

// In a describe: with the unit tests in one process (--test-isolation=none),
// a top-level hook would run for every test file of the run.
describe('ServerHtml', () => {
afterEach(() => {
  environment.canUseDOM = false;
  delete process.env.HYDRATE_CLIENT_ENTRY;
});

test('the server renders the children in the element, with its attributes', async () => {
  process.env.HYDRATE_CLIENT_ENTRY = 'true';
  assert.equal(
    await render(content),
    '<div class="schema" data-api-static=""><p>Body &lt;b&gt;</p></div>',
  );
  assert.equal(
    await render({...content, as: 'section'}),
    '<section class="schema" data-api-static=""><p>Body &lt;b&gt;</p></section>',
  );
});

test('a hydrating browser renders an empty host, so React keeps the server HTML', async () => {
  process.env.HYDRATE_CLIENT_ENTRY = 'true';
  environment.canUseDOM = true;
  assert.equal(
    await render(content),
    '<div class="schema" data-api-static=""></div>',
  );
});

test('the dev server (no HYDRATE_CLIENT_ENTRY) and client-side navigations render the children', async () => {
  environment.canUseDOM = true;
  assert.equal(
    await render(content),
    '<div class="schema" data-api-static=""><p>Body &lt;b&gt;</p></div>',
  );
  process.env.HYDRATE_CLIENT_ENTRY = 'true';
  assert.equal(
    await render(content, {browser: true}),
    '<div class="schema" data-api-static=""><p>Body &lt;b&gt;</p></div>',
  );
});
});
