/**
 * The site's configuration runs the link check of links.ts in every content
 * plugin (guides, pages, release notes; every locale builds through them)
 * and the bundler rule once.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import config from '../../docusaurus.config.ts';
import {remarkContained} from './links.ts';

type Entry = [unknown, Record<string, unknown>?] | unknown;

const runsCheck = (options: Record<string, unknown> | undefined): boolean =>
  Array.isArray(options?.beforeDefaultRemarkPlugins) &&
  (options.beforeDefaultRemarkPlugins as unknown[]).some(
    (plugin) => Array.isArray(plugin) && plugin[0] === remarkContained,
  );

test('docs, pages and the release notes run the link check; the bundler rule is registered', async () => {
  const [[, classic]] = config.presets as [[string, Record<string, never>]];
  assert.ok(runsCheck(classic.docs), 'docs');
  assert.ok(runsCheck(classic.pages), 'pages');
  const plugins = (config.plugins ?? []) as Entry[];
  const blog = plugins.find(
    (plugin) =>
      Array.isArray(plugin) && plugin[0] === '@paynow-docs/postbuild/blog',
  ) as [string, Record<string, unknown>];
  assert.ok(runsCheck(blog[1]), 'release notes');
  const rules = await Promise.all(
    plugins
      .filter(
        (plugin): plugin is () => {name: string} =>
          typeof plugin === 'function',
      )
      .map((plugin) => plugin()),
  );
  const contained = rules.find(({name}) => name === 'contained-modules') as
    | {configureWebpack: () => {module: {rules: {enforce: string}[]}}}
    | undefined;
  assert.equal(contained?.configureWebpack().module.rules[0]?.enforce, 'pre');
});
