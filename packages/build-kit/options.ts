/** Option validation shared by the local plugins. */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

/** The options of a plugin that takes none. */
export type NoOptions = Record<string, never>;

const NoOptionsSchema = Joi.object<NoOptions>({});

/** `validateOptions` of a plugin that takes no options: any option given fails the build. */
export function validateNoOptions({
  validate,
  options,
}: OptionValidationContext<NoOptions, NoOptions>): NoOptions {
  return validate(NoOptionsSchema, options);
}
