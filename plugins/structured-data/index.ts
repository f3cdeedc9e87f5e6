import path from 'node:path';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

/**
 * Structured data (`<script type="application/ld+json">` of docs breadcrumbs,
 * blog posts and the blog list) serialised so no text can end the script:
 * theme-classic's components write `JSON.stringify(data)`, which keeps a
 * `</script>` in a page or release-note title as markup.
 */
export type Options = Record<string, never>;

const OptionsSchema = Joi.object<Options>({});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, Options>): Options {
  return validate(OptionsSchema, options);
}

export default function structuredDataPlugin(): Plugin {
  return {
    name: 'pn-structured-data',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
