/**
 * A Docusaurus plugin whose `postBuild` writes files (the sitemap, the blog's
 * feeds) as a step of the site's post-build pipeline, by composition: the
 * plugin is Docusaurus's own, instantiated with its own options and
 * validation, returned without its `postBuild` and with a step that calls
 * that `postBuild` with the props Docusaurus gave the pipeline and the
 * plugin's own content. Nothing of the plugin is rewritten.
 *
 * The upstream hook works on the build folder, not in memory: the step
 * writes the site's changes so far first (the blog's feeds read each post's
 * built page), calls it, then takes in what it wrote
 * ({@link BuiltSite.reload}), which must be what the step's `writes` declare;
 * the later steps (precompression) then see those files as any other.
 */
import path from 'node:path';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
} from '@docusaurus/types';
import type {
  BuiltSite,
  PluginStepContext,
  PostBuildStepProvider,
  Step,
} from '@paynow-docs/build-kit/site';

/** The step a plugin's postBuild becomes; `writes` from the plugin's validated options. */
export interface PostBuildStep<Options> {
  name: string;
  reads: string;
  writes: (options: Options) => readonly string[];
}

/** A plugin module: its function and its options' validation. */
export interface PluginModuleOf<Options, Input, Content> {
  plugin: (
    context: LoadContext,
    options: Options,
  ) => Plugin<Content> | null | Promise<Plugin<Content> | null>;
  validateOptions: (data: OptionValidationContext<Input, Options>) => Options;
}

/** What {@link postBuildAsStep} makes: a plugin module with the same options. */
export type StepPlugin<Options, Input> = ((
  context: LoadContext,
  options: Options,
) => Promise<(Plugin & PostBuildStepProvider) | null>) & {
  validateOptions: (data: OptionValidationContext<Input, Options>) => Options;
};

/** `upstream`, its `postBuild` given to the pipeline as `step`. */
export function postBuildAsStep<Options, Input, Content>(
  upstream: PluginModuleOf<Options, Input, Content>,
  step: PostBuildStep<Options>,
): StepPlugin<Options, Input> {
  async function plugin(
    context: LoadContext,
    options: Options,
  ): Promise<(Plugin & PostBuildStepProvider) | null> {
    const instance = (await upstream.plugin(context, options)) as Plugin | null;
    if (!instance) return null;
    const {postBuild, contentLoaded, ...hooks} = instance;
    if (!postBuild) return {...instance, postBuildSteps: []};
    // The content Docusaurus loaded (and translated) for this instance, as
    // its postBuild would receive it.
    let content: unknown;
    const run: Step<PluginStepContext>['run'] = async (
      site: BuiltSite,
      {props},
    ) => {
      if (path.resolve(props.outDir) !== site.dir) {
        throw new Error(
          `the site in memory is ${site.dir}, Docusaurus built ${props.outDir}`,
        );
      }
      site.save();
      await postBuild({...props, content});
      site.reload();
    };
    return {
      ...hooks,
      async contentLoaded(args) {
        content = args.content;
        await contentLoaded?.(args);
      },
      postBuildSteps: [
        {
          name: step.name,
          reads: step.reads,
          writes: step.writes(options),
          run,
        },
      ],
    };
  }
  // Docusaurus reads a plugin module's `default.validateOptions` first.
  return Object.assign(plugin, {validateOptions: upstream.validateOptions});
}
