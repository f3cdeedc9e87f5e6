/**
 * For a plugin's tests: its `validateOptions` as Docusaurus calls it at
 * start-up (Joi through `normalizePluginOptions`), so a test passes the
 * options a site would set and gets the validated ones, or the error.
 */
import type {OptionValidationContext} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

export function optionsValidator<Options, Validated>(
  validateOptions: (
    context: OptionValidationContext<Options, Validated>,
  ) => Validated,
): (options: Options) => Validated {
  return (options) =>
    validateOptions({
      options,
      validate: (schema, value) =>
        normalizePluginOptions(
          schema as Parameters<typeof normalizePluginOptions>[0],
          value as Parameters<typeof normalizePluginOptions>[1],
        ) as unknown as Validated,
    });
}
