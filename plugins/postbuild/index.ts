/**
 * postbuild: what a build must have before it is served, done in postBuild
 * so that every build path (`docusaurus build`, any `--out-dir`, one locale
 * or all) has it. The steps and their order are in pipeline.ts:
 *
 * 0. the stylesheets lose the rules no page can use (plugins/fast-load);
 * 1. every page's inline scripts are checked against the site's registry
 *    (the `inlineScripts` option) and any other fails the build, naming the
 *    file; so does markup no page may have (structured data that is not
 *    JSON, `<meta http-equiv>`, `<base>`, `<iframe>`, `<object>`,
 *    `<embed>`);
 * 2. the Content-Security-Policy allowing those scripts by hash is written as
 *    an nginx include, `<build>/.nginx/csp.conf`, for the whole site: each
 *    locale records its hashes (`.nginx/locales/<locale>.json`) and the
 *    include is the union of the locales built into the folder;
 * 3. `x.gz` and `x.br` beside every text file, for nginx's `gzip_static` and
 *    `brotli_static`;
 * 4. `<build>/.nginx/build.json` records the base URL, origin, locales and
 *    Algolia host the build was made for (record.ts);
 * 5. the serving files of each engine (the `servingFiles` option), then the
 *    checks of the whole output folder (the `checkOutput` option).
 *
 * Docusaurus runs postBuild once per locale (outDir `build/`, then
 * `build/zh-TW/`), every plugin's at once: this plugin waits for the others
 * (afterOtherPlugins.ts), so it must be the first plugin: register it with
 * its preset, first in `presets`.
 */
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
  Props,
} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {otherLocaleFolders, siteFolder} from '@paynow-docs/build-kit';
import {
  BuiltSite,
  type PostBuildStepProvider,
} from '@paynow-docs/build-kit/site';
import {afterOtherPlugins} from './afterOtherPlugins.ts';
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
  CSP_INCLUDE,
  LOCALE_HASHES_DIR,
  writeBuildRecord,
  type BuildRecord,
} from './record.ts';

export type {InlineScript} from './csp.ts';
export type {BuildRecord} from './record.ts';

export const PLUGIN_NAME = 'pn-postbuild';

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

interface LocaleHashes {
  locale: string;
  baseUrl: string;
  hashes: string[];
}

export default function pluginPostbuild(
  _context: LoadContext,
  options: Options,
): Plugin {
  async function postBuild(
    props: Props & {plugins: Props['plugins']},
  ): Promise<void> {
    const othersDone = afterOtherPlugins(props.plugins, postBuild, PLUGIN_NAME);
    if (!(await othersDone)) return;
    const {outDir, baseUrl, siteConfig, i18n} = props;
    const locale = i18n.currentLocale;
    const folder = siteFolder(outDir, i18n);
    const log = (message: string) =>
      console.log(`[${PLUGIN_NAME}] ${locale}: ${message}`);

    const site = BuiltSite.load(outDir, {
      skip: otherLocaleFolders(outDir, i18n),
    });
    const context: LocaleContext = {
      routesPaths: props.routesPaths,
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
    );
    const saved = site.save();

    // The site-wide facts, from the records of every locale built so far.
    const hashesDir = path.join(folder, LOCALE_HASHES_DIR);
    mkdirSync(hashesDir, {recursive: true});
    writeFileSync(
      path.join(hashesDir, `${locale}.json`),
      JSON.stringify({
        locale,
        baseUrl,
        hashes: context.found.inlineScriptHashes,
      } satisfies LocaleHashes),
    );
    const built = readdirSync(hashesDir)
      .filter((name) => name.endsWith('.json'))
      .map(
        (name) =>
          JSON.parse(
            readFileSync(path.join(hashesDir, name), 'utf8'),
          ) as LocaleHashes,
      )
      .sort(
        (a, b) =>
          i18n.locales.indexOf(a.locale) - i18n.locales.indexOf(b.locale),
      );
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
        algolia: appId ? algoliaHost(appId) : null,
      },
    };
    const steps = siteSteps({
      writeCsp: ({siteFolder: root, csp}) =>
        writeFileSync(path.join(root, CSP_INCLUDE), cspInclude(csp)),
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
      `${context.found.pages} pages checked, ${context.found.inlineScriptHashes.length} inline script hash(es); ${context.found.compressed} files precompressed; ${saved.written.length} files written, ${saved.removed.length} removed; ${path.relative(process.cwd(), path.join(folder, CSP_INCLUDE))} covers ${siteContext.record.locales.join(', ')}. Steps: ${[
        ...times,
      ]
        .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
        .join(', ')}.`,
    );
  }

  return {name: PLUGIN_NAME, postBuild};
}
