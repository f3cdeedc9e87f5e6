import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Structured data (`<script type="application/ld+json">` of docs breadcrumbs,
 * blog posts and the blog list) serialised so no text can end the script:
 * theme-classic's components write `JSON.stringify(data)`, which keeps a
 * `</script>` in a page or release-note title as markup.
 */
export type {NoOptions as Options} from '@paynow-docs/build-kit/options';
export {validateNoOptions as validateOptions} from '@paynow-docs/build-kit/options';

export default function structuredDataPlugin(): Plugin {
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'pn-structured-data',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
  };
}
