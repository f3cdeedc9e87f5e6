/**
 * postbuild: what a build must have before it is served, done in postBuild
 * so that every build path (`docusaurus build`, any `--out-dir`, one locale
 * or all) has it. The steps and their order are in pipeline.ts:
 *
 * 0. the stylesheets lose the rules no page can use (plugins/fast-load), and
 *    the plugins' steps run where the order names them (search index,
 *    Markdown copies and skills, social cards, sitemap, blog feeds);
 * 1. every page's inline scripts are checked against the site's registry
 *    (the `inlineScripts` option) and any other fails the build, naming the
 *    file; so does markup no page may have (structured data that is not
 *    JSON, `<meta http-equiv>`, `<base>`, `<iframe>`, `<object>`,
 *    `<embed>`);
 * 2. `x.gz` and `x.br` beside every text file, for nginx's `gzip_static` and
 *    `brotli_static`;
 * 3. the Content-Security-Policy allowing those scripts by hash is written as
 *    an nginx include, `<build>/.nginx/csp.conf`, for the whole site: the
 *    union of the locales built into the folder;
 * 4. `<build>/.nginx/build.json` records the base URL, origin, locales and
 *    Algolia host the build was made for (record.ts);
 * 5. the serving files of each engine (the `servingFiles` option), then the
 *    checks of the whole output folder (the `checkOutput` option).
 *
 * Docusaurus runs postBuild once per locale (outDir `build/`, then
 * `build/zh-TW/`), one locale after another in one process, every plugin's
 * at once: so no other plugin may have one (checked first, naming it), and
 * this plugin's place among the plugins does not matter.
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {
  otherLocaleFolders,
  siteFolder,
  type BuildLocales,
} from '@paynow-docs/build-kit';
import {
  BuiltSite,
  type PostBuildProps,
  type PostBuildStepProvider,
} from '@paynow-docs/build-kit/site';
import {
  algoliaHost,
  contentSecurityPolicy,
  cspInclude,
  type InlineScript,
} from './csp.ts';
import {
  localeSteps,
  siteSteps,
  type LocaleContext,
  type SiteContext,
} from './pipeline.ts';
import {runSteps} from './steps.ts';
import {
  BUILD_RECORD,
  CSP_INCLUDE,
  readBuildRecord,
  writeBuildRecord,
  type BuildRecord,
} from './record.ts';

export type {InlineScript} from './csp.ts';

export const PLUGIN_NAME = 'pn-postbuild';

/** The host-level folders of the site, which every locale's steps may write. */
const HOST_FOLDERS = ['.well-known'];

export interface Options {
  /**
   * The inline scripts the pages of one locale may have, for that locale's
   * base URL (`/base/`, `/base/zh-TW/`): the registry behind the policy.
   */
  inlineScripts: (page: {baseUrl: string; locale: string}) => InlineScript[];
  /** Where `inlineScripts` is written, named in the build error. */
  inlineScriptsSource: string;
  /** The hosted search, when configured: the CSP lets pages reach its hosts. */
  algolia: {appId: string} | null;
  /** Write `.gz` and `.br` files (default true). */
  precompress: boolean;
  /**
   * Checks of the whole output folder once each locale's files are written
   * (the last locale's run sees the finished site); one that throws fails
   * the build with its message. Default: none.
   */
  checkOutput: ((siteFolder: string) => void) | null;
  /**
   * Writes the serving files of each engine from the site folder and its
   * facts, once the CSP and the build record are written. Default: none.
   */
  servingFiles:
    | ((siteFolder: string, facts: {csp: string; record: BuildRecord}) => void)
    | null;
}

