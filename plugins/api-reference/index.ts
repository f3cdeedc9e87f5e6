import {mkdir, mkdtemp} from 'node:fs/promises';
import path from 'node:path';
import type {Compiler} from 'webpack';
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
  LoadedContent as DocsLoadedContent,
  Options as DocsOptions,
  PluginOptions as DocsPluginOptions,
} from '@docusaurus/plugin-content-docs';
import {replaceFolder} from './replaceFolder.ts';
import {loadSpec, specDownloads, type SpecDownloads} from './spec.ts';
import {buildOperations} from './model/operation.ts';
import {buildIntro} from './model/intro.ts';
import {
  buildNotice,
  generatedText,
  noticeProblem,
  type NoticeOptions,
} from './model/notice.ts';
import {NOTICE_TYPES} from './types.ts';
import {pageMeta, writeApiDocs, type PageMeta} from './write.ts';

const GENERATIONS = Symbol.for('@paynow-docs/api-reference/generations');

/** Options of the API reference plugin (all optional). */
export interface PluginOptions {
  /** Plugin instance id, also the id of the docs instance that renders the pages. */
  id: string;
  /** OpenAPI 3.x file, relative to the site directory. */
  specPath: string;
  /** URL path of the reference. */
  routeBasePath: string;
  /**
   * Where the generated MDX pages go (gitignored; only changed files are
   * replaced), in a folder per locale (`generated/api/zh-TW/`): their data
   * holds the locale's texts, so two locales never share a file.
   */
  outputDir: string;
  /**
   * A notice every page shows (the introduction and each operation), in the
   * locale being built, as text: an admonition of `type` (default `info`)
   * whose `message` holds `{link}` where `link` goes. `null` for none.
   */
  notice: NoticeOptions | null;
  /**
   * A paragraph of the site's own, as text, that the introduction shows
   * before the spec's description, in the locale being built (say, what the
   * reference is, where the spec's text is in another language); it also
   * describes the page. `null` for none.
   */
  introText: string | null;
}

/** `specPath` is the site's to name: the plugin knows no spec of its own. */
export type Options = Partial<Omit<PluginOptions, 'notice'>> &
  Pick<PluginOptions, 'specPath'> & {
    /** The notice; its `type` is `info` unless given. */
    notice?:
      | (Omit<NoticeOptions, 'type'> & Partial<Pick<NoticeOptions, 'type'>>)
      | null;
  };

/**
 * The latest generation of each output folder, shared by every instance of
 * the plugin in this process (a development server's reload makes new ones).
 */
const generations: Map<string, Promise<void>> = ((
  globalThis as {[GENERATIONS]?: Map<string, Promise<void>>}
)[GENERATIONS] ??= new Map());

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'id' | 'specPath'> = {
  routeBasePath: 'api',
  outputDir: 'generated/api',
  notice: null,
  introText: null,
};

/**
 * File names of the OpenAPI document in the build, under `routeBasePath`:
 * `<baseUrl>api/openapi.yaml` and `<baseUrl>api/openapi.json` by default.
 */
export const DOWNLOAD_FILES = {
  yaml: 'openapi.yaml',
  json: 'openapi.json',
} as const;

const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default('api'),
  specPath: Joi.string().required(),
  routeBasePath: Joi.string()
    .pattern(/^[A-Za-z0-9._~/-]+$/)
    .default(DEFAULT_OPTIONS.routeBasePath),
  outputDir: Joi.string().default(DEFAULT_OPTIONS.outputDir),
  notice: Joi.object<NoticeOptions>({
    type: Joi.string()
      .valid(...NOTICE_TYPES)
      .default('info'),
    message: Joi.string().trim().min(1).required(),
    link: Joi.object({
      label: Joi.string().trim().min(1).required(),
      // A route of the site (Docusaurus's Link adds the base URL and checks it).
      to: Joi.string()
        .pattern(/^\/(?!\/)\S*$/)
        .required(),
    }),
  })
    .custom((notice: NoticeOptions) => {
      const problem = noticeProblem(notice);
      if (problem) throw new Error(problem);
      return notice;
    })
    .allow(null)
    .default(DEFAULT_OPTIONS.notice),
  introText: Joi.string()
    .trim()
    .min(1)
    .allow(null)
    .default(DEFAULT_OPTIONS.introText),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  Partial<Options> | undefined,
  PluginOptions
>): PluginOptions {
  return validate(optionsSchema, {id: 'api', ...options});
}

/**
 * Generates one page per operation of the OpenAPI file (plus an
 * introduction), then serves them with a docs plugin instance of its own, so
 * the reference gets its own sidebar, breadcrumbs and pagination. Pages are
 * fixed MDX that import a JSON data file and a component of `./theme`; the
 * spec's text only lives in the data (see write.ts). The plugin also ships
 * the OpenAPI document itself, as YAML and JSON, under `routeBasePath`.
 */
