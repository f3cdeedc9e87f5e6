/* eslint-disable @typescript-eslint/no-require-imports */
import {Prism} from 'prism-react-renderer';
import registerMarkupTemplating from './markupTemplating';

/**
 * Grammars the request samples and examples need beyond those built into
 * prism-react-renderer, registered only in the API reference's chunk (same
 * technique as the theme's prism-include-languages) so guide pages don't pay
 * for them, and so the plugin does not depend on the site's
 * `prism.additionalLanguages`.
 */
registerMarkupTemplating(Prism);
const scope = globalThis as {Prism?: unknown};
const before = scope.Prism;
scope.Prism = Prism;
if (!Prism.languages.bash) require('prismjs/components/prism-bash');
if (!Prism.languages.json) require('prismjs/components/prism-json');
if (!Prism.languages.java) require('prismjs/components/prism-java');
if (!Prism.languages.php) require('prismjs/components/prism-php');
if (!Prism.languages.csharp) require('prismjs/components/prism-csharp');
if (before === undefined) {
  delete scope.Prism;
} else {
  scope.Prism = before;
}