const OptionsSchema = Joi.object<Options>({
  inlineScripts: Joi.function().required(),
  inlineScriptsSource: Joi.string().required(),
  algolia: Joi.object({
    appId: Joi.string()
      .pattern(/^[A-Za-z0-9]+$/)
      .required()
      .messages({'string.pattern.base': 'algolia.appId must be alphanumeric'}),
  })
    .unknown(true)
    .allow(null)
    .default(null),
  precompress: Joi.boolean().default(true),
  checkOutput: Joi.function().allow(null).default(null),
  servingFiles: Joi.function().allow(null).default(null),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<Options>, Options>): Options {
  return validate(OptionsSchema, options);
}

/** What the site-wide steps need of each built locale. */
interface LocaleFacts {
  locale: string;
  baseUrl: string;
  hashes: string[];
}

/**
 * The facts of the other locales built into `folder`, as the pipeline's run
 * for the previous locale recorded them (the build record): Docusaurus runs
 * each locale's postBuild with props and plugin modules of its own, so this
 * record is what one locale's run hands to the next, whether in this process
 * or a later `docusaurus build --locale zh-TW`. The default locale's build
 * starts from an empty folder.
 */
function earlierLocales(
  folder: string,
  i18n: BuildLocales,
): Map<string, LocaleFacts> {
  const file = path.join(folder, BUILD_RECORD);
  if (i18n.currentLocale === i18n.defaultLocale || !existsSync(file)) {
    return new Map();
  }
  const record = readBuildRecord(folder);
  return new Map(
    record.locales
      .filter((locale) => locale !== i18n.currentLocale)
      .map((locale) => {
        const hashes = record.scriptHashes?.[locale];
        if (!hashes) {
          throw new Error(
            `[${PLUGIN_NAME}] ${file} does not record the inline-script hashes of ${locale} (an older build): build every locale again (\`npm run build\`).`,
          );
        }
        const baseUrl = record.localeBaseUrls[locale]!;
        return [locale, {locale, baseUrl, hashes}];
      }),
  );
}

/** Other plugins that have a postBuild of their own: the fix, named. */
function ownPostBuildProblem(
  plugins: readonly {name: string; postBuild?: unknown}[],
): string | null {
  const others = plugins
    .filter((plugin) => plugin.postBuild && plugin.name !== PLUGIN_NAME)
    .map((plugin) => plugin.name);
  if (others.length === 0) return null;
  return `[${PLUGIN_NAME}] ${others.join(', ')} ${others.length === 1 ? 'has a postBuild' : 'have a postBuild'} of its own, which Docusaurus would run beside the post-build pipeline in no set order. Give that work to the pipeline instead: a plugin of the site offers it as \`postBuildSteps\` (a step named in LOCALE_STEP_ORDER, plugins/postbuild/pipeline.ts); Docusaurus's sitemap and blog plugins are registered through @paynow-docs/postbuild/sitemap and @paynow-docs/postbuild/blog (in \`plugins\`, with the preset's \`sitemap: false\` and \`blog: false\`).`;
}

export default function pluginPostbuild(
  _context: LoadContext,
  options: Options,
): Plugin {
  async function postBuild(props: PostBuildProps): Promise<void> {
    const problem = ownPostBuildProblem(props.plugins);
    if (problem) throw new Error(problem);
    const {outDir, baseUrl, siteConfig, i18n} = props;
    const locale = i18n.currentLocale;
    const folder = siteFolder(outDir, i18n);
    const log = (message: string) =>
      console.log(`[${PLUGIN_NAME}] ${locale}: ${message}`);

    const site = BuiltSite.load(outDir, {
      skip: otherLocaleFolders(outDir, i18n),
    });
    // What the steps changed, counted from here: a step that calls a tool
    // on the folder saves the site before it (./asStep.ts).
    const loaded = site.mark();
    const host = BuiltSite.load(folder, {only: HOST_FOLDERS});
    const context: LocaleContext = {
      props,
      host,
      locale,
      baseUrl,
      inlineScripts: options.inlineScripts({baseUrl, locale}),
      inlineScriptsSource: options.inlineScriptsSource,
      precompress: options.precompress,
      log,
      found: {inlineScriptHashes: [], pages: 0, compressed: 0},
    };
    const provided = props.plugins.flatMap((plugin) =>
      ((plugin as Partial<PostBuildStepProvider>).postBuildSteps ?? []).map(
        (step) => ({plugin: plugin.name, step}),
      ),
    );
    const times = await runSteps(
      site,
      localeSteps(provided),
      context,
      PLUGIN_NAME,
      [host],
    );
    site.save();
    host.save();
    const changes = site.changesSince(loaded);

    // The site-wide facts: of every locale built into the folder so far.
    const known = earlierLocales(folder, i18n).set(locale, {
      locale,
      baseUrl,
      hashes: context.found.inlineScriptHashes,
    });
    const built = i18n.locales.flatMap((other) => known.get(other) ?? []);
    const appId = options.algolia?.appId;
    const defaultConfig = i18n.localeConfigs[i18n.defaultLocale]!;
    const siteContext: SiteContext = {
      siteFolder: folder,
      csp: contentSecurityPolicy({
        scriptHashes: built.flatMap((entry) => entry.hashes),
        algoliaAppId: appId,
      }),
      record: {
        baseUrl: defaultConfig.baseUrl,
        url: defaultConfig.url ?? siteConfig.url,
        locales: built.map((entry) => entry.locale),
        localeBaseUrls: Object.fromEntries(
          built.map((entry) => [entry.locale, entry.baseUrl]),
        ),
        scriptHashes: Object.fromEntries(
          built.map((entry) => [entry.locale, entry.hashes]),
        ),
        algolia: appId ? algoliaHost(appId) : null,
      },
    };
    const steps = siteSteps({
      writeCsp: ({siteFolder: root, csp}) => {
        const file = path.join(root, CSP_INCLUDE);
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, cspInclude(csp));
      },
      writeRecord: ({siteFolder: root, record}) =>
        writeBuildRecord(root, record),
      servingFiles: options.servingFiles,
      checkOutput: options.checkOutput,
    });
    for (const step of steps) {
      const start = performance.now();
      try {
        await step.run(siteContext);
      } catch (error) {
        throw new Error(
          `[${PLUGIN_NAME}] ${step.name}: ${(error as Error).message}`,
          {cause: error},
        );
      }
      times.set(step.name, performance.now() - start);
    }
    log(
      `${context.found.pages} pages checked, ${context.found.inlineScriptHashes.length} inline script hash(es); ${context.found.compressed} files precompressed; ${changes.written.length} files written, ${changes.removed.length} removed; ${path.relative(process.cwd(), path.join(folder, CSP_INCLUDE))} covers ${siteContext.record.locales.join(', ')}. Steps: ${[
        ...times,
      ]
        .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
        .join(', ')}.`,
    );
  }

  return {name: PLUGIN_NAME, postBuild};
}
