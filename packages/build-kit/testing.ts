/**
 * For a plugin's tests: its options validated as Docusaurus does, and the
 * context of a post-build step run alone.
 */
import type {OptionValidationContext} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {
  BuiltSite,
  type PluginStepContext,
  type PostBuildProps,
} from './site.ts';

/**
 * A plugin's `validateOptions` as Docusaurus calls it at start-up (Joi
 * through `normalizePluginOptions`), so a test passes the options a site
 * would set and gets the validated ones, or the error.
 */
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

/**
 * The context of a step run alone (a test's): `given`, and empty props and
 * no host-level files for the rest.
 */
export function stepContext(
  given: Partial<PluginStepContext> = {},
): PluginStepContext {
  return {
    props: {} as PostBuildProps,
    host: BuiltSite.of({}, '/fixture-host'),
    ...given,
  };
}
