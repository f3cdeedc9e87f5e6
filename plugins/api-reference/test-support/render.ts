/**
 * Server rendering of the plugin's theme components in Node (react-dom/server),
 * the way the build renders them: the components and Docusaurus's real
 * `translate()`/`<Translate>` and ExecutionEnvironment; the theme components
 * that need a running site (Admonition, Heading, CodeBlock, Tabs, Link, Head)
 * as plain stand-ins in ./stubs.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {createJiti} from 'jiti';
import {seamFile} from '@paynow-docs/docusaurus-seams';
import React, {type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

const themeDir = path.resolve(__dirname, '../theme');
const stubs = path.resolve(__dirname, 'stubs');
const core = path.dirname(seamFile('client-exports'));

const alias: Record<string, string> = {
  '@theme/Admonition': path.join(stubs, 'Admonition.tsx'),
  '@theme/Heading': path.join(stubs, 'Heading.tsx'),
  '@theme/CodeBlock': path.join(stubs, 'CodeBlock.tsx'),
  '@theme/Tabs': path.join(stubs, 'Tabs.tsx'),
  '@theme/TabItem': path.join(stubs, 'TabItem.tsx'),
  '@docusaurus/Link': path.join(stubs, 'Link.tsx'),
  '@docusaurus/Head': path.join(stubs, 'Head.tsx'),
  '@docusaurus/useBaseUrl': path.join(stubs, 'useBaseUrl.ts'),
  '@docusaurus/useIsBrowser': path.join(stubs, 'useIsBrowser.ts'),
  '@paynow-docs/docusaurus-seams/theme-internal': path.join(
    stubs,
    'themeCommon.ts',
  ),
  '@docusaurus/Translate': path.join(core, 'Translate.js'),
  '@docusaurus/Interpolate': path.join(core, 'Interpolate.js'),
  '@docusaurus/ExecutionEnvironment': path.join(
    core,
    'ExecutionEnvironment.js',
  ),
  '@generated/codeTranslations': path.join(stubs, 'codeTranslations.json'),
  './styles.module.css': path.join(stubs, 'cssModule.ts'),
  // The plugin's own components, as the site resolves them.
  ...Object.fromEntries(
    readdirSync(themeDir).map((name) => [
      `@theme/${name}`,
      path.join(themeDir, name, 'index.tsx'),
    ]),
  ),
};

// The automatic JSX runtime, as the site's bundler compiles the components;
// no file cache, whose entries do not depend on the JSX options (a file
// cached by another loader with the classic runtime would need React in scope).
const jiti = createJiti(__filename, {
  jsx: {runtime: 'automatic'},
  fsCache: false,
  alias,
  moduleCache: true,
});

/** Renders the theme component `name` (e.g. `ApiOperation`) with `props` to static HTML. */
export async function renderTheme(
  name: string,
  props: Record<string, unknown>,
): Promise<string> {
  const Component = await jiti.import<ComponentType<Record<string, unknown>>>(
    path.join(themeDir, name, 'index.tsx'),
    {default: true},
  );
  return renderToStaticMarkup(React.createElement(Component, props));
}

/**
 * Runs `render` with `translations` (id → message) as the locale's code
 * translations, as a translated locale's build has them in
 * `@generated/codeTranslations`; the English defaults again afterwards.
 */
export async function withCodeTranslations<T>(
  translations: Readonly<Record<string, string>>,
  render: () => Promise<T>,
): Promise<T> {
  const map = await jiti.import<Record<string, string>>(
    alias['@generated/codeTranslations']!,
    {default: true},
  );
  Object.assign(map, translations);
  try {
    return await render();
  } finally {
    for (const id of Object.keys(translations)) delete map[id];
  }
}
