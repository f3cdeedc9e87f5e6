/**
 * Where the installed Docusaurus modules that fast-load replaces are, for
 * the tests that hold each replacement to its original.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A file of @docusaurus/core's lib/. */
export const core = (file: string) =>
  require.resolve(`@docusaurus/core/lib/${file}`);

/** A file of theme-common's lib/ (its package exports do not list them). */
export const themeCommon = (file: string) =>
  path.join(path.dirname(require.resolve('@docusaurus/theme-common')), file);

/** A file of theme-classic's lib/. */
export const themeClassic = (file: string) =>
  path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), file);

/** A file of plugin-content-docs's lib/client/. */
export const docsClient = (file: string) =>
  path.join(
    path.dirname(require.resolve('@docusaurus/plugin-content-docs/client')),
    file,
  );
