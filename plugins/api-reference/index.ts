import path from 'node:path';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
} from '@docusaurus/types';
import {Joi, normalizePluginOptions} from '@docusaurus/utils-validation';
import pluginContentDocs, {
  validateOptions as validateDocsOptions,
} from '@docusaurus/plugin-content-docs';
import type {
  Options as DocsOptions,
  PluginOptions as DocsPluginOptions,
} from '@docusaurus/plugin-content-docs';
import {loadSpec} from './spec.ts';
import {buildOperations} from './model.ts';
import {writeApiDocs} from './write.ts';

/** Options of the API reference plugin (all optional). */
export interface PluginOptions {
  /** Plugin instance id, also the id of the docs instance that renders the pages. */
  id: string;
  /** OpenAPI 3.x file, relative to the site directory. */
  specPath: string;
  /** URL path of the reference. */
  routeBasePath: string;
  /** Where the generated MDX pages go (gitignored, emptied on each build). */
  outputDir: string;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'id'> = {
  specPath: 'openapi/petstore.yaml',
  routeBasePath: 'api',
  outputDir: 'generated/api',
};

const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default('api'),
  specPath: Joi.string().default(DEFAULT_OPTIONS.specPath),
  routeBasePath: Joi.string().default(DEFAULT_OPTIONS.routeBasePath),
  outputDir: Joi.string().default(DEFAULT_OPTIONS.outputDir),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(optionsSchema, {id: 'api', ...options});
}

/**
 * Generates one MDX page per operation of the OpenAPI file (plus an
 * introduction) at start-up, then serves them with a docs plugin instance of
 * its own, so the reference gets its own sidebar, breadcrumbs and pagination.
 * The pages use the light components in `./theme`, all rendered at build time.
 */
export default async function pluginApiReference(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<unknown>> {
  const specPath = path.resolve(context.siteDir, options.specPath);
  const outputDir = path.resolve(context.siteDir, options.outputDir);
  const api = await loadSpec(specPath, context.siteDir);
  const operations = buildOperations(api);
  await writeApiDocs(api, operations, outputDir);

  const docsOptions: DocsPluginOptions = validateDocsOptions({
    validate: normalizePluginOptions as never,
    options: {
      id: options.id,
      path: path.relative(context.siteDir, outputDir),
      routeBasePath: options.routeBasePath,
      sidebarPath: path.join(outputDir, 'sidebars.json'),
      breadcrumbs: true,
      showLastUpdateAuthor: false,
      showLastUpdateTime: false,
    } satisfies DocsOptions,
  });
  const docs = (await pluginContentDocs(
    context,
    docsOptions,
  )) as Plugin<unknown>;
  return {
    ...docs,
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getPathsToWatch() {
      return [...(docs.getPathsToWatch?.() ?? []), specPath];
    },
  };
}