export default async function pluginApiReference(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<DocsLoadedContent>> {
  const specPath = path.resolve(context.siteDir, options.specPath);
  // One folder per locale: the pages' data holds the locale's notice and
  // UI words, and a build of one locale must not read another's.
  const outputDir = path.resolve(
    context.siteDir,
    options.outputDir,
    context.i18n.currentLocale,
  );
  const themePath = path.resolve(__dirname, 'theme');
  const routeBasePath = options.routeBasePath.replace(/^\/+|\/+$/g, '');
  const downloadPaths = {
    yaml: `${routeBasePath}/${DOWNLOAD_FILES.yaml}`,
    json: `${routeBasePath}/${DOWNLOAD_FILES.json}`,
  };

  let meta = new Map<string, PageMeta>();
  let downloads: SpecDownloads | undefined;
  async function generateOnce(): Promise<void> {
    // Written in full here, then moved into outputDir file by file (a new
    // folder each time, beside outputDir: the same file system).
    await mkdir(path.dirname(outputDir), {recursive: true});
    const staging = await mkdtemp(
      path.join(path.dirname(outputDir), `.${path.basename(outputDir)}-`),
    );
    const api = await loadSpec(specPath, context.siteDir, {
      // Relative server URLs are relative to where the document is served.
      documentUrl: new URL(
        `${context.baseUrl}${downloadPaths.yaml}`,
        context.siteConfig.url,
      ).href,
    });
    const operations = buildOperations(api, context.baseUrl);
    const intro = buildIntro(api, operations, {
      baseUrl: context.baseUrl,
      downloads: {
        yaml: `/${downloadPaths.yaml}`,
        json: `/${downloadPaths.json}`,
      },
      lead: options.introText,
    });
    await writeApiDocs(
      api,
      operations,
      intro,
      staging,
      path.relative(context.siteDir, specPath),
      // The site's texts and the UI words, in the locale being built.
      {
        ...generatedText(context.codeTranslations),
        notice: buildNotice(options.notice),
      },
    );
    meta = pageMeta(api, operations, intro.lead);
    downloads = await specDownloads(specPath, context.siteDir);
    // Only what changed: a reload of `npm start` (any file of any locale
    // regenerates) leaves the folder the docs instance watches untouched.
    await replaceFolder(staging, outputDir);
  }
  // Reloads of `npm start` overlap (each file saved starts one, and each
  // creates the plugin anew): one generation of a folder at a time, in order.
  function generate(): Promise<void> {
    const next = (generations.get(outputDir) ?? Promise.resolve())
      .catch(() => undefined)
      .then(generateOnce);
    generations.set(outputDir, next);
    return next;
  }
  // The docs instance reads its folder when it is created: generate first.
  await generate();
  let generated = true;

  const docsOptions: DocsPluginOptions = validateDocsOptions({
    validate: normalizePluginOptions as never,
    options: {
      id: options.id,
      path: path.relative(context.siteDir, outputDir),
      routeBasePath,
      sidebarPath: path.join(outputDir, 'sidebars.json'),
      breadcrumbs: true,
      showLastUpdateAuthor: false,
      showLastUpdateTime: false,
    } satisfies DocsOptions,
  });
  const docs = (await pluginContentDocs(
    context,
    docsOptions,
  )) as Plugin<DocsLoadedContent>;
  return {
    ...docs,
    async loadContent() {
      // On `npm start`, a change of the spec reloads the content: regenerate.
      if (!generated) {
        await generate();
      }
      generated = false;
      const content = await docs.loadContent!();
      // Title and description come from the data, never from the MDX source.
      for (const version of content.loadedVersions) {
        for (const doc of version.docs) {
          const page = meta.get(doc.id);
          if (page) {
            doc.title = page.title;
            doc.description = page.description;
          }
        }
      }
      return content;
    },
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules() {
      // Design tokens (with their defaults) and the sidebar's method badges.
      return [path.resolve(__dirname, 'client/styles.css')];
    },
    getPathsToWatch() {
      return [...(docs.getPathsToWatch?.() ?? []), specPath];
    },
    configureWebpack(config, isServer, utils, content) {
      const docsConfig =
        docs.configureWebpack?.(config, isServer, utils, content) ?? {};
      if (isServer) {
        return docsConfig;
      }
      // The OpenAPI document as build assets: in `build/` and on `npm start` alike.
      const emitSpec = {
        apply(compiler: Compiler) {
          const {RawSource} = compiler.webpack.sources;
          compiler.hooks.thisCompilation.tap(
            'pn-api-reference',
            (compilation) => {
              compilation.hooks.processAssets.tap(
                {
                  name: 'pn-api-reference',
                  stage:
                    compiler.webpack.Compilation
                      .PROCESS_ASSETS_STAGE_ADDITIONAL,
                },
                () => {
                  if (!downloads) return;
                  for (const kind of ['yaml', 'json'] as const) {
                    compilation.emitAsset(
                      downloadPaths[kind],
                      new RawSource(downloads[kind]),
                    );
                  }
                },
              );
            },
          );
        },
      };
      return {
        ...docsConfig,
        plugins: [...(docsConfig.plugins ?? []), emitSpec],
      };
    },
  };
}
